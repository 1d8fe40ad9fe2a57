#!/usr/bin/env node
// Merges message ids into the three locale files in one quick read-modify-write, keeping keys sorted.
// Usage: node scripts/add-messages.mjs file.json   where file.json is { "id": { "en": "...", "zh-Hans": "...", "zh-Hant": "..." } }
import { readFileSync, writeFileSync } from 'node:fs';

const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const locale of ['en', 'zh-Hans', 'zh-Hant']) {
  const path = new URL(`../locales/${locale}.json`, import.meta.url);
  const messages = JSON.parse(readFileSync(path, 'utf8'));
  for (const [id, texts] of Object.entries(input)) {
    if (typeof texts[locale] !== 'string') throw new Error(`${id} lacks ${locale}`);
    messages[id] = texts[locale];
  }
  const sorted = Object.fromEntries(Object.entries(messages).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(path, `${JSON.stringify(sorted, null, 2)}\n`);
}
console.log(`merged ${Object.keys(input).length} ids`);
