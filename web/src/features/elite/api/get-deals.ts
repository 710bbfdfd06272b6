import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { DealCriteria } from '@shared/elite/offers';
import type { DealsResponse } from '@shared/api/elite';

export const DEALS_QUERY_KEY = ['/api/elite/deals'] as const;

/** The criteria as query parameters (unset ones left out). */
function criteriaQuery(criteria: DealCriteria): string {
  const params = new URLSearchParams();
  if (criteria.type) params.set('type', criteria.type);
  if (criteria.priceRange) params.set('priceRange', criteria.priceRange);
  if (criteria.minCapRate !== undefined) params.set('minCapRate', String(criteria.minCapRate));
  if (criteria.location?.trim()) params.set('location', criteria.location.trim());
  return params.toString();
}

/** GET /api/elite/deals?… — the server filters; the previous list stays while the next loads. */
export function useDeals(criteria: DealCriteria) {
  const query = criteriaQuery(criteria);
  return useQuery({
    queryKey: [...DEALS_QUERY_KEY, query],
    queryFn: () =>
      apiJson<DealsResponse>('GET', query ? `${DEALS_QUERY_KEY[0]}?${query}` : DEALS_QUERY_KEY[0]),
    placeholderData: keepPreviousData,
  });
}
