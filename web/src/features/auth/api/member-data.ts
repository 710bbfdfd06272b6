import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { MessageResponse } from '@shared/api/auth';
import type { DeleteAccountInput } from '@shared/api/member-data';
import type { JobAccepted } from '@shared/api/jobs';

/** POST /api/auth/data-export: an email with the download link. */
export function useRequestDataExport() {
  return useMutation({
    mutationFn: () => apiJson<MessageResponse>('POST', '/api/auth/data-export', {}),
  });
}

/** POST /api/auth/data-export/confirm: the emailed link queues the ZIP (202 with its job). */
export function useConfirmDataExport() {
  return useMutation({
    mutationFn: (token: string) =>
      apiJson<JobAccepted>('POST', '/api/auth/data-export/confirm', { token }),
  });
}

/** POST /api/auth/delete-account: password (and code): an email with the confirmation link. */
export function useRequestAccountDeletion() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) =>
      apiJson<MessageResponse>('POST', '/api/auth/delete-account', input),
  });
}

/** POST /api/auth/delete-account/confirm: the account is deleted; the page reloads signed out. */
export function useConfirmAccountDeletion() {
  return useMutation({
    mutationFn: (token: string) =>
      apiJson<MessageResponse>('POST', '/api/auth/delete-account/confirm', { token }),
  });
}
