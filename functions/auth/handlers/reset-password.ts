import { resetPassword } from '../recovery.ts';
import { route } from '../../commons/http.ts';
import { AUTH_MESSAGES, resetPasswordSchema } from '../../../shared/api/auth.ts';

/** POST /api/auth/reset-password — new password from a single-use link; ends every session. */
export const handler = route('POST /api/auth/reset-password', async (req) => {
  const { token, newPassword } = resetPasswordSchema.parse(req.body);
  await resetPassword(token, newPassword);
  return { body: { message: AUTH_MESSAGES.passwordReset } };
});
