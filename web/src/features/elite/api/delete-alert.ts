import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { MessageResponse } from '@shared/api/elite';
import { ALERTS_QUERY_KEY } from './get-alerts';

/** DELETE /api/elite/alerts/{id}. */
export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<MessageResponse>('DELETE', `/api/elite/alerts/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALERTS_QUERY_KEY }),
  });
}
