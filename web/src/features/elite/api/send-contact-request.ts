import { useMutation } from '@tanstack/react-query';
import type { ContactRequestResponse } from '@shared/api/network';
import { apiJson } from '@/lib/api-client';
import { useRefreshNetwork } from './network-keys';

/** POST /api/elite/network/requests — a contact request with its message. */
export function useSendContactRequest() {
  const refresh = useRefreshNetwork();
  return useMutation({
    mutationFn: (input: { memberId: string; message: string }) =>
      apiJson<ContactRequestResponse>('POST', '/api/elite/network/requests', input),
    onSuccess: refresh,
  });
}
