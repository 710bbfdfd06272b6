import { createServer, type Plugin, type Rollup } from 'vite';
import { HYDRATING_ATTRIBUTE, pageHtmlFile } from '../../shared/page-html.ts';
import { staticGraph } from './chunk-graph.ts';
import { PAGE_ROUTES, type PageRoute } from '../src/app/route-table.ts';

/** The landing, to this plugin: a chunk of its own (router.tsx) outside the app shell, drawn. */
const LANDING: PageRoute = { path: '/', file: 'landing', access: 'public', prerender: true };
/** Every page with a file of its own: the landing and the route table's. */
const PAGES: readonly PageRoute[] = [LANDING, ...PAGE_ROUTES];

/**
 * One HTML file per page of the route table and the landing (web/dist/pages/<file>.html,
 * shared/page-html.ts; the landing's is pages/index.html):
 * index.html plus two hints, so a phone starts what the page waits for with the HTML instead of
 * after the first chunk has run:
 *
 * - `modulepreload` of the page's own chunk and the app shell's (otherwise found only when the
 *   router starts);
 * - for a signed-in page, `preload as=fetch` of GET /api/auth/user with the credentials mode of the
 *   app's own request (api-client's `credentials: 'include'`): a gated page shows nothing until
 *   the session answers.
 *
 * A page marked `prerender` in the route table also arrives drawn: its first render (while the
 * session loads, for a visitor and a member alike) inside the root element and its own style
 * sheets inlined in the head, so a phone paints it with the HTML and React adopts it
 * (web/src/main.tsx). The DSCR calculator on
 * Lighthouse mobile, same hour: 0.73–0.86 → 0.88–0.95, its largest paint 3.5–3.9 s → 1.8 s.
 *
 * Not the page's whole chunk graph and CSS: measured with Lighthouse's mobile preset, 40–60 early
 * requests share the slow-4G link with the first chunk and the first paint comes ~1 s later;
 * these two hints leave the first paint where it was and bring the largest one 0.3–0.5 s earlier on
 * the Pro pages. The local runtime (scripts/local/server.ts) and CloudFront
 * (infra/constructs/static-site.ts, from the files in web/dist/pages) serve a page's file for its
 * path, index.html for the rest (paths with a parameter, unknown paths).
 */
/**
 * The element after a drawn page's root: `<link rel="expect" blocking="render">` holds the first
 * paint until it is parsed. Without it a phone's browser paints the top of a long page at a parser
 * yield (the header alone) and its largest text a frame or more later, and which of the two comes
 * first varied from load to load: Lighthouse then measured the landing's LCP at 0.77× or at
 * 1.5–1.66× the bare page within one run. Browsers without `rel=expect` ignore it.
 */
const DRAWN_END = 'drawn-end';

/**
 * A drawn page before React has adopted it (web/src/lib/hydration.ts useAdoptedPage): a tap on a
 * button would do nothing yet, so buttons take none; fields take typing, which the page keeps.
 * Inline in the page's own head, not in the app's style sheets: it holds from the moment the button
 * is parsed, whichever linked sheet the build puts it in and whenever that sheet arrives.
 */
const HYDRATING_STYLE = `#root[${HYDRATING_ATTRIBUTE}] :is(button,summary,[role=button],[role=tab]){pointer-events:none}`;

export function pageHtml(): Plugin {
  let configFile: string | undefined;
  return {
    name: 'inversor-listo:page-html',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      configFile = config.configFile;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string') {
        throw new Error('page-html: index.html is not in the bundle');
      }
      const html = index.source;
      const chunks = Object.values(bundle).filter(
        (c): c is Rollup.OutputChunk => c.type === 'chunk',
      );
      const shell = chunkOf(chunks, '/app/app-shell.tsx');
      // What index.html already links: the CSS of the entry and of every chunk it imports.
      const entryCss = new Set(
        cssOf(
          chunks.filter((c) => c.isEntry),
          bundle,
        ),
      );
      const drawn = await prerenderPages(configFile);
      const afterPaint = this.emitFile({
        type: 'asset',
        name: 'after-paint.js',
        source: AFTER_PAINT,
      });
      for (const route of PAGES) {
        const file = pageHtmlFile(route.path);
        if (!file) continue;
        const page = chunkOf(chunks, `/app/routes/${route.file}.tsx`);
        const roots = route === LANDING ? [page] : [page, shell];
        const body = drawn.get(route.path);
        const css = body ? cssOf(roots.toReversed(), bundle).filter((f) => !entryCss.has(f)) : [];
        const lines = [
          ...hints(route, roots),
          ...styles(css, bundle),
          ...(body ? [`<style>${HYDRATING_STYLE}</style>`] : []),
          // A drawn page's first paint waits until its HTML is parsed (DRAWN_END).
          ...(body ? [`<link rel="expect" href="#${DRAWN_END}" blocking="render">`] : []),
        ];
        const source = html
          .replace(
            /\n( *)<\/head>/,
            (_, indent: string) =>
              `\n${lines.map((line) => `${indent}  ${line}\n`).join('')}${indent}</head>`,
          )
          .replace('<div id="root"></div>', () =>
            body
              ? `<div id="root" ${HYDRATING_ATTRIBUTE}>${body}</div><div id="${DRAWN_END}" hidden></div>`
              : `<div id="root"></div>`,
          );
        this.emitFile({
          type: 'asset',
          fileName: file,
          source: body ? scriptsAfterPaint(source, `/${this.getFileName(afterPaint)}`) : source,
        });
      }
    },
  };
}

