import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiJson } from '@/lib/api-client';
import { USER_QUERY_KEY } from '@/lib/session';
import type { SubscribeResponse } from '@shared/api/billing';
import type { PaidPlanId } from '@shared/plans';

/**
 * POST /api/subscribe/{plan} (spec 01 §7). The checkout sends a JSON body and reads success,
 * clientSecret and message; the activation page sends none and reads success and redirectUrl.
 * The server reuses the open subscription, so calling it again (a reload) is harmless.
 */
export function subscribe(plan: PaidPlanId | 'free', fromCheckout = false) {
  return apiJson<SubscribeResponse>(
    'POST',
    `/api/subscribe/${plan}`,
    fromCheckout ? {} : undefined,
  );
}

/** The checkout's payment session: asked for on every visit, never cached. */
export function checkoutSessionOptions(plan: PaidPlanId) {
  return queryOptions({
    queryKey: ['/api/subscribe', plan] as const,
    queryFn: () => subscribe(plan, true),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useCheckoutSession(plan: PaidPlanId) {
  return useQuery(checkoutSessionOptions(plan));
}

/** The activation page's call: where to go next (checkout for a paid plan, else the dashboard). */
export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: PaidPlanId | 'free') => subscribe(plan),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
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
