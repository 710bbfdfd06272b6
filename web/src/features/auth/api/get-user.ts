import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';
import type { User } from '@shared/api/auth';

export type { User };

export const USER_QUERY_KEY = ['/api/auth/user'] as const;

/** A 401 means visitor (null); cached 5 minutes, never retried (spec 01 §7). */
export const userQueryOptions = queryOptions({
  queryKey: USER_QUERY_KEY,
  queryFn: getQueryFn<User>({ on401: 'returnNull' }),
  staleTime: 5 * 60 * 1000,
  retry: false,
});

export function useUser() {
  const query = useQuery(userQueryOptions);
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: user !== null };
}
