import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { MessageResponse, ResetPasswordInput } from '@shared/api/auth';

/** POST /api/auth/reset-password: a reset ends every session, so no user stays cached. */
function resetPassword(input: ResetPasswordInput): Promise<MessageResponse> {
  return apiJson<MessageResponse>('POST', '/api/auth/reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
