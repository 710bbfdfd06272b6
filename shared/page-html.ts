/**
 * Where a page of the route table has its own HTML in the built site (web/build/page-html.ts makes
 * them; the local runtime and CloudFront's viewer-request function serve them).
 */
export const PAGE_HTML_DIR = 'pages';

/** The file served for a page path, relative to web/dist: `/login` → `pages/login.html`. */
export function pageHtmlFile(pagePath: string): string | undefined {
  return /^\/[a-z0-9-]+$/.test(pagePath) ? `${PAGE_HTML_DIR}${pagePath}.html` : undefined;
}
