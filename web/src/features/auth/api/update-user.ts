import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { UpdateUserInput, UserResponse } from '@shared/api/auth';
import { USER_QUERY_KEY } from '@/lib/session';

/** PUT /api/auth/user */
function updateUser(input: UpdateUserInput): Promise<UserResponse> {
  return apiJson<UserResponse>('PUT', '/api/auth/user', input);
}

/** On success the cached user becomes the answer, then is refreshed from the server. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async (answer) => {
      queryClient.setQueryData(USER_QUERY_KEY, answer.user);
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
}
