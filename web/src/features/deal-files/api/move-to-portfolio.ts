import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { dealFileKey } from './get-deal-file';
import { DEAL_FILES_KEY } from './get-deal-files';

/** POST /api/deal-files/{id}/portfolio: the bought property joins the portfolio. */
export function useMoveToPortfolio() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<{ id: string }>('POST', apiPath('/api/deal-files/{id}/portfolio', { id })),
    onSuccess: (_result, id) => {
      void client.invalidateQueries({ queryKey: dealFileKey(id) });
      void client.invalidateQueries({ queryKey: DEAL_FILES_KEY, exact: true });
      void client.invalidateQueries({ queryKey: ['/api/portfolio'] });
    },
  });
}
