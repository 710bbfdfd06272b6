import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { SubscriptionResponse } from '@shared/api/billing';

export const SUBSCRIPTION_QUERY_KEY = ['/api/billing/subscription'] as const;

/** GET /api/billing/subscription: status, next charge and card as the provider last said. */
const subscriptionOptions = queryOptions({
  queryKey: SUBSCRIPTION_QUERY_KEY,
  queryFn: () => apiJson<SubscriptionResponse>('GET', '/api/billing/subscription'),
});

export function useSubscription(options: { enabled?: boolean } = {}) {
  return useQuery({ ...subscriptionOptions, enabled: options.enabled ?? true });
}
