import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/api/auth';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { SESSIONS_QUERY_KEY } from './get-sessions';

/** DELETE /api/auth/sessions/{id} */
function endSession(id: string): Promise<MessageResponse> {
  return apiJson<MessageResponse>('DELETE', apiPath('/api/auth/sessions/{id}', { id }));
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
