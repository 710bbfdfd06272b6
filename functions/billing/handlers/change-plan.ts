import { requireCaller, route } from '../../commons/http.ts';
import { changePlan } from '../manage.ts';
import { changePlanSchema } from '../../../shared/api/billing.ts';

/** POST /api/billing/change-plan — upgrade Pro→Elite or change Elite→Pro. */
export const handler = route('POST /api/billing/change-plan', async (req) => {
  const { plan } = changePlanSchema.parse(req.body);
  return { body: await changePlan(requireCaller(req).profile, plan) };
});
