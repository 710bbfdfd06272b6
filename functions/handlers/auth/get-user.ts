import { toUser } from '../../auth/accounts.ts';
import { requireCaller, route } from '../../commons/http.ts';

/** GET /api/auth/user — the signed-in user (401 for a visitor). */
export const handler = route('GET /api/auth/user', async (req) => ({
  body: toUser(requireCaller(req).profile),
}));
