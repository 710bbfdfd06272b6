import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../../bench/assets.ts';
import {
  largestRoute,
  ROUTES,
  routeJs,
  routeJsFiles,
  type RouteJs,
} from '../../../bench/measures/bundle.ts';
import {
  landedOn,
  PAGES,
  PERFORMANCE_MIN,
  performanceMinimum,
  rowId,
} from '../../../bench/measures/lighthouse.ts';
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

describe('ROUTES', () => {
  it('is the router: the landing, every page of the table once, then the not-found page', () => {
    expect(ROUTES[0]).toEqual({ path: '/', file: null });
    expect(ROUTES.at(-1)).toEqual({ path: '*', file: 'not-found' });
    expect(ROUTES.slice(1, -1).map((r) => r.path)).toEqual(PAGE_ROUTES.map((r) => r.path));
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
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

describe('largestRoute', () => {
  const route = (p: string, gzipBytes: number): RouteJs => ({
    path: p,
    gzipBytes,
    bytes: 0,
    files: [],
  });

  it('picks the route with the most gzip bytes, the first of equals', () => {
    expect(largestRoute([route('/', 10), route('/a', 30), route('/b', 30)]).path).toBe('/a');
    expect(() => largestRoute([])).toThrow();
  });
});

describe('Lighthouse rows', () => {
  it('keeps the landing ids and names the other pages', () => {
    expect(rowId('performance', '/')).toBe('lighthouse-performance');
    expect(rowId('accessibility', '/')).toBe('lighthouse-accessibility');
    expect(rowId('performance', '/calculadora-dscr')).toBe(
      'lighthouse-performance-calculadora-dscr',
    );
    expect(rowId('accessibility', '/login')).toBe('lighthouse-accessibility-login');
    expect(rowId('performance', '/login', 'mobile')).toBe('lighthouse-mobile-performance-login');
    expect(rowId('performance', '/', 'mobile')).toBe('lighthouse-mobile-performance');
  });

  it('budgets every page’s performance on desktop and mobile, above 0 and at most 1', () => {
    for (const preset of ['desktop', 'mobile'] as const) {
      for (const page of PAGES) {
        expect(performanceMinimum(page.path, preset), page.path).toBeGreaterThan(0);
        expect(performanceMinimum(page.path, preset), page.path).toBeLessThanOrEqual(1);
      }
      expect(Object.keys(PERFORMANCE_MIN[preset]).sort()).toEqual(PAGES.map((p) => p.path).sort());
    }
    expect(() => performanceMinimum('/sin-presupuesto', 'mobile')).toThrow(/no mobile budget/);
  });

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
