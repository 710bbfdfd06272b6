import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration } from 'react-router';
import { DeferredToaster } from '../components/toast/deferred-toaster';
import { PAGE_ROUTES } from './route-table';
import { Spinner } from '../components/spinner';
import LandingPage from './routes/landing';

/** Lazy page modules, one chunk each (Vite resolves the glob at build time). */
const pages = import.meta.glob<{ default: ComponentType }>([
  './routes/*.tsx',
  '!./routes/landing.tsx',
]);

function lazyPage(file: string, access: (typeof PAGE_ROUTES)[number]['access']) {
  const load = pages[`./routes/${file}.tsx`];
  if (!load) throw new Error(`Missing page module ./routes/${file}.tsx`);
  return async () => {
    const shell = import('./app-shell');
    // A gated page shows nothing until the session answers: ask for it while the page's chunk
    // downloads rather than after it renders (one round trip less on a slow phone).
    if (access !== 'public') void shell.then((m) => m.prefetchUser());
    const [{ default: Page }, { AppShell }] = await Promise.all([load(), shell]);
    return {
      Component: () => (
        <AppShell access={access}>
          <Page />
        </AppShell>
      ),
    };
  };
}

function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <DeferredToaster />
    </>
  );
}

export const router = createBrowserRouter([
  {
    Component: Root,
    HydrateFallback: () => <Spinner />,
    children: [
      { path: '/', Component: LandingPage },
      ...PAGE_ROUTES.map((r) => ({ path: r.path, lazy: lazyPage(r.file, r.access) })),
      { path: '*', lazy: lazyPage('not-found', 'public') },
    ],
  },
]);
