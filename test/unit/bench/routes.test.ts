import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../../bench/assets.ts';
import { routeJs, routeJsFiles } from '../../../bench/measures/bundle.ts';
import { landedOn } from '../../../bench/lighthouse.ts';
import {
  BENCH_PAGES,
  QUICK_PAGES,
  pageLabel,
  pageSlug,
  ROLES,
  selectPages,
} from '../../../bench/pages.ts';
import { PAGE_ROUTES } from '../../../web/src/app/route-table.ts';

const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/app/routes/login.tsx', 'src/app/app-shell.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  'src/app/routes/login.tsx': {
    file: 'assets/login.js',
    src: 'src/app/routes/login.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_form.js'],
    dynamicImports: ['src/features/pdf.ts'],
  },
  '_form.js': { file: 'assets/form.js', imports: ['_react.js'] },
  'src/app/app-shell.tsx': {
    file: 'assets/app-shell.js',
    src: 'src/app/app-shell.tsx',
    isDynamicEntry: true,
    imports: ['_query.js'],
  },
  '_query.js': { file: 'assets/query.js' },
  'src/features/pdf.ts': { file: 'assets/pdf.js', src: 'src/features/pdf.ts' },
};

describe('BENCH_PAGES', () => {
  it('is the landing, then every page of the route table once, in its order', () => {
    expect(BENCH_PAGES[0]).toEqual({ path: '/', url: '/', access: 'public', file: null });
    expect(BENCH_PAGES.slice(1).map((p) => p.path)).toEqual(PAGE_ROUTES.map((r) => r.path));
    expect(BENCH_PAGES.slice(1).map((p) => p.file)).toEqual(PAGE_ROUTES.map((r) => r.file));
    expect(new Set(BENCH_PAGES.map((p) => pageSlug(p.path))).size).toBe(BENCH_PAGES.length);
  });

  it('opens each page as the role its access lets in, with what the page needs to show itself', () => {
    const byPath = new Map(BENCH_PAGES.map((p) => [p.path, p]));
    expect(byPath.get('/calculadora-roi')!.access).toBe('pro');
    expect(byPath.get('/equipo')!.access).toBe('staff');
    expect(byPath.get('/welcome')!.access).toBe('user');
    expect(byPath.get('/checkout')!.url).toBe('/checkout?plan=pro');
    expect(byPath.get('/expediente-compartido/:token')!.url).toMatch(
      /^\/expediente-compartido\/[\w-]+$/,
    );
    expect(pageLabel(byPath.get('/elite-red')!)).toBe('/elite-red (Elite)');
    expect(pageSlug('/')).toBe('landing');
    expect(pageSlug('/expediente-compartido/:token')).toBe('expediente-compartido-token');
    // Every role but the visitor's has a way to sign in.
    for (const [access, role] of Object.entries(ROLES)) {
      expect(role.session === undefined, access).toBe(access === 'public');
    }
  });
});

describe('selectPages', () => {
  it('gives every page with `all` (the default) and six with `quick`', () => {
    const paths = selectPages('quick').map((p) => p.path);
    expect([...paths].sort()).toEqual(
      [
        '/',
        '/calculadora-dscr',
        '/login',
        '/calculadora-roi',
        '/mis-propiedades',
        '/califico',
      ].sort(),
    );
    // In the route table's order, as every table of the bench.
    expect(paths).toEqual(BENCH_PAGES.map((p) => p.path).filter((p) => QUICK_PAGES.includes(p)));
    expect(selectPages('all')).toBe(BENCH_PAGES);
  });
});

describe('routeJsFiles', () => {
  it('gives the landing only the entry and its static imports', () => {
    expect(routeJsFiles(MANIFEST, { path: '/', file: null })).toEqual([
      'assets/index.js',
      'assets/react.js',
    ]);
  });

  it('adds a lazy page, the app shell and their static imports, not what they import() later', () => {
    expect(routeJsFiles(MANIFEST, { path: '/login', file: 'login' })).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/login.js',
      'assets/form.js',
      'assets/app-shell.js',
      'assets/query.js',
    ]);
  });

  it('fails on a route whose page is not in the build', () => {
    expect(() => routeJsFiles(MANIFEST, { path: '/x', file: 'x' })).toThrow(/routes\/x\.tsx/);
  });
});

describe('routeJs', () => {
  it('sizes each route from the built files, counting shared files in every route', async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'route-js-'));
    await mkdir(path.join(dist, 'assets'));
    for (const chunk of Object.values(MANIFEST)) {
      await writeFile(
        path.join(dist, chunk.file),
        `export const x = ${JSON.stringify(chunk.file)};`,
      );
    }
    const routes = [
      { path: '/', file: null },
      { path: '/login', file: 'login' },
    ];
    const sized = await routeJs(dist, MANIFEST, routes);
    expect(sized.map((r) => [r.path, r.files.length])).toEqual([
      ['/', 2],
      ['/login', 6],
    ]);
    expect(sized[1]!.gzipBytes).toBeGreaterThan(sized[0]!.gzipBytes);
    const bytes = (file: string) => `export const x = ${JSON.stringify(file)};`.length;
    expect(sized[0]!.bytes).toBe(bytes('assets/index.js') + bytes('assets/react.js'));
  });
});

describe('Lighthouse runs', () => {
  it('accepts the page asked for and refuses a redirect', () => {
    const asked = 'http://localhost:3300/calculadora-roi';
    expect(landedOn(asked, 'http://localhost:3300/calculadora-roi')).toBe(true);
    expect(landedOn(asked, 'http://localhost:3300/calculadora-roi/?x=1#y')).toBe(true);
    expect(landedOn(asked, 'http://localhost:3300/login?returnTo=%2Fcalculadora-roi')).toBe(false);
    expect(landedOn(asked, 'http://localhost:3300/plan-pro')).toBe(false);
    expect(landedOn('http://localhost:3300/', 'http://localhost:3300/')).toBe(true);
    expect(landedOn('http://localhost:3300/', 'http://127.0.0.1:3300/')).toBe(false);
  });
});
