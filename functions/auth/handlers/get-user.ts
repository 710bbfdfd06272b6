import { toUser } from '../accounts.ts';
import { route } from '../../commons/http.ts';
import { passedSecondFactor } from '../../commons/sessions.ts';

/**
 * GET /api/auth/user — the signed-in user, or null for a visitor (200 either way: every page asks,
 * and a visitor is not an error).
 */
export const handler = route('GET /api/auth/user', async (req) => {
  if (!req.caller) return { body: null };
  const { profile, session } = req.caller;
  return { body: toUser(profile, { secondFactorPassed: passedSecondFactor(profile, session) }) };
});
