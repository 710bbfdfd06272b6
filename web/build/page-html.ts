import type { Plugin, Rollup } from 'vite';
import { pageHtmlFile } from '../../shared/page-html.ts';
import { PAGE_ROUTES, type PageRoute } from '../src/app/route-table.ts';

/**
 * One HTML file per page of the route table (web/dist/pages/<file>.html, shared/page-html.ts): index.html plus the
 * preload hints of that page, so a phone fetches everything the page needs as soon as the HTML
 * arrives instead of discovering it in three trips (the first chunk, then the page's lazy chunk,
 * then that chunk's own imports and CSS). On slow 4G each trip is ~0.5 s of Lighthouse's LCP.
 *
 * - `modulepreload` for the page's chunk, the app shell's and every chunk they import statically;
 * - `preload as=style` for their CSS (fetched early, applied when the chunk injects it, as today:
 *   it does not block the first paint);
 * - for a signed-in page, `preload as=fetch` of GET /api/auth/user with the credentials the app's
 *   own request uses (api-client's `credentials: 'include'`), so the session check the page
 *   waits for starts with the HTML.
 *
 * The local runtime (scripts/local/server.ts) and CloudFront (infra/constructs/static-site.ts,
 * from the files in web/dist/pages) serve a page's file for its path, index.html for the rest
 * (the landing page, paths with a parameter, unknown paths).
 */
const SESSION_URL = '/api/auth/user';

export function pageHtml(): Plugin {
  return {
    name: 'inversor-listo:page-html',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string') {
        throw new Error('page-html: index.html is not in the bundle');
      }
      const html = index.source;
      const chunks = Object.values(bundle).filter(
        (c): c is Rollup.OutputChunk => c.type === 'chunk',
      );
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) throw new Error('page-html: no entry chunk');
      const inIndex = closure(bundle, [entry.fileName]);
      const shell = chunkOf(chunks, '/app/app-shell.tsx');
      for (const route of PAGE_ROUTES) {
        const file = pageHtmlFile(route.path);
        if (!file) continue;
        const page = chunkOf(chunks, `/app/routes/${route.file}.tsx`);
        const needed = closure(bundle, [page.fileName, shell.fileName]);
        this.emitFile({
          type: 'asset',
          fileName: file,
          source: html.replace(
            /\n( *)<\/head>/,
            (_, indent: string) =>
              `\n${hints(route, needed, inIndex)
                .map((line) => `${indent}  ${line}\n`)
                .join('')}${indent}</head>`,
          ),
        });
      }
    },
  };
}

function chunkOf(chunks: Rollup.OutputChunk[], suffix: string): Rollup.OutputChunk {
  const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(suffix));
  if (!chunk) throw new Error(`page-html: no chunk for ${suffix}`);
  return chunk;
}

/** Chunks and CSS files reached from `start` through static imports, in load order. */
function closure(bundle: Rollup.OutputBundle, start: string[]): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css = new Set<string>();
  const visit = (fileName: string) => {
    if (js.includes(fileName)) return;
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') return;
    js.push(fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    chunk.imports.forEach(visit);
  };
  start.forEach(visit);
  return { js, css: [...css] };
}

function hints(
  route: PageRoute,
  needed: { js: string[]; css: string[] },
  inIndex: { js: string[]; css: string[] },
): string[] {
  return [
    ...needed.js
      .filter((f) => !inIndex.js.includes(f))
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    ...needed.css
      .filter((f) => !inIndex.css.includes(f))
      .map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`),
    ...(route.access === 'public'
      ? []
      : [`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${SESSION_URL}">`]),
  ];
}
