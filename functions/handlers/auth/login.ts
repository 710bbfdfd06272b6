import { toUser } from '../../auth/accounts.ts';
import { authenticate } from '../../auth/credentials.ts';
import { route } from '../../commons/http.ts';
import { createSession, sessionCookie } from '../../commons/sessions.ts';
import { AUTH_MESSAGES, loginSchema, type LoginResponse } from '../../../shared/api/auth.ts';

/** POST /api/auth/login — a new session in an HttpOnly cookie; the answer carries no token. */
export const handler = route('POST /api/auth/login', async (req) => {
  const { email, password } = loginSchema.parse(req.body);
  const profile = await authenticate(email, password);
  const token = await createSession(profile.userId);
  const body: LoginResponse = { message: AUTH_MESSAGES.loggedIn, user: toUser(profile) };
  return { body, cookies: [sessionCookie(token)] };
});
