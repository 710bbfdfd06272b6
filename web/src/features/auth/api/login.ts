import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { QueryClient } from '@tanstack/react-query';
import type { LoginInput, LoginResponse, User } from '@shared/api/auth';
import { USER_QUERY_KEY } from '@/lib/session';

/** A sign-in finished: another user may have been signed in on this tab, so start clean. */
export function signedIn(queryClient: QueryClient, user: User): void {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] });
  queryClient.setQueryData(USER_QUERY_KEY, user);
}

/** POST /api/auth/login: the session arrives as an HttpOnly cookie; the answer holds the user. */
function login(input: LoginInput): Promise<LoginResponse> {
  return apiJson<LoginResponse>('POST', '/api/auth/login', input);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      // With a second factor on, nobody is signed in yet: the code step comes first.
      if (answer.mfaRequired) return;
      signedIn(queryClient, answer.user);
    },
  });
}
