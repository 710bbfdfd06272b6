import { requireCaller, route } from '../../commons/http.ts';
import { subscribePaid } from '../subscribe.ts';
import { paidPlanSchema } from '../../../shared/api/billing.ts';

/**
 * POST /api/subscribe/{pro|elite} — the subscription the checkout confirms: success,
 * clientSecret and message for the checkout; success and redirectUrl for the activation page.
 */
export const handler = route('POST /api/subscribe/{plan}', async (req) => {
  const plan = paidPlanSchema.parse(req.params.plan);
  const result = await subscribePaid(requireCaller(req), plan);
  return { status: result.status, body: result.body };
});
