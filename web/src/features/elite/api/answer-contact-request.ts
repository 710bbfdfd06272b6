import { useMutation } from '@tanstack/react-query';
import type { ContactRequestResponse } from '@shared/api/network';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { useRefreshNetwork } from './network-keys';

/** POST /api/elite/network/requests/{id} — accept or decline (the receiver only). */
export function useAnswerContactRequest() {
  const refresh = useRefreshNetwork();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'accept' | 'decline' }) =>
      apiJson<ContactRequestResponse>('POST', apiPath('/api/elite/network/requests/{id}', { id }), {
        action,
      }),
    onSuccess: refresh,
  });
}
