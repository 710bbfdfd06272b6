import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { useRefreshPortfolio } from './get-portfolio';

/** DELETE /api/portfolio/properties/{id}. */
export function useDeleteProperty() {
  const refresh = useRefreshPortfolio();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<{ message: string }>('DELETE', apiPath('/api/portfolio/properties/{id}', { id })),
    onSuccess: refresh,
  });
}
