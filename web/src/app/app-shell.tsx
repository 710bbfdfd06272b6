import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Access } from '@shared/plans';
import { queryClient } from '../lib/query-client';
import { userQueryOptions } from '@/lib/session';
import { Guard } from './guard';

/**
 * What every lazy page runs inside: the one query client (lib/query-client.ts) and the plan guard.
 * Kept out of the landing chunk so the first page stays small.
 */
export function AppShell({
  access,
  drawn,
  children,
}: {
  access: Access;
  /** The page is prerendered: it draws while the session answers (Guard). */
  drawn?: boolean;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <Guard access={access} drawn={drawn}>
        {children}
      </Guard>
    </QueryClientProvider>
  );
}

/** Start reading the session (GET /api/auth/user) into the shared cache; the guard then waits on it. */
export function prefetchUser(): Promise<void> {
  return queryClient.prefetchQuery(userQueryOptions);
}
