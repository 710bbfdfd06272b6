import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { RegisterInput, RegisterResponse } from '@shared/api/auth';
import { signedIn } from './login';

/**
 * POST /api/auth/register (confirmPassword is never sent). With a plan the answer is signed in
 * (the session arrives as an HttpOnly cookie, the user in the body).
 */
function register(input: RegisterInput): Promise<RegisterResponse> {
  return apiJson<RegisterResponse>('POST', '/api/auth/register', input);
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (answer) => {
      if (answer.user) signedIn(queryClient, answer.user);
    },
  });
}
