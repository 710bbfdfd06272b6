import { sendUsernameReminder } from '../recovery.ts';
import { route } from '../../commons/http.ts';
import { AUTH_MESSAGES, recoveryEmailSchema } from '../../../shared/api/auth.ts';

/** POST /api/auth/forgot-username — the same answer whether or not the email has an account. */
export const handler = route('POST /api/auth/forgot-username', async (req) => {
  const { email } = recoveryEmailSchema.parse(req.body);
  await sendUsernameReminder(email, req.clientKey);
  return { body: { message: AUTH_MESSAGES.usernameSent } };
});
