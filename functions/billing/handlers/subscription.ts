import { requireCaller, route } from '../../commons/http.ts';
import { freshProfile, subscriptionView } from '../manage.ts';

/** GET /api/billing/subscription — the real plan state for /subscription. */
export const handler = route('GET /api/billing/subscription', async (req) => {
  const profile = await freshProfile(requireCaller(req).profile);
  return { body: subscriptionView(profile) };
});
