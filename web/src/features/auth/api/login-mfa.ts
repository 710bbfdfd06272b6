import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { LoginDone, MfaLoginInput } from '@shared/api/auth';
import { signedIn } from './login';

/** POST /api/auth/login/mfa: the code step of a login with a second factor on. */
function loginMfa(input: MfaLoginInput): Promise<LoginDone> {
  return apiJson<LoginDone>('POST', '/api/auth/login/mfa', input);
}

export function useLoginMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginMfa,
    onSuccess: (answer) => signedIn(queryClient, answer.user),
  });
}
