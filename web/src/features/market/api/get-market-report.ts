import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketReport, PropertyTypeId } from '@shared/api/market';
import { apiJson } from '@/lib/api-client';

/** What the page asks for: a ZIP, or a city with its state (the URL carries it). */
export interface MarketSearch {
  zip?: string;
  city?: string;
  state?: string;
  type: PropertyTypeId;
}

export function marketSearchParams(search: MarketSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.zip) params.set('zip', search.zip);
  else {
    if (search.city) params.set('city', search.city);
    if (search.state) params.set('state', search.state);
  }
  if (search.type !== 'all') params.set('type', search.type);
  return params;
}

function marketReportQuery(search: MarketSearch) {
  const query = marketSearchParams(search).toString();
  return queryOptions({
    queryKey: ['/api/market', query],
    queryFn: () => apiJson<MarketReport>('GET', `/api/market?${query}`),
    // The embedded data changes only with a deploy: keep an answer for the session.
    staleTime: Infinity,
  });
}

/** GET /api/market for the search in the URL; idle (no request) without one. */
export function useMarketReport(search: MarketSearch | null) {
  return useQuery({
    ...marketReportQuery(search ?? { type: 'all' }),
    enabled: search !== null,
  });
}
