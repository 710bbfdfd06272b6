import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DealSearchResult,
  DealSearchSummary,
  LiveSearchRequest,
  ScoreRequest,
} from '@shared/api/deal-finder';
import type { MarketSourcesInfo } from '@shared/api/market';
import { apiJson } from '@/lib/api-client';

const dealSearchesQuery = queryOptions({
  queryKey: ['/api/deals/searches'],
  queryFn: () => apiJson<{ searches: DealSearchSummary[] }>('GET', '/api/deals/searches'),
  staleTime: 0,
});

/** The user's latest saved deal searches. */
export function useDealSearches() {
  return useQuery(dealSearchesQuery);
}

/** One saved search (?busqueda=<id>), idle without an id. */
export function useDealSearch(id: string | null) {
  return useQuery({
    queryKey: ['/api/deals/searches', id],
    queryFn: () =>
      apiJson<DealSearchResult>('GET', `/api/deals/searches/${encodeURIComponent(id ?? '')}`),
    enabled: id !== null,
  });
}

/** Whether live listings exist (a RentCast key on the server). */
export function useDealCapabilities() {
  return useQuery({
    queryKey: ['/api/market/sources'],
    queryFn: () => apiJson<MarketSourcesInfo>('GET', '/api/market/sources'),
  });
}

/** POST /api/deals/score (own candidates) or /api/deals/search (live); refreshes the saved list. */
export function useRunDealSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      request: { mode: 'manual'; body: ScoreRequest } | { mode: 'live'; body: LiveSearchRequest },
    ) =>
      apiJson<DealSearchResult>(
        'POST',
        request.mode === 'manual' ? '/api/deals/score' : '/api/deals/search',
        request.body,
      ),
    onSuccess: (result) => {
      client.setQueryData(['/api/deals/searches', result.id], result);
      void client.invalidateQueries({ queryKey: dealSearchesQuery.queryKey, exact: true });
    },
  });
}
