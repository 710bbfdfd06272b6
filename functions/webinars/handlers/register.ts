import { requireCaller, route } from '../../commons/http.ts';
import { logger } from '../../commons/logger.ts';
import { sendMail } from '../../commons/mail.ts';
import { registrationEmail } from '../emails.ts';
import { register } from '../store.ts';
import {
  registerWebinarSchema,
  WEBINAR_MESSAGES,
  type RegisterResponse,
} from '../../../shared/api/webinars.ts';

/**
 * POST /api/webinars/registrations — sign up for a session and email the confirmation with an
 * .ics file. The sign-up stands even if the email cannot be sent (it is logged).
 */
export const handler = route('POST /api/webinars/registrations', async (req) => {
  const caller = requireCaller(req);
  const { webinarId } = registerWebinarSchema.parse(req.body);
  const { session, registration } = await register(caller.profile, webinarId);
  try {
    await sendMail(registrationEmail(caller.profile.email, caller.profile.firstName, session));
  } catch (error) {
    logger.error('webinar confirmation email failed', { webinarId, error: error as Error });
  }
  const body: RegisterResponse = { message: WEBINAR_MESSAGES.registered, registration };
  return { status: 201, body };
});
