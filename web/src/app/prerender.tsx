import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './router';

/**
 * A page's HTML as its first render draws it while the session loads, for the build
 * (web/build/page-html.ts loads this module through Vite and puts the result in the page's file).
 * Waits for lazy parts (prerender, not renderToString), so the HTML holds the whole page; what
 * depends on the member (the account end of the header, a Pro page's data) renders as it does
 * while the session and the page's queries load.
 */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`prerender ${path}: answered a redirect`);
  if (context.statusCode !== 200) throw new Error(`prerender ${path}: ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  return new Response(prelude).text();
}
