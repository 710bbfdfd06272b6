import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PortfolioResponse } from '@shared/api/portfolio';
import { apiJson } from '@/lib/api-client';

/** GET /api/portfolio: the properties, the balance sheet and the figures (shared/api/portfolio.ts). */
const PORTFOLIO_KEY = ['/api/portfolio'] as const;

const portfolioQueryOptions = queryOptions({
  queryKey: PORTFOLIO_KEY,
  queryFn: () => apiJson<PortfolioResponse>('GET', '/api/portfolio'),
  staleTime: 30_000,
});

export function usePortfolio() {
  return useQuery(portfolioQueryOptions);
}

/** After a write: the portfolio is read again. */
export function useRefreshPortfolio() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: PORTFOLIO_KEY });
}
