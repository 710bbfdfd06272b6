import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/api/auth';
import { apiJson } from '@/lib/api-client';
import { SESSIONS_QUERY_KEY } from './get-sessions';

/** DELETE /api/auth/sessions: every session but this one. */
function endOtherSessions(): Promise<MessageResponse> {
  return apiJson<MessageResponse>('DELETE', '/api/auth/sessions');
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
