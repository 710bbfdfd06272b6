import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { MessageResponse, RecoveryEmailInput } from '@shared/api/auth';

/** POST /api/auth/forgot-username: the answer is the same whether or not the account exists. */
function forgotUsername(input: RecoveryEmailInput): Promise<MessageResponse> {
  return apiJson<MessageResponse>('POST', '/api/auth/forgot-username', input);
}

export function useForgotUsername() {
  return useMutation({ mutationFn: forgotUsername });
}
