/**
 * The landing route's up-front JS and CSS (gzip), beside a bare React + react-dom + react-router
 * page built the same way. "Up front" = what web/dist/index.html references: the entry script, its
 * modulepreload links and its stylesheets; the lazy route chunks are not counted.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pageAssets, sizeAssets, type AssetTotals } from '../assets.ts';
import { bareBuild, webBuild, type BuiltPage } from '../builds.ts';
import type { Measure, Row } from '../measure.ts';

export const LANDING_JS_MAX_KB = 110;
export const LANDING_CSS_MAX_KB = 35;

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

export const bundle: Measure = {
  name: 'bundle',
  async run(ctx) {
    const landingRows = (error: string): Row[] => [
      {
        id: 'landing-js-gzip',
        label: 'Landing JS (gzip)',
        value: null,
        unit: 'kB',
        budget: { max: LANDING_JS_MAX_KB },
        error,
      },
      {
        id: 'landing-css-gzip',
        label: 'Landing CSS (gzip)',
        value: null,
        unit: 'kB',
        budget: { max: LANDING_CSS_MAX_KB },
        error,
      },
    ];

    let landing: Sized;
    let webBuildMs: number;
    try {
      const web = await webBuild(ctx);
      webBuildMs = web.buildMs;
      landing = await measurePage(web);
    } catch (error) {
      return landingRows(error instanceof Error ? error.message : String(error));
    }

    // The baseline is context, not a budget: if it cannot be built, say so and keep the figures.
    let bare: Sized | undefined;
    let bareError: string | undefined;
    try {
      bare = await measurePage(await bareBuild(ctx));
    } catch (error) {
      bareError = error instanceof Error ? error.message : String(error);
    }

    const rows: Row[] = [
      {
        id: 'landing-js-gzip',
        label: 'Landing JS (gzip)',
        value: kB(landing.js.gzipBytes),
        unit: 'kB',
        ...(bare ? { baseline: { label: BARE_LABEL, value: kB(bare.js.gzipBytes) } } : {}),
        budget: { max: LANDING_JS_MAX_KB },
        detail: {
          landing: detail(landing.js),
          bare: bare ? detail(bare.js) : { error: bareError },
          external: landing.external,
          webBuildMs: Math.round(webBuildMs),
        },
      },
      {
        id: 'landing-css-gzip',
        label: 'Landing CSS (gzip)',
        value: kB(landing.css.gzipBytes),
        unit: 'kB',
        ...(bare ? { baseline: { label: BARE_LABEL, value: kB(bare.css.gzipBytes) } } : {}),
        budget: { max: LANDING_CSS_MAX_KB },
        detail: {
          landing: detail(landing.css),
          bare: bare ? detail(bare.css) : { error: bareError },
        },
      },
    ];
    return rows;
  },
};
