import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DealFile, DealFileInput } from '@shared/api/deal-files';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { dealFileKey, fetchDealFile } from './get-deal-file';
import { DEAL_FILES_KEY } from './get-deal-files';

/** PUT /api/deal-files/{id} (an existing file) or POST /api/deal-files (a new one, then read). */
export function useSaveDealFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, inputs }: { id?: string; inputs: DealFileInput }) => {
      if (id) return apiJson<DealFile>('PUT', apiPath('/api/deal-files/{id}', { id }), inputs);
      const { id: created } = await apiJson<{ id: string }>('POST', '/api/deal-files', inputs);
      return fetchDealFile(created);
    },
    onSuccess: (file) => {
      client.setQueryData(dealFileKey(file.id), file);
      void client.invalidateQueries({ queryKey: DEAL_FILES_KEY, exact: true });
      void client.invalidateQueries({ queryKey: ['/api/pro/activity'] });
    },
  });
}
