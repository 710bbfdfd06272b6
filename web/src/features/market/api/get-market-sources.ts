import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketSourcesInfo } from '@shared/api/market';
import { apiJson } from '@/lib/api-client';

export const marketSourcesQuery = queryOptions({
  queryKey: ['/api/market/sources'],
  queryFn: () => apiJson<MarketSourcesInfo>('GET', '/api/market/sources'),
});

/** Which provider answers (public data or RentCast live) and each dataset's vintage. */
export function useMarketSources() {
  return useQuery(marketSourcesQuery);
}
