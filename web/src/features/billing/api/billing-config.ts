import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { BillingConfigResponse } from '@shared/api/billing';

/** GET /api/billing/config: Stripe (with its publishable key) or the offline test card form. */
const billingConfigOptions = queryOptions({
  queryKey: ['/api/billing/config'] as const,
  queryFn: () => apiJson<BillingConfigResponse>('GET', '/api/billing/config'),
});

export function useBillingConfig() {
  return useQuery(billingConfigOptions);
}
