import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ChangePasswordInput, MessageResponse } from '@shared/api/auth';
import { SESSIONS_QUERY_KEY } from './get-sessions';

/**
 * POST /api/auth/change-password: this browser stays signed in (the server renews its cookie),
 * every other session ends.
 */
function changePassword(input: ChangePasswordInput): Promise<MessageResponse> {
  return apiJson<MessageResponse>('POST', '/api/auth/change-password', input);
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
