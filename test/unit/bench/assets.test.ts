import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  chunkKeyFor,
  entryKey,
  gzipSize,
  pageAssets,
  resolveAsset,
  sizeAssets,
  staticClosure,
  type Manifest,
} from '../../../bench/assets.ts';

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

// The shape of Vite 8's build manifest (trimmed): the entry, a lazy page, the app shell, shared chunks.
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-A.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_runtime-R.js', '_react-X.js'],
    dynamicImports: ['src/app/routes/login.tsx', 'src/app/app-shell.tsx'],
    css: ['assets/index-A.css'],
  },
  '_runtime-R.js': { file: 'assets/runtime-R.js' },
  '_react-X.js': { file: 'assets/react-X.js', imports: ['_runtime-R.js'] },
  'src/app/routes/login.tsx': {
    file: 'assets/login-L.js',
    src: 'src/app/routes/login.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_form-F.js', '_react-X.js'],
    dynamicImports: ['../node_modules/big/index.js'],
    css: ['assets/login-L.css'],
  },
  '_form-F.js': {
    file: 'assets/form-F.js',
    imports: ['_runtime-R.js'],
    css: ['assets/form-F.css'],
  },
  'src/app/app-shell.tsx': {
    file: 'assets/app-shell-S.js',
    src: 'src/app/app-shell.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_form-F.js'],
  },
  '../node_modules/big/index.js': { file: 'assets/big-B.js', isDynamicEntry: true },
};

describe('staticClosure', () => {
  it('follows static imports once each, in first-seen order, with their CSS', () => {
    expect(staticClosure(MANIFEST, ['index.html'])).toEqual({
      js: ['assets/index-A.js', 'assets/runtime-R.js', 'assets/react-X.js'],
      css: ['assets/index-A.css'],
    });
  });

  it('adds a lazy chunk and its imports without counting its dynamic imports', () => {
    const { js, css } = staticClosure(MANIFEST, ['index.html', 'src/app/routes/login.tsx']);
    expect(js).toEqual([
      'assets/index-A.js',
      'assets/runtime-R.js',
      'assets/react-X.js',
      'assets/login-L.js',
      'assets/form-F.js',
    ]);
    expect(js).not.toContain('assets/big-B.js');
    expect(css).toEqual(['assets/index-A.css', 'assets/login-L.css', 'assets/form-F.css']);
  });

  it('survives import cycles (a lazy chunk importing the entry back)', () => {
    expect(staticClosure(MANIFEST, ['src/app/app-shell.tsx']).js).toEqual([
      'assets/app-shell-S.js',
      'assets/index-A.js',
      'assets/runtime-R.js',
      'assets/react-X.js',
      'assets/form-F.js',
    ]);
  });

  it('throws on a key the manifest lacks rather than undercounting', () => {
    expect(() => staticClosure(MANIFEST, ['src/app/routes/nope.tsx'])).toThrow(/no chunk/);
    const broken: Manifest = {
      'index.html': { file: 'a.js', isEntry: true, imports: ['_gone.js'] },
    };
    expect(() => staticClosure(broken, ['index.html'])).toThrow(/_gone\.js/);
  });
});

describe('chunkKeyFor and entryKey', () => {
  it('finds a chunk by the end of its source path, on a path boundary', () => {
    expect(chunkKeyFor(MANIFEST, 'app/routes/login.tsx')).toBe('src/app/routes/login.tsx');
    expect(chunkKeyFor(MANIFEST, 'app-shell.tsx')).toBe('src/app/app-shell.tsx');
    expect(() => chunkKeyFor(MANIFEST, 'shell.tsx')).toThrow(/no chunk for shell\.tsx/);
  });

  it('refuses an ambiguous suffix', () => {
    const twice: Manifest = {
      'a/page.tsx': { file: 'assets/a.js', src: 'a/page.tsx' },
      'b/page.tsx': { file: 'assets/b.js', src: 'b/page.tsx' },
    };
    expect(() => chunkKeyFor(twice, 'page.tsx')).toThrow(/several/);
  });

  it('finds the one entry', () => {
    expect(entryKey(MANIFEST)).toBe('index.html');
    expect(() => entryKey({ 'a.js': { file: 'a.js' } })).toThrow(/0 entries/);
  });
});
