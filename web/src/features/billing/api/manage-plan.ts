import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { USER_QUERY_KEY } from '@/lib/session';
import { SUBSCRIPTION_QUERY_KEY } from './get-subscription';
import type { PlanChangeResponse, PortalResponse } from '@shared/api/billing';
import type { PaidPlanId } from '@shared/plans';

/** After a change: the answer is the new subscription state; the user's plan is read again. */
function usePlanMutation<TInput>(request: (input: TInput) => Promise<PlanChangeResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (answer) => queryClient.setQueryData(SUBSCRIPTION_QUERY_KEY, answer.subscription),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
    },
  });
}

/** POST /api/billing/change-plan: Pro→Elite now (difference charged), Elite→Pro (credit). */
export function useChangePlan() {
  return usePlanMutation((plan: PaidPlanId) =>
    apiJson<PlanChangeResponse>('POST', '/api/billing/change-plan', { plan }),
  );
}

/** POST /api/billing/cancel: to gratuito when the paid period ends. */
export function useCancelPlan() {
  return usePlanMutation(() => apiJson<PlanChangeResponse>('POST', '/api/billing/cancel'));
}

/** POST /api/billing/resume: keep the plan after all. */
export function useResumePlan() {
  return usePlanMutation(() => apiJson<PlanChangeResponse>('POST', '/api/billing/resume'));
}

/** POST /api/billing/portal: the page where the card is changed (Stripe's Billing Portal). */
export function useOpenPortal() {
  return useMutation({
    mutationFn: () => apiJson<PortalResponse>('POST', '/api/billing/portal'),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
