import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/api/auth';
import { apiJson } from '@/lib/api-client';

/** POST /api/auth/delete-account/confirm: the account is deleted; the page reloads signed out. */
export function useConfirmAccountDeletion() {
  return useMutation({
    mutationFn: (token: string) =>
      apiJson<MessageResponse>('POST', '/api/auth/delete-account/confirm', { token }),
  });
}
