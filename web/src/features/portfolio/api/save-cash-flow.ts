import { useMutation } from '@tanstack/react-query';
import type { CashFlowMonth } from '@shared/api/portfolio';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { useRefreshPortfolio } from './get-portfolio';

/** PUT /api/portfolio/properties/{id}/cash-flow: a property's months of income and expenses. */
export function useSaveCashFlow() {
  const refresh = useRefreshPortfolio();
  return useMutation({
    mutationFn: ({ id, months }: { id: string; months: CashFlowMonth[] }) =>
      apiJson<{ months: CashFlowMonth[] }>(
        'PUT',
        apiPath('/api/portfolio/properties/{id}/cash-flow', { id }),
        { months },
      ),
    onSuccess: refresh,
  });
}
