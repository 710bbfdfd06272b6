import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import type { MessageResponse, RegisterInput } from '../../../../../shared/api/auth';

/** POST /api/auth/register (confirmPassword is never sent). */
export function register(input: RegisterInput): Promise<MessageResponse> {
  return apiJson<MessageResponse>('POST', '/api/auth/register', input);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
