import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  Outlet,
  ScrollRestoration,
  type RouteObject,
} from 'react-router';
import { DeferredToaster } from '../components/toast/deferred-toaster';
import { PAGE_ROUTES, type PageRoute } from './route-table';
import { Spinner } from '../components/spinner';
import { useAdoptedPage } from '@/lib/hydration';

/** Lazy page modules, one chunk each (Vite resolves the glob at build time). */
const pages = import.meta.glob<{ default: ComponentType }>(['./routes/*.tsx']);

function lazyPage({ file, access, prerender }: Pick<PageRoute, 'file' | 'access' | 'prerender'>) {
  const load = pages[`./routes/${file}.tsx`];
  if (!load) throw new Error(`Missing page module ./routes/${file}.tsx`);
  return async () => {
    const shell = import('./app-shell');
    // A gated page shows nothing (or, prerendered, nothing of the member's) until the session
    // answers: ask for it while the page's chunk downloads rather than after it renders.
    if (access !== 'public') void shell.then((m) => m.prefetchUser());
    const [{ default: Page }, { AppShell }] = await Promise.all([load(), shell]);
    return {
      Component: () => (
        <AppShell access={access} drawn={prerender}>
          <Page />
        </AppShell>
      ),
    };
  };
}

function Root() {
  useAdoptedPage();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <DeferredToaster />
    </>
  );
}

/** The app's routes; the browser router (main.tsx) and the build's prerender (prerender.tsx) use them. */
export const routes: RouteObject[] = [
  {
    Component: Root,
    HydrateFallback: () => <Spinner />,
    children: [
      // A chunk of its own too, outside the app shell (it never asks who the user is): the first
      // chunk, which every page loads, then carries none of the marketing page.
      {
        path: '/',
        lazy: async () => ({ Component: (await pages['./routes/landing.tsx']!()).default }),
      },
      ...PAGE_ROUTES.map((r) => ({ path: r.path, lazy: lazyPage(r) })),
      { path: '*', lazy: lazyPage({ file: 'not-found', access: 'public' }) },
    ],
  },
];

/**
 * The browser's router. Over a prerendered page (its HTML already holds the page, web/build/page-html.ts)
 * the page's lazy module is loaded first, as React Router asks before hydrating: the router then
 * starts initialized and its first render is the page the HTML holds, not the loading fallback.
 */
export async function createAppRouter(prerendered: boolean) {
  if (prerendered) {
    // The page's modules are already downloaded (page-html.ts hints them); running them is the
    // phone's longest task. In turns instead of at once (the app shell, Amplify UI, which builds
    // its default theme as it loads, then the page), so a tap in between is answered. The landing
    // needs neither of the first two.
    const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
    if (!lazyMatches.some(({ route }) => route.path === '/')) {
      await nextTask();
      await import('./app-shell');
      await nextTask();
      await import('./amplify-ui');
    }
    await nextTask();
    await Promise.all(
      lazyMatches.map(async ({ route }) => {
        const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
    await nextTask();
  }
  return createBrowserRouter(routes);
}

/** Resolves in a task of its own (a message, not a timer: no 4 ms clamp). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
