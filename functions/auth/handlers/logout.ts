import { route } from '../../commons/http.ts';
import { clearedSessionCookie, endSession } from '../../commons/sessions.ts';
import { AUTH_MESSAGES } from '../../../shared/api/auth.ts';

/** POST /api/auth/logout — ends the session (if any) and clears the cookie; always succeeds. */
export const handler = route('POST /api/auth/logout', async (req) => {
  if (req.caller) await endSession(req.caller.userId, req.caller.sessionHash);
  return { body: { message: AUTH_MESSAGES.loggedOut }, cookies: [clearedSessionCookie()] };
});
