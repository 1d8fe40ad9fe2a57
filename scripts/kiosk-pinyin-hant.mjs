#!/usr/bin/env node
// Writes kiosk/keyboard/pinyin-hant.json: the pinyin candidates of simple-keyboard-layouts' Chinese layout in Hong Kong
// Traditional characters (OpenCC cn → hk), so the kiosk's zh-Hant keyboard needs no converter at run time.
// Run again after upgrading simple-keyboard-layouts: node scripts/kiosk-pinyin-hant.mjs
import { writeFileSync } from 'node:fs';
import chinese from 'simple-keyboard-layouts/build/layouts/chinese.js';
import { Converter } from 'opencc-js';

const toHongKong = Converter({ from: 'cn', to: 'hk' });
const table = {};
for (const [syllable, candidates] of Object.entries(chinese.layoutCandidates)) {
  // Two Simplified characters can become one Traditional one (发 → 發, 髮 stays): keep the first place of each.
  table[syllable] = [...new Set(candidates.split(' ').map((character) => toHongKong(character)))].join(' ');
}
writeFileSync(new URL('../kiosk/keyboard/pinyin-hant.json', import.meta.url), `${JSON.stringify(table)}\n`);
console.log(`wrote ${Object.keys(table).length} syllables`);
