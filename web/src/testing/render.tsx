import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { Access } from '@shared/plans';
import { Guard } from '@/app/guard';
import { Toaster } from '@/components/toast/toaster';
import { createQueryClient } from '@/lib/query-client';

interface RenderPageOptions {
  /** The address the page opens at (path and query), as the router would see it. */
  at?: string;
  /** The route pattern the page is mounted on (defaults to the path of `at`). */
  path?: string;
  /** The page's access in the route table: the guard waits for the session as in the app. */
  access?: Access;
}

/**
 * Render a page or component as the app does (web/src/app/router.tsx, app-shell.tsx): a fresh
 * query client with the app's defaults, the plan guard, a memory router and the toaster. Other
 * addresses render a marker naming them, so a test can see where the page navigated.
 * The session comes from the auth handlers: `signIn(...)` (handlers/auth.ts) before rendering.
 */
export function renderPage(page: ReactNode, options: RenderPageOptions = {}) {
  const at = options.at ?? '/';
  const path = options.path ?? at.split('?')[0]!;
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      {
        path,
        element: <Guard access={options.access ?? 'public'}>{page}</Guard>,
      },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [at] },
  );
  // No pause between keystrokes: the tests wait for what they expect to see instead.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, user, router, queryClient };
}

/** Where a navigation away from the page under test landed. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname + location.search}</p>;
}

/**
 * Put `value` in a text field as a member would paste it: one input event, so a long form fills
 * without re-rendering per keystroke. Use `user.type` where keystrokes themselves matter.
 */
export async function fill(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  value: string | number,
): Promise<void> {
  if ((field as HTMLInputElement).value) await user.clear(field);
  else await user.click(field);
  await user.paste(String(value));
}

/** The one visible toast, found when it appears. */
export async function findToast(): Promise<HTMLElement> {
  return screen.findByTestId('toast');
}

export { screen, within };