/**
 * The HTML of every page marked `prerender` in the route table, drawn by web/src/app/prerender.tsx
 * loaded through a Vite server of the same configuration (the app's modules, aliases and plugins).
 */
async function prerenderPages(configFile: string | undefined): Promise<Map<string, string>> {
  const paths = PAGES.filter((r) => r.prerender).map((r) => r.path);
  const server = await createServer({
    configFile,
    appType: 'custom',
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const { renderPage } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as {
      renderPage: (path: string) => Promise<string>;
    };
    const drawn = new Map<string, string>();
    for (const path of paths) drawn.set(path, await renderPage(path));
    return drawn;
  } finally {
    await server.close();
  }
}

/**
 * The style sheets the browser would add for `chunks` when the router loads them, in the order
 * Vite's preload helper adds them (a chunk's imports first, depth first, then its own), so the
 * prerendered page's cascade is the one the app would build.
 */
function cssOf(chunks: Rollup.OutputChunk[], bundle: Rollup.OutputBundle): string[] {
  const css = staticGraph(chunks, bundle).flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]);
  return [...new Set(css)];
}

/**
 * The page's own style sheets inlined in one <style>: a phone draws the prerendered page after one
 * round trip for the HTML, not after a dozen more for small CSS files (one per Amplify component).
 * Each file is also linked, disabled (not fetched, not applied): the router's preload helper finds
 * it there and does not add it again when the page's chunk loads, which would make the browser
 * restyle the whole page once per file while the page hydrates (Lighthouse counted 200 ms of it
 * against the DSCR calculator).
 */
function styles(files: string[], bundle: Rollup.OutputBundle): string[] {
  if (files.length === 0) return [];
  const css = files.map((file) => {
    const asset = bundle[file];
    if (asset?.type !== 'asset') throw new Error(`page-html: no style sheet ${file}`);
    return String(asset.source).trim();
  });
  return [
    ...files.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`),
    `<style>${css.join('')}</style>`,
  ];
}

/**
 * A drawn page's scripts start after its first paint: the module script and its modulepreload links
 * leave the head, and a small classic script (AFTER_PAINT, deferred: low priority, not
 * render-blocking, run once the whole document is parsed) adds them back once the browser has drawn
 * a frame of it. Not before the parse ends: a busy phone paints a long page's top first, and the
 * page's largest text must not wait behind the scripts. On a phone's slow link the HTML and its style
 * sheets then arrive without ~200 kB of JavaScript sharing the link, and the page paints before any
 * of it runs; React adopts the page as before, a round trip later. The page's first control works
 * without React (docs/how-to-add-a-route.md, "The page"), so nothing waits on the scripts to be
 * usable.
 */
function scriptsAfterPaint(html: string, bootFile: string): string {
  let entry: string | undefined;
  const preload: string[] = [];
  const out = html
    .replace(
      /\n *<script type="module" crossorigin src="([^"]+)"><\/script>/g,
      (_, src: string) => {
        if (entry) throw new Error('page-html: two module scripts in one page');
        entry = src;
        return '';
      },
    )
    .replace(/\n *<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
      preload.push(href);
      return '';
    });
  if (!entry) throw new Error('page-html: no module script to start after the first paint');
  return out.replace(
    /\n( *)<\/head>/,
    (_, indent: string) =>
      `\n${indent}  <script defer src="${bootFile}" data-entry="${entry}" data-preload="${preload.join(' ')}"></script>\n${indent}</head>`,
  );
}

/**
 * Run by a drawn page (scriptsAfterPaint): once the browser reports the page's first contentful
 * paint (a 'paint' performance entry, sent when the frame is on screen: a task after
 * requestAnimationFrame came before it, and on Lighthouse's runs the scripts then finished loading
 * before the paint on some loads and after it on others, which moved the simulated LCP between
 * 0.9× and 1.7× the bare page), after the first frame where that entry is not supported, at once
 * in a tab that draws no frames (hidden), and after 5 s whatever happened, add the
 * modulepreload links and the module script the build took out of the head. The browser never
 * sends a drawn page's form itself: a tap on its button before React has adopted it (or the lazy
 * part holding it) would put its fields in the address (a password, a card). Every form of the app
 * is sent by its React handler, which still gets the event. Written as the browser runs it: the
 * build does not transform assets.
 */
const AFTER_PAINT = `(function () {
  var me = document.currentScript;
  document.addEventListener('submit', function (event) { event.preventDefault(); }, true);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    me.getAttribute('data-preload').split(' ').forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = me.getAttribute('data-entry');
    document.head.appendChild(script);
  }
  document.addEventListener('visibilitychange', start, { once: true });
  if (document.visibilityState === 'hidden') return start();
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (!types || types.indexOf('paint') < 0) {
    return requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  var observer = new PerformanceObserver(function (list) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(start, 5000);
})();
`;

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
