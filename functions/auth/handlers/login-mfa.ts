import { toUser } from '../accounts.ts';
import { clearedMfaCookie, completeMfaLogin } from '../mfa.ts';
import { openSession } from '../sign-in.ts';
import { mfaCookieName } from '../../commons/access.ts';
import { route } from '../../commons/http.ts';
import { AUTH_MESSAGES, mfaLoginSchema, type LoginResponse } from '../../../shared/api/auth.ts';

/**
 * POST /api/auth/login/mfa — the second step of a login: a code from the authenticator app (or a
 * recovery code) with the pending cookie the first step set. 401 for a wrong code; the pending
 * login allows a few tries, then the password must be given again.
 */
export const handler = route('POST /api/auth/login/mfa', async (req) => {
  const { code } = mfaLoginSchema.parse(req.body);
  const profile = await completeMfaLogin(req.cookies[mfaCookieName()], code, req.clientKey);
  const session = await openSession(req, profile, { secondFactor: true });
  const body: LoginResponse = {
    message: AUTH_MESSAGES.loggedIn,
    user: toUser(profile, { secondFactorPassed: true }),
  };
  return { body, cookies: [session, clearedMfaCookie()] };
});
