import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client';
import type { PlanId } from '../../../../../shared/plans';

/** The current user (spec 01 §3), from GET /api/auth/user. */
export interface User {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  subscriptionPlan: PlanId;
  subscriptionStatus: string;
  createdAt: string;
}

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
