import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';
import './styles/amplify-reset.css';
import '@aws-amplify/ui-react/styles/base.css';
import 'virtual:amplify-theme.css';
import './styles/global.css';

const container = document.getElementById('root')!;
// A prerendered page (web/build/page-html.ts) arrives with its HTML: React adopts it (hydrates)
// instead of drawing it again, so a phone shows the page before the JavaScript has run.
const prerendered = container.hasChildNodes();

// Not a top-level await: a page's chunk imports from this one, which must have finished running.
// If the page's chunk cannot be loaded (a phone's network), draw the app in the browser instead:
// its router tries again and shows its error page rather than leaving a page that never answers.
createAppRouter(prerendered).then(
  (router) => mount(router, prerendered),
  () => void createAppRouter(false).then((router) => mount(router, false)),
);

function mount(router: Awaited<ReturnType<typeof createAppRouter>>, hydrate: boolean) {
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // As a transition, either way: React renders (or adopts) in slices that leave the main thread
  // free between them instead of one long task a phone feels as a frozen first tap (Lighthouse
  // mobile, the landing page: TBT 170–460 → 100–210 ms).
  startTransition(() => {
    if (hydrate) {
      hydrateRoot(container, app, {
        // A page whose first render differs from its HTML is drawn again by React, which works
        // but loses what prerendering gains: say so where test/e2e/prerender.spec.ts sees it.
        onRecoverableError: (error) => console.error('Hidratación fallida', error),
      });
    } else {
      createRoot(container).render(app);
    }
  });
}
