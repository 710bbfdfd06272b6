import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { MessageResponse, RecoveryEmailInput } from '@shared/api/auth';

/** POST /api/auth/forgot-password: the answer is the same whether or not the account exists. */
function forgotPassword(input: RecoveryEmailInput): Promise<MessageResponse> {
  return apiJson<MessageResponse>('POST', '/api/auth/forgot-password', input);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
