import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from '@/lib/api-client';
import type { SubscribeResponse } from '@shared/api/billing';
import type { PaidPlanId } from '@shared/plans';

/**
 * The checkout's payment session, POST /api/subscribe/{plan} with a JSON body,
 * reading success, clientSecret and message: asked for on every visit, never cached. The server
 * reuses the open subscription, so calling it again (a reload) is harmless.
 */
function checkoutSessionOptions(plan: PaidPlanId) {
  return queryOptions({
    queryKey: ['/api/subscribe', plan] as const,
    queryFn: () => apiJson<SubscribeResponse>('POST', `/api/subscribe/${plan}`, {}),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useCheckoutSession(plan: PaidPlanId) {
  return useQuery(checkoutSessionOptions(plan));
}

/** A refusal the server explains (409: already on a paid plan), with where to go instead. */
export function subscribeRefusal(error: unknown): { message: string; redirectUrl?: string } | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  try {
    const body = JSON.parse(error.body) as SubscribeResponse;
    return body.message ? { message: body.message, redirectUrl: body.redirectUrl } : null;
  } catch {
    return null;
  }
}
