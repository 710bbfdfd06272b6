import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import type { LoginInput, LoginResponse } from '../../../../../shared/api/auth';
import { USER_QUERY_KEY } from './get-user';

/** POST /api/auth/login: the session arrives as an HttpOnly cookie; the answer holds the user. */
export function login(input: LoginInput): Promise<LoginResponse> {
  return apiJson<LoginResponse>('POST', '/api/auth/login', input);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      // Another user may have been signed in on this tab: start from a clean cache.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] });
      queryClient.setQueryData(USER_QUERY_KEY, answer.user);
    },
  });
}
