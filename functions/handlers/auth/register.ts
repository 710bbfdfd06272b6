import { registerUser } from '../../auth/accounts.ts';
import { welcomeEmail } from '../../auth/emails.ts';
import { route } from '../../commons/http.ts';
import { logger } from '../../commons/logger.ts';
import { sendMail } from '../../commons/mail.ts';
import { AUTH_MESSAGES, registerSchema } from '../../../shared/api/auth.ts';

/** POST /api/auth/register — a new account on plan gratuito, and a welcome email. */
export const handler = route('POST /api/auth/register', async (req) => {
  const input = registerSchema.parse(req.body);
  const profile = await registerUser(input);
  try {
    await sendMail(welcomeEmail(profile.email, profile.firstName));
  } catch (error) {
    // The account exists either way; a mail outage must not fail the registration.
    logger.error('welcome email not sent', { userId: profile.userId, error: error as Error });
  }
  return { status: 201, body: { message: AUTH_MESSAGES.registered } };
});
