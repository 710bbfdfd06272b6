import type { Plugin, Rollup } from 'vite';
import { pageHtmlFile } from '../../shared/page-html.ts';
import { PAGE_ROUTES, type PageRoute } from '../src/app/route-table.ts';

/**
 * One HTML file per page of the route table (web/dist/pages/<file>.html, shared/page-html.ts):
 * index.html plus two hints, so a phone starts what the page waits for with the HTML instead of
 * after the first chunk has run:
 *
 * - `modulepreload` of the page's own chunk and the app shell's (otherwise found only when the
 *   router starts);
 * - for a signed-in page, `preload as=fetch` of GET /api/auth/user with the credentials mode of the
 *   app's own request (api-client's `credentials: 'include'`): a gated page shows nothing until
 *   the session answers.
 *
 * Not the page's whole chunk graph and CSS: measured with Lighthouse's mobile preset (24 Nov), 40–60
 * early requests share the slow-4G link with the first chunk and the first paint came ~1 s later;
 * these two hints leave the first paint where it was and bring the largest one 0.3–0.5 s earlier on
 * the Pro pages. The local runtime (scripts/local/server.ts) and CloudFront
 * (infra/constructs/static-site.ts, from the files in web/dist/pages) serve a page's file for its
 * path, index.html for the rest (the landing page, paths with a parameter, unknown paths).
 */
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
      const shell = chunkOf(chunks, '/app/app-shell.tsx');
      for (const route of PAGE_ROUTES) {
        const file = pageHtmlFile(route.path);
        if (!file) continue;
        const page = chunkOf(chunks, `/app/routes/${route.file}.tsx`);
        this.emitFile({
          type: 'asset',
          fileName: file,
          source: html.replace(
            /\n( *)<\/head>/,
            (_, indent: string) =>
              `\n${hints(route, [page, shell])
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

const SESSION_URL = '/api/auth/user';

function hints(route: PageRoute, chunks: Rollup.OutputChunk[]): string[] {
  return [
    ...chunks.map((c) => `<link rel="modulepreload" crossorigin href="/${c.fileName}">`),
    ...(route.access === 'public'
      ? []
      : [`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${SESSION_URL}">`]),
  ];
}
