import { requireCaller, route } from '../../commons/http.ts';
import { cancelAtPeriodEnd } from '../manage.ts';

/** POST /api/billing/cancel — back to gratuito when the paid period ends. */
export const handler = route('POST /api/billing/cancel', async (req) => ({
  body: await cancelAtPeriodEnd(requireCaller(req).profile),
}));
