import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipSize, pageAssets, resolveAsset, sizeAssets } from '../../../bench/assets.ts';

// What Vite 8 writes for web/index.html.
const VITE_HTML = `<!doctype html>
<html lang="es">
  <head>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <script type="module" crossorigin src="/assets/index-C_pwFQKA.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-DyZJNswf.js">
    <link rel="stylesheet" crossorigin href="/assets/index-B3uEUm7i.css">
    <!-- <script src="/assets/commented-out.js"></script> -->
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('pageAssets', () => {
  it('takes the entry, its modulepreloads and the stylesheets, not icons or comments', () => {
    expect(pageAssets(VITE_HTML)).toEqual({
      js: ['/assets/index-C_pwFQKA.js', '/assets/jsx-runtime-DyZJNswf.js'],
      css: ['/assets/index-B3uEUm7i.css'],
      external: [],
    });
  });

  it('reads attributes in any order and quoting, once each, and sets external files apart', () => {
    const html = `
      <link href='/a.css' rel='stylesheet'>
      <link rel="preload stylesheet" href=/b.css>
      <script src="/main.js" type="module"></script>
      <link rel=modulepreload href="/main.js">
      <script src="https://js.stripe.com/v3"></script>
      <link rel="preload" href="/font.woff2" as="font">`;
    expect(pageAssets(html)).toEqual({
      js: ['/main.js'],
      css: ['/a.css', '/b.css'],
      external: ['https://js.stripe.com/v3'],
    });
  });
});

describe('sizes', () => {
  it('resolves references inside the build folder only', () => {
    expect(resolveAsset('/dist', '/assets/a.js?v=1')).toBe(path.resolve('/dist/assets/a.js'));
    expect(resolveAsset('/dist', './assets/a.js')).toBe(path.resolve('/dist/assets/a.js'));
    expect(() => resolveAsset('/dist', '/../secret.js')).toThrow();
  });

  it('gzips at level 9, deterministically', () => {
    const text = 'export const x = 1;\n'.repeat(500);
    expect(gzipSize(text)).toBe(gzipSync(text, { level: 9 }).length);
    expect(gzipSize(text)).toBe(gzipSize(text));
    expect(gunzipSync(gzipSync(text, { level: 9 })).toString()).toBe(text);
  });

  it('sums raw and gzip sizes of the files', async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'bench-assets-'));
    await mkdir(path.join(dist, 'assets'));
    const a = 'console.log("a");\n'.repeat(100);
    const b = 'console.log("b");';
    await writeFile(path.join(dist, 'assets/a.js'), a);
    await writeFile(path.join(dist, 'assets/b.js'), b);
    const totals = await sizeAssets(dist, ['/assets/a.js', '/assets/b.js']);
    expect(totals.bytes).toBe(a.length + b.length);
    expect(totals.gzipBytes).toBe(gzipSize(a) + gzipSize(b));
    expect(totals.files.map((f) => f.file)).toEqual(['/assets/a.js', '/assets/b.js']);
  });
});
