import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionsResponse } from '@shared/api/auth';
import { getQueryFn } from '@/lib/api-client';

export const SESSIONS_QUERY_KEY = ['/api/auth/sessions'] as const;

/** GET /api/auth/sessions: the member's open sessions, this one marked `current`. */
const sessionsQueryOptions = queryOptions({
  queryKey: SESSIONS_QUERY_KEY,
  queryFn: getQueryFn<SessionsResponse>(),
  retry: false,
});

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}
