import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DealSearchSummary } from '@shared/api/deal-finder';
import { apiJson } from '@/lib/api-client';

/** GET /api/deals/searches: the user's latest saved deal searches. */
export const DEAL_SEARCHES_KEY = ['/api/deals/searches'] as const;

const dealSearchesQueryOptions = queryOptions({
  queryKey: DEAL_SEARCHES_KEY,
  queryFn: () => apiJson<{ searches: DealSearchSummary[] }>('GET', '/api/deals/searches'),
  staleTime: 0,
});

export function useDealSearches() {
  return useQuery(dealSearchesQueryOptions);
}
