/**
 * The landing route's up-front JS and CSS (gzip), beside a bare React + react-dom + react-router
 * page built the same way. "Up front" = what web/dist/index.html references: the entry script, its
 * modulepreload links and its stylesheets; the lazy route chunks are not counted.
 *
 * And every route's JS (gzip): what a cold visit to that route downloads before the page can run,
 * read from Vite's build manifest — the entry chunk and its static imports (as index.html loads
 * them) plus, for a lazy route, its page chunk and the app shell (web/src/app/router.tsx loads both)
 * with their static imports. Chunks a page import()s later (toasts, Stripe.js, the PDF code) are
 * not counted. The table shows the largest route against a budget; results.json lists them all.
 *
 * Budgets are ratios to baselines built or read in the same run, never fixed kB: a React or
 * Amplify upgrade moves the baseline with the figure, and what is budgeted is what we add. Sizes
 * are deterministic (no sampling noise), so each ratio is exact and its margin is growth room.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  chunkKeyFor,
  entryKey,
  pageAssets,
  sizeAssets,
  staticClosure,
  type AssetTotals,
  type Manifest,
} from '../assets.ts';
import { bareBuild, webBuild, type BuiltPage } from '../builds.ts';
import type { BenchContext, Measure, Row } from '../measure.ts';
import { PAGE_ROUTES } from '../../web/src/app/route-table.ts';

/**
 * Landing JS ≤ 1.15 × the bare React + router page (measured 1.11×: 107.7 kB against 97.0 kB):
 * about 4 kB of room, so the landing cannot take in a library (a form, date or chart library is
 * 10–100 kB) without someone deciding to raise this.
 */
const LANDING_JS_MAX_RATIO = 1.15;
/**
 * Landing CSS ≤ 0.7 × Amplify UI's full stylesheet (@aws-amplify/ui-react/dist/styles.css, what
 * the library's default import ships), gzipped here in the same run. The app imports only the
 * components' styles and its theme; measured 0.52× (16.2 kB). Importing the full stylesheet (or a
 * second copy of it) fails.
 */
const LANDING_CSS_MAX_RATIO = 0.7;
/**
 * Largest route JS ≤ 2.5 × the bare React + router page: measured 2.31× (224.5 kB,
 * /elite-consulting) since the charts load after the page (recharts had made /analisis-mercado
 * 3.3×); the room is ~18 kB of ordinary growth, and a route that statically pulls in a large
 * library again (recharts ~100 kB, jsPDF ~140 kB) fails.
 */
const ROUTE_JS_MAX_RATIO = 2.5;
/** The UI library's whole stylesheet: the landing CSS baseline. */
const AMPLIFY_STYLES = 'node_modules/@aws-amplify/ui-react/dist/styles.css';
const AMPLIFY_LABEL = 'Amplify UI styles.css';

/** A route of web/src/app/router.tsx: the landing (in the entry chunk) or a lazy page file. */
export interface RouteSource {
  path: string;
  /** web/src/app/routes/<file>.tsx; null for the landing page, which is in the entry chunk. */
  file: string | null;
}

/** Every route of the router, in its order: `/`, the page table, then the not-found page. */
export const ROUTES: readonly RouteSource[] = [
  { path: '/', file: null },
  ...PAGE_ROUTES.map((route) => ({ path: route.path, file: route.file })),
  { path: '*', file: 'not-found' },
];

/** The JS files (dist-relative) a cold visit to `route` downloads, per the build manifest. */
export function routeJsFiles(manifest: Manifest, route: RouteSource): string[] {
  const keys = [entryKey(manifest)];
  if (route.file !== null) {
    keys.push(chunkKeyFor(manifest, `app/routes/${route.file}.tsx`));
    keys.push(chunkKeyFor(manifest, 'app/app-shell.tsx'));
  }
  return staticClosure(manifest, keys).js;
}

export interface RouteJs {
  path: string;
  gzipBytes: number;
  bytes: number;
  files: string[];
}

/** Every route's JS, sized once per file. */
export async function routeJs(
  distDir: string,
  manifest: Manifest,
  routes: readonly RouteSource[] = ROUTES,
): Promise<RouteJs[]> {
  const perRoute = routes.map((route) => ({
    path: route.path,
    files: routeJsFiles(manifest, route),
  }));
  const unique = [...new Set(perRoute.flatMap((route) => route.files))];
  const sized = new Map((await sizeAssets(distDir, unique)).files.map((f) => [f.file, f]));
  return perRoute.map(({ path: routePath, files }) => ({
    path: routePath,
    files,
    bytes: files.reduce((sum, file) => sum + sized.get(file)!.bytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + sized.get(file)!.gzipBytes, 0),
  }));
}

/** The route with the most JS (the first of equals). */
export function largestRoute(routes: readonly RouteJs[]): RouteJs {
  if (routes.length === 0) throw new Error('no routes');
  return routes.reduce((max, route) => (route.gzipBytes > max.gzipBytes ? route : max));
}

const BARE_LABEL = 'bare React+router';

