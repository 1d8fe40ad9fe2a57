import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const script = new URL('../../scripts/precompress.mjs', import.meta.url).pathname;

describe('scripts/precompress.mjs', () => {
  const dist = mkdtempSync(join(tmpdir(), 'tp-precompress-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('writes .br and .gz twins of compressible assets, skipping tiny and binary files', async () => {
    mkdirSync(join(dist, 'assets', 'nested'), { recursive: true });
    const js = `export const a = ${JSON.stringify('abc'.repeat(2000))};`;
    const css = `.a{color:red}`.repeat(200);
    writeFileSync(join(dist, 'assets', 'web-abc.js'), js);
    writeFileSync(join(dist, 'assets', 'nested', 'style-def.css'), css);
    writeFileSync(join(dist, 'assets', 'tiny-1.js'), 'x=1');
    writeFileSync(join(dist, 'assets', 'logo-2.png'), Buffer.alloc(4096, 7));
    await run(process.execPath, [script, dist]);
    const assets = join(dist, 'assets');
    expect(brotliDecompressSync(readFileSync(join(assets, 'web-abc.js.br'))).toString()).toBe(js);
    expect(gunzipSync(readFileSync(join(assets, 'web-abc.js.gz'))).toString()).toBe(js);
    expect(gunzipSync(readFileSync(join(assets, 'nested', 'style-def.css.gz'))).toString()).toBe(css);
    expect(existsSync(join(assets, 'tiny-1.js.gz'))).toBe(false);
    expect(existsSync(join(assets, 'logo-2.png.gz'))).toBe(false);
  });

  it('fails clearly when there is no build', async () => {
    await expect(run(process.execPath, [script, join(dist, 'nothing')])).rejects.toMatchObject({
      stderr: expect.stringContaining('run vite build first'),
    });
  });
});
