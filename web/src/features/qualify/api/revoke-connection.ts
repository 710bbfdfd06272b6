import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { LENDER_CONNECTIONS_KEY } from './get-lender-connections';

/** DELETE /api/lender-connections/{id}: the lender's link stops opening. */
export function useRevokeConnection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<{ message: string }>('DELETE', apiPath('/api/lender-connections/{id}', { id })),
    onSettled: () => client.invalidateQueries({ queryKey: LENDER_CONNECTIONS_KEY }),
  });
}
