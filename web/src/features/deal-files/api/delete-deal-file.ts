import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { dealFileKey } from './get-deal-file';
import { DEAL_FILES_KEY } from './get-deal-files';

/** DELETE /api/deal-files/{id}. */
export function useDeleteDealFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<{ message: string }>('DELETE', apiPath('/api/deal-files/{id}', { id })),
    onSuccess: (_result, id) => {
      client.removeQueries({ queryKey: dealFileKey(id) });
      void client.invalidateQueries({ queryKey: DEAL_FILES_KEY, exact: true });
    },
  });
}
