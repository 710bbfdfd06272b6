import { confirmEmailChange } from '../email-change.ts';
import { toUser } from '../accounts.ts';
import { route } from '../../commons/http.ts';
import { AUTH_MESSAGES, confirmEmailSchema } from '../../../shared/api/auth.ts';

/**
 * POST /api/auth/confirm-email — the link sent to the new address: the email changes, every other
 * session of the member ends, outstanding reset links die, and the old address is told.
 */
export const handler = route('POST /api/auth/confirm-email', async (req) => {
  const { token } = confirmEmailSchema.parse(req.body);
  const profile = await confirmEmailChange(token, req.caller);
  const signedIn = req.caller?.userId === profile.userId;
  return {
    body: { message: AUTH_MESSAGES.emailChanged, ...(signedIn ? { user: toUser(profile) } : {}) },
  };
});
