/**
 * Where a page of the route table has its own HTML in the built site (web/build/page-html.ts makes
 * them; the local runtime and CloudFront's viewer-request function serve them).
 */
export const PAGE_HTML_DIR = 'pages';

/** The landing's own file (index.html stays the shell every other path without one gets). */
const LANDING_FILE = `${PAGE_HTML_DIR}/index.html`;

/**
 * The file served for a page path, relative to web/dist: `/login` → `pages/login.html`, the
 * landing `/` → `pages/index.html`.
 */
export function pageHtmlFile(pagePath: string): string | undefined {
  if (pagePath === '/') return LANDING_FILE;
  if (pagePath === '/index') return undefined;
  return /^\/[a-z0-9-]+$/.test(pagePath) ? `${PAGE_HTML_DIR}${pagePath}.html` : undefined;
}

/** The path a page file is served for: pageHtmlFile's inverse (`pages/login.html` → `/login`). */
export function pagePathOf(file: string): string {
  if (file === LANDING_FILE) return '/';
  return `/${file.slice(file.lastIndexOf('/') + 1).replace(/\.html$/, '')}`;
}
