import type { PlanChangeResponse } from '@shared/api/billing';
import { apiJson } from '@/lib/api-client';
import { usePlanMutation } from './use-plan-mutation';

/** POST /api/billing/resume: keep the plan after all. */
export function useResumePlan() {
  return usePlanMutation(() => apiJson<PlanChangeResponse>('POST', '/api/billing/resume'));
}
