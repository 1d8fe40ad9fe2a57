#!/usr/bin/env node
// Writes .br and .gz next to each compressible build asset so the server sends them without compressing per request.
// Usage: node scripts/precompress.mjs [dist]   (compresses <dist>/assets)
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|wasm)$/i;
/** Below this, compression headers cost more than they save. */
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

const assetsDir = join(process.argv[2] ?? 'dist', 'assets');
try {
  await stat(assetsDir);
} catch {
  console.error(`precompress: ${assetsDir} does not exist; run vite build first`);
  process.exit(1);
}

let count = 0;
let raw = 0;
let brotliBytes = 0;
for await (const path of files(assetsDir)) {
  if (!COMPRESSIBLE.test(path)) continue;
  const source = await readFile(path);
  if (source.length < MIN_BYTES) continue;
  const [br, gzipped] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
  count += 1;
  raw += source.length;
  brotliBytes += br.length;
}
console.log(`precompress: ${count} files, ${(raw / 1024).toFixed(1)} KiB → ${(brotliBytes / 1024).toFixed(1)} KiB brotli`);
