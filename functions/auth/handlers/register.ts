import { registerUser, toUser } from '../accounts.ts';
import { welcomeEmail } from '../emails.ts';
import { openSession } from '../sign-in.ts';
import { route } from '../../commons/http.ts';
import { logger } from '../../commons/logger.ts';
import { sendMail } from '../../commons/mail.ts';
import { AUTH_MESSAGES, registerSchema, type RegisterResponse } from '../../../shared/api/auth.ts';

/**
 * POST /api/auth/register — a new account on plan gratuito, and a welcome email. The account is
 * signed in at once (a new session, as a login opens it): the new member goes on to the dashboard,
 * or to the checkout of the `plan` they chose, without signing in again.
 */
export const handler = route('POST /api/auth/register', async (req) => {
  // `plan` only tells the browser where to go next; the account starts on gratuito.
  const input = registerSchema.parse(req.body);
  const profile = await registerUser(input);
  try {
    await sendMail(welcomeEmail(profile.email, profile.firstName));
  } catch (error) {
    // The account exists either way; a mail outage must not fail the registration.
    logger.error('welcome email not sent', { userId: profile.userId, error: error as Error });
  }
  const session = await openSession(req, profile);
  const body: RegisterResponse = { message: AUTH_MESSAGES.registered, user: toUser(profile) };
  return { status: 201, body, cookies: [session] };
});
