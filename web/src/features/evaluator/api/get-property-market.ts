import { useQuery } from '@tanstack/react-query';
import type { PropertyMarketReference } from '@shared/api/market';
import { apiJson } from '@/lib/api-client';

/**
 * GET /api/market/property?zip=&bedrooms=: HUD rent and Zillow value for the evaluator.
 * Asked only for a 5-digit ZIP; the same ZIP and bedrooms are not asked twice in a visit.
 */
export function usePropertyMarket(zip: string, bedrooms: number | null) {
  const valid = /^\d{5}$/.test(zip);
  const query = new URLSearchParams({ zip });
  if (bedrooms !== null) query.set('bedrooms', String(bedrooms));
  return useQuery({
    queryKey: ['/api/market/property', zip, bedrooms] as const,
    queryFn: () => apiJson<PropertyMarketReference>('GET', `/api/market/property?${query}`),
    enabled: valid,
    staleTime: Infinity,
    retry: false,
  });
}
