import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, getQueryFn } from '@/lib/api-client';
import type { MessageResponse, SessionsResponse } from '@shared/api/auth';

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

/** DELETE /api/auth/sessions/{id} */
function endSession(id: string): Promise<MessageResponse> {
  return apiJson<MessageResponse>('DELETE', `/api/auth/sessions/${encodeURIComponent(id)}`);
}

/** DELETE /api/auth/sessions: every session but this one. */
function endOtherSessions(): Promise<MessageResponse> {
  return apiJson<MessageResponse>('DELETE', '/api/auth/sessions');
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
