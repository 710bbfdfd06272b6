import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/api/auth';
import type { DeleteAccountInput } from '@shared/api/member-data';
import { apiJson } from '@/lib/api-client';

/** POST /api/auth/delete-account: password (and code): an email with the confirmation link. */
export function useRequestAccountDeletion() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) =>
      apiJson<MessageResponse>('POST', '/api/auth/delete-account', input),
  });
}
