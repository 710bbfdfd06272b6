import { toUser } from '../../auth/accounts.ts';
import { authenticate } from '../../auth/credentials.ts';
import { unauthorized } from '../../commons/errors.ts';
import { route } from '../../commons/http.ts';
import {
  createSession,
  endSession,
  PasswordChangedMeanwhile,
  sessionCookie,
} from '../../commons/sessions.ts';
import { AUTH_MESSAGES, loginSchema, type LoginResponse } from '../../../shared/api/auth.ts';

/**
 * POST /api/auth/login — a new session in an HttpOnly cookie (never the one the request carried);
 * the answer carries no token.
 */
export const handler = route('POST /api/auth/login', async (req) => {
  const { email, password } = loginSchema.parse(req.body);
  const profile = await authenticate(email, password);
  let token: string;
  try {
    token = await createSession(profile);
  } catch (error) {
    // The password was changed (a reset) between the check and the session: the old one is void.
    if (error instanceof PasswordChangedMeanwhile) throw unauthorized(AUTH_MESSAGES.badCredentials);
    throw error;
  }
  // The session the browser already carried (planted or stolen, of this user or another) ends
  // here: a login always replaces it instead of adding to it (session fixation).
  if (req.caller) await endSession(req.caller.userId, req.caller.sessionHash);
  const body: LoginResponse = { message: AUTH_MESSAGES.loggedIn, user: toUser(profile) };
  return { body, cookies: [sessionCookie(token)] };
});
