/**
 * The signed-in session as every part of the app reads it: who the member is (GET /api/auth/user,
 * one cached query) and how they leave (POST /api/auth/logout).
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from '@/lib/api-client';
import { useAfterHydration } from '@/lib/hydration';
import type { User } from '@shared/api/auth';

export type { User };

export const USER_QUERY_KEY = ['/api/auth/user'] as const;

/** null for a visitor (the server answers 200 either way); cached 5 minutes, never retried. */
export const userQueryOptions = queryOptions({
  queryKey: USER_QUERY_KEY,
  queryFn: getQueryFn<User>(),
  staleTime: 5 * 60 * 1000,
  retry: false,
});

const LOADING = Symbol('loading');

/**
 * The member, or null for a visitor. Loading while React adopts a prerendered page too: its HTML
 * was drawn while the session loaded, so every part that reads the session draws that first, even
 * if the session has answered meanwhile (web/src/lib/hydration.ts).
 */
export function useUser() {
  const query = useQuery(userQueryOptions);
  const session = useAfterHydration(query.isLoading ? LOADING : (query.data ?? null), LOADING);
  const user = session === LOADING ? null : session;
  return { user, isLoading: session === LOADING, isAuthenticated: user !== null };
}

/** POST /api/auth/logout; the answer is not read. */
async function logout(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout');
}

/**
 * Cerrar Sesión: whatever the server answers, the browser goes to / with a full page
 * load, so no cached user or private answer survives in memory, and the page being left never
 * sees a visitor (it would send them to login). A failure is only logged.
 */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onError: (error) => console.error('No se pudo cerrar la sesión en el servidor', error),
    onSettled: () => window.location.assign('/'),
  });
}
