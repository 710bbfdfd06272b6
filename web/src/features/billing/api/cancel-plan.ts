import type { PlanChangeResponse } from '@shared/api/billing';
import { apiJson } from '@/lib/api-client';
import { usePlanMutation } from './use-plan-mutation';

/** POST /api/billing/cancel: to gratuito when the paid period ends. */
export function useCancelPlan() {
  return usePlanMutation(() => apiJson<PlanChangeResponse>('POST', '/api/billing/cancel'));
}
