import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ConfirmEmailInput, MessageResponse, User } from '@shared/api/auth';
import { USER_QUERY_KEY } from '@/lib/session';

/** POST /api/auth/confirm-email: the answer holds the user when this browser is theirs. */
function confirmEmail(input: ConfirmEmailInput): Promise<MessageResponse & { user?: User }> {
  return apiJson('POST', '/api/auth/confirm-email', input);
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: async (answer) => {
      if (answer.user) queryClient.setQueryData(USER_QUERY_KEY, answer.user);
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
}
