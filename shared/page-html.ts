/**
 * Where a page of the route table has its own HTML in the built site (web/build/page-html.ts makes
 * them; the local runtime and CloudFront's viewer-request function serve them).
 */
export const PAGE_HTML_DIR = 'pages';

/**
 * The attribute a drawn page's root element carries until React has adopted the page
 * (web/src/lib/hydration.ts useAdoptedPage removes it).
 */
export const HYDRATING_ATTRIBUTE = 'data-hydrating';

/** The landing's own file (index.html stays the shell every other path without one gets). */
const LANDING_FILE = `${PAGE_HTML_DIR}/index.html`;

/**
 * The file name of a page whose path ends in a parameter, in its folder: `/expediente-compartido/:token`
 * → `pages/expediente-compartido/any.html`, served for `/expediente-compartido/<any token>`.
 */
const PARAMETER_FILE = 'any.html';

/** What pagePathOf names the paths a parameter page's file is served for: `/portafolio/analisis/*`. */
const ANY_SEGMENT = '*';

/**
 * The file served for a path, relative to web/dist: `/login` → `pages/login.html`, the landing `/`
 * → `pages/index.html`; a path of two or more segments is a page whose last segment is a parameter,
 * written in the route table (`/portafolio/analisis/:id`) or filled in a request
 * (`/portafolio/analisis/a1b2`): both → `pages/portafolio/analisis/any.html`. Whether the file exists
 * is the build's to say (a path without one is answered with index.html).
 */
export function pageHtmlFile(pagePath: string): string | undefined {
  if (pagePath === '/') return LANDING_FILE;
  if (pagePath === '/index') return undefined;
  if (/^\/[a-z0-9-]+$/.test(pagePath)) return `${PAGE_HTML_DIR}${pagePath}.html`;
  const folder = /^((?:\/[a-z0-9-]+)+)\/[^/]+$/.exec(pagePath)?.[1];
  return folder ? `${PAGE_HTML_DIR}${folder}/${PARAMETER_FILE}` : undefined;
}

/**
 * The path a page file is served for: pageHtmlFile's inverse (`pages/login.html` → `/login`,
 * `pages/portafolio/analisis/any.html` → `/portafolio/analisis/*`).
 */
export function pagePathOf(file: string): string {
  if (file === LANDING_FILE) return '/';
  const relative = file.slice(PAGE_HTML_DIR.length);
  if (relative.endsWith(`/${PARAMETER_FILE}`)) {
    return `${relative.slice(0, -PARAMETER_FILE.length)}${ANY_SEGMENT}`;
  }
  return relative.replace(/\.html$/, '');
}
