import { requireCaller, route } from '../../commons/http.ts';
import { portalSession } from '../manage.ts';

/** POST /api/billing/portal — where the user updates the card (Stripe's Billing Portal). */
export const handler = route('POST /api/billing/portal', async (req) => ({
  body: await portalSession(requireCaller(req).profile),
}));
