import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketSourcesInfo } from '@shared/api/market';
import { apiJson } from '@/lib/api-client';

/** GET /api/market/sources: whether live listings exist (a RentCast key on the server). */
const dealCapabilitiesQueryOptions = queryOptions({
  queryKey: ['/api/market/sources'],
  queryFn: () => apiJson<MarketSourcesInfo>('GET', '/api/market/sources'),
});

export function useDealCapabilities() {
  return useQuery(dealCapabilitiesQueryOptions);
}