interface Sized {
  js: AssetTotals;
  css: AssetTotals;
  external: string[];
}

async function measurePage(page: BuiltPage): Promise<Sized> {
  const html = await readFile(path.join(page.distDir, 'index.html'), 'utf8');
  const refs = pageAssets(html);
  if (refs.js.length === 0) throw new Error(`${page.distDir}/index.html loads no script`);
  const [js, css] = await Promise.all([
    sizeAssets(page.distDir, refs.js),
    sizeAssets(page.distDir, refs.css),
  ]);
  return { js, css, external: refs.external };
}

/** kB = 1000 bytes (as Vite prints sizes); exact, bytes have at most three decimals here. */
const kB = (bytes: number) => bytes / 1000;

function detail(totals: AssetTotals) {
  return { bytes: totals.bytes, gzipBytes: totals.gzipBytes, files: totals.files };
}

/** Amplify UI's full stylesheet, gzipped as the bench sizes every asset. */
async function amplifyStyles(ctx: BenchContext): Promise<AssetTotals> {
  return sizeAssets(ctx.root, [AMPLIFY_STYLES]);
}

export const bundle: Measure = {
  name: 'bundle',
  async run(ctx) {
    const landingRows = (error: string): Row[] => [
      {
        id: 'landing-js-gzip',
        label: 'Landing JS (gzip)',
        value: null,
        unit: 'kB',
        budget: { maxRatio: LANDING_JS_MAX_RATIO },
        error,
      },
      {
        id: 'landing-css-gzip',
        label: 'Landing CSS (gzip)',
        value: null,
        unit: 'kB',
        budget: { maxRatio: LANDING_CSS_MAX_RATIO },
        error,
      },
      {
        id: 'route-js-gzip-max',
        label: 'Largest route JS (gzip)',
        value: null,
        unit: 'kB',
        budget: { maxRatio: ROUTE_JS_MAX_RATIO },
        error,
      },
    ];

    let landing: Sized;
    let web: BuiltPage;
    let bare: Sized;
    let styles: AssetTotals;
    try {
      web = await webBuild(ctx);
      landing = await measurePage(web);
      // The baselines are the budgets' other half: without them the rows cannot be judged.
      bare = await measurePage(await bareBuild(ctx));
      styles = await amplifyStyles(ctx);
    } catch (error) {
      return landingRows(error instanceof Error ? error.message : String(error));
    }

    const rows: Row[] = [
      {
        id: 'landing-js-gzip',
        label: 'Landing JS (gzip)',
        value: kB(landing.js.gzipBytes),
        unit: 'kB',
        baseline: { label: BARE_LABEL, value: kB(bare.js.gzipBytes) },
        budget: { maxRatio: LANDING_JS_MAX_RATIO },
        detail: {
          landing: detail(landing.js),
          bare: detail(bare.js),
          external: landing.external,
          webBuildMs: Math.round(web.buildMs),
        },
      },
      {
        id: 'landing-css-gzip',
        label: 'Landing CSS (gzip)',
        value: kB(landing.css.gzipBytes),
        unit: 'kB',
        baseline: { label: AMPLIFY_LABEL, value: kB(styles.gzipBytes) },
        budget: { maxRatio: LANDING_CSS_MAX_RATIO },
        detail: { landing: detail(landing.css), amplify: detail(styles), bare: detail(bare.css) },
      },
    ];
    rows.push(await routeJsRow(web, landing, bare));
    return rows;
  },
};

async function routeJsRow(web: BuiltPage, landing: Sized, bare: Sized): Promise<Row> {
  const row = {
    id: 'route-js-gzip-max',
    label: 'Largest route JS (gzip)',
    unit: 'kB',
    baseline: { label: BARE_LABEL, value: kB(bare.js.gzipBytes) },
    budget: { maxRatio: ROUTE_JS_MAX_RATIO },
  };
  try {
    if (!web.manifest) throw new Error('the web build has no manifest');
    const routes = await routeJs(web.distDir, web.manifest);
    // The manifest's view of `/` must be what index.html loads, or the other figures are wrong too.
    const fromHtml = landing.js.files.map((f) => f.file.replace(/^\.?\/+/, '')).sort();
    const fromManifest = [...routes[0]!.files].sort();
    if (fromHtml.join() !== fromManifest.join()) {
      throw new Error(
        `the build manifest's JS for / (${fromManifest.join(', ')}) is not what index.html loads (${fromHtml.join(', ')})`,
      );
    }
    const largest = largestRoute(routes);
    return {
      ...row,
      label: `Largest route JS (gzip): ${largest.path}`,
      value: kB(largest.gzipBytes),
      detail: {
        route: largest.path,
        files: largest.files,
        routes: routes.map((r) => ({
          path: r.path,
          gzipKB: Math.round(r.gzipBytes / 100) / 10,
          kB: Math.round(r.bytes / 100) / 10,
          files: r.files.length,
        })),
      },
    };
  } catch (error) {
    return { ...row, value: null, error: error instanceof Error ? error.message : String(error) };
  }
}
