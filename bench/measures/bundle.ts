/**
 * Every page's JS (gzip), beside a bare React + react-dom + react-router page built the same way
 * (bench/bare): what a cold visit to the page downloads before it can run, read from Vite's build
 * manifest — the entry chunk and its static imports (as index.html loads them) plus, for a lazy
 * page, its page chunk and the app shell (web/src/app/router.tsx loads both) with their static
 * imports. Chunks a page import()s later (toasts, Stripe.js, the PDF code, charts) are not counted.
 * One row per page of the route table (bench/pages.ts), in the page table beside its Lighthouse
 * figures. The landing's must be what web/dist/index.html loads up front (its script and
 * modulepreload links), or the manifest is misread and every row is an error.
 *
 * And the landing's CSS: the stylesheets index.html links.
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
import type { BenchContext, BudgetSpec, Measure, Row } from '../measure.ts';
import { BENCH_PAGES, pageLabel, pageSlug } from '../pages.ts';

const BARE_LABEL = 'bare React+router';
/** The UI library's whole stylesheet: the landing CSS baseline. */
const AMPLIFY_STYLES = 'node_modules/@aws-amplify/ui-react/dist/styles.css';
const AMPLIFY_LABEL = 'Amplify UI styles.css';

/**
 * Landing JS ≤ 1.15 × the bare React + router page (measured 1.11×: 107.7 kB against 97.0 kB):
 * about 4 kB of room, so the landing cannot take in a library (a form, date or chart library is
 * 10–100 kB) without someone deciding to raise this. Every other page's JS ≤ 2 × it: what a page
 * adds to React is the app shell, Amplify UI's primitives it draws with, its form and its own code;
 * a page that statically pulls in a large library (recharts ~100 kB, jsPDF ~140 kB, Stripe.js)
 * fails, and such a library loads after the page, where the member asks for it.
 *
 * Landing CSS ≤ 0.7 × Amplify UI's full stylesheet (@aws-amplify/ui-react/dist/styles.css, what
 * the library's default import ships), gzipped here in the same run. The app imports only the
 * components' styles and its theme; measured 0.52× (16.2 kB). Importing the full stylesheet (or a
 * second copy of it) fails.
 */
const BUNDLE_BUDGETS = {
  landingJs: { baseline: BARE_LABEL, unit: 'kB', budget: { maxRatio: 1.15 } },
  pageJs: { baseline: BARE_LABEL, unit: 'kB', budget: { maxRatio: 2 } },
  landingCss: { baseline: AMPLIFY_LABEL, unit: 'kB', budget: { maxRatio: 0.7 } },
} as const satisfies Record<string, BudgetSpec>;

/** A route of web/src/app/router.tsx: the landing (in the entry chunk) or a lazy page file. */
export interface RouteSource {
  path: string;
  /** web/src/app/routes/<file>.tsx; null for the landing page, which is in the entry chunk. */
  file: string | null;
}

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
  routes: readonly RouteSource[],
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

interface Sized {
  js: AssetTotals;
  css: AssetTotals;
  external: string[];
}

async function measurePage(page: BuiltPage): Promise<Sized> {
  const html = await readFile(path.join(page.distDir, 'index.html'), 'utf8');
  const refs = pageAssets(html);
  if (refs.js.length === 0) throw new Error(`${page.distDir}/index.html loads no script`);
  const site = page.siteDir ?? page.distDir;
  const [js, css] = await Promise.all([sizeAssets(site, refs.js), sizeAssets(site, refs.css)]);
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

/** A page's JS row: against the bare page, the landing's budget or every other page's. */
function pageJsRow(page: (typeof BENCH_PAGES)[number]): Omit<Row, 'value'> {
  const name = pageLabel(page);
  return {
    id: `page-js-${pageSlug(page.path)}`,
    label: `${name} JS (gzip)`,
    page: { name, column: 'JS' },
    unit: 'kB',
    budget: page.file === null ? BUNDLE_BUDGETS.landingJs.budget : BUNDLE_BUDGETS.pageJs.budget,
  };
}

function cssRow(): Omit<Row, 'value'> {
  return {
    id: 'landing-css-gzip',
    label: 'Landing CSS (gzip)',
    unit: 'kB',
    budget: BUNDLE_BUDGETS.landingCss.budget,
  };
}

export const bundle: Measure = {
  name: 'bundle',
  budgets: BUNDLE_BUDGETS,
  async run(ctx) {
    let web: BuiltPage;
    let landing: Sized;
    let bare: Sized;
    let styles: AssetTotals;
    try {
      web = await webBuild(ctx);
      landing = await measurePage(web);
      // The baselines are the budgets' other half: without them the rows cannot be judged.
      bare = await measurePage(await bareBuild(ctx));
      styles = await amplifyStyles(ctx);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      return [
        { ...cssRow(), value: null, error: why },
        ...BENCH_PAGES.map((page) => ({ ...pageJsRow(page), value: null, error: why })),
      ];
    }
    return [
      {
        ...cssRow(),
        value: kB(landing.css.gzipBytes),
        baseline: { label: AMPLIFY_LABEL, value: kB(styles.gzipBytes) },
        detail: { landing: detail(landing.css), amplify: detail(styles), bare: detail(bare.css) },
      },
      ...(await pageJsRows(web, landing, bare)),
    ];
  },
};

async function pageJsRows(web: BuiltPage, landing: Sized, bare: Sized): Promise<Row[]> {
  const baseline = { label: BARE_LABEL, value: kB(bare.js.gzipBytes) };
  try {
    if (!web.manifest) throw new Error('the web build has no manifest');
    const routes = await routeJs(web.distDir, web.manifest, BENCH_PAGES);
    // The manifest's view of `/` must be what index.html loads, or the other figures are wrong too.
    const fromHtml = landing.js.files.map((f) => f.file.replace(/^\.?\/+/, '')).sort();
    const fromManifest = [...routes[0]!.files].sort();
    if (fromHtml.join() !== fromManifest.join()) {
      throw new Error(
        `the build manifest's JS for / (${fromManifest.join(', ')}) is not what index.html loads (${fromHtml.join(', ')})`,
      );
    }
    return BENCH_PAGES.map((page, i) => ({
      ...pageJsRow(page),
      value: kB(routes[i]!.gzipBytes),
      baseline,
      detail: {
        files: routes[i]!.files,
        kB: kB(routes[i]!.bytes),
        ...(page.file === null ? { bare: detail(bare.js) } : {}),
      },
    }));
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return BENCH_PAGES.map((page) => ({ ...pageJsRow(page), value: null, baseline, error: why }));
  }
}
