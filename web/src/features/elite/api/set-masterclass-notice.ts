import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { MasterclassesResponse, MessageResponse } from '@shared/api/elite';
import { MASTERCLASSES_QUERY_KEY } from './get-masterclasses';

/** PUT /api/elite/masterclasses/notify { notify }; the cached page takes the new wish. */
export function useMasterclassNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notify: boolean) =>
      apiJson<MessageResponse & { notify: boolean }>('PUT', '/api/elite/masterclasses/notify', {
        notify,
      }),
    onSuccess: ({ notify }) =>
      queryClient.setQueryData<MasterclassesResponse>(MASTERCLASSES_QUERY_KEY, (page) =>
        page ? { ...page, notify } : page,
      ),
  });
}
