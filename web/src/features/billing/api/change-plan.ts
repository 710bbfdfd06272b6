import type { PlanChangeResponse } from '@shared/api/billing';
import type { PaidPlanId } from '@shared/plans';
import { apiJson } from '@/lib/api-client';
import { usePlanMutation } from './use-plan-mutation';

/** POST /api/billing/change-plan: Pro→Elite now (difference charged), Elite→Pro (credit). */
export function useChangePlan() {
  return usePlanMutation((plan: PaidPlanId) =>
    apiJson<PlanChangeResponse>('POST', '/api/billing/change-plan', { plan }),
  );
}
