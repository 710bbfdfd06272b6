import { toUser } from '../../auth/accounts.ts';
import { requireCaller, route } from '../../commons/http.ts';
import { passedSecondFactor } from '../../commons/sessions.ts';

/** GET /api/auth/user — the signed-in user (401 for a visitor). */
export const handler = route('GET /api/auth/user', async (req) => {
  const { profile, session } = requireCaller(req);
  return { body: toUser(profile, { secondFactorPassed: passedSecondFactor(profile, session) }) };
});
