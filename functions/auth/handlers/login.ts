import { toUser } from '../accounts.ts';
import { authenticate } from '../credentials.ts';
import { startMfaLogin } from '../mfa.ts';
import { openSession } from '../sign-in.ts';
import { route } from '../../commons/http.ts';
import { securityEvent } from '../../commons/security-log.ts';
import { AUTH_MESSAGES, loginSchema, type LoginResponse } from '../../../shared/api/auth.ts';

/**
 * POST /api/auth/login — a new session in an HttpOnly cookie (never the one the request carried);
 * the answer carries no token. With a second factor on, no session yet: `{ mfaRequired: true }`
 * and a short-lived pending cookie for POST /api/auth/login/mfa.
 */
export const handler = route('POST /api/auth/login', async (req) => {
  const { email, password } = loginSchema.parse(req.body);
  const { profile, attemptGivenBack } = await authenticate(email, password, req.clientKey);
  if (profile.mfaSecret) {
    const [pending] = await Promise.all([startMfaLogin(profile), attemptGivenBack]);
    securityEvent('login.mfa-required', { userId: profile.userId, client: req.clientKey });
    const body: LoginResponse = { message: AUTH_MESSAGES.mfaRequired, mfaRequired: true };
    return { body, cookies: [pending] };
  }
  const [session] = await Promise.all([openSession(req, profile), attemptGivenBack]);
  const body: LoginResponse = { message: AUTH_MESSAGES.loggedIn, user: toUser(profile) };
  return { body, cookies: [session] };
});
