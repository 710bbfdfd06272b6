import { useMutation } from '@tanstack/react-query';
import type { PortfolioPropertyInput } from '@shared/api/portfolio';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { useRefreshPortfolio } from './get-portfolio';

/** PUT /api/portfolio/properties/{id} (an existing property) or POST /api/portfolio/properties. */
export function useSaveProperty() {
  const refresh = useRefreshPortfolio();
  return useMutation({
    mutationFn: ({ id, inputs }: { id?: string; inputs: PortfolioPropertyInput }) =>
      id
        ? apiJson<{ id: string }>('PUT', apiPath('/api/portfolio/properties/{id}', { id }), inputs)
        : apiJson<{ id: string }>('POST', '/api/portfolio/properties', inputs),
    onSuccess: refresh,
  });
}
