import { changePassword } from '../password-change.ts';
import { requireCaller, route } from '../../commons/http.ts';
import { sessionCookie } from '../../commons/sessions.ts';
import { AUTH_MESSAGES, changePasswordSchema } from '../../../shared/api/auth.ts';

/**
 * POST /api/auth/change-password — the current password and a new one; every other session ends,
 * this browser stays signed in (with a new session cookie), and the member is told by email.
 */
export const handler = route('POST /api/auth/change-password', async (req) => {
  const caller = requireCaller(req);
  const input = changePasswordSchema.parse(req.body);
  const token = await changePassword(caller, input, req.clientKey, req.headers['user-agent']);
  return { body: { message: AUTH_MESSAGES.passwordChanged }, cookies: [sessionCookie(token)] };
});
