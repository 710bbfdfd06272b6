import { readProfile } from '../../auth/profile.ts';
import { requireCaller, route } from '../../commons/http.ts';
import { logger } from '../../commons/logger.ts';
import { sendMail } from '../../commons/mail.ts';
import { contactRequestEmail } from '../network-emails.ts';
import { sendContactRequest } from '../network.ts';
import { NETWORK_MESSAGES, type ContactRequestResponse } from '../../../shared/api/network.ts';

/**
 * POST /api/elite/network/requests — a contact request, relayed by email to the receiver without
 * either address. The request stands if the email fails (logged): the receiver sees it on the page.
 */
export const handler = route('POST /api/elite/network/requests', async (req) => {
  const { userId } = requireCaller(req);
  const sent = await sendContactRequest(userId, req.body);
  const receiver = await readProfile(sent.receiverUserId);
  if (receiver) {
    try {
      await sendMail(contactRequestEmail(receiver.email, sent.senderName, sent.request.message));
    } catch (error) {
      logger.error('network request email failed', {
        requestId: sent.request.id,
        error: error as Error,
      });
    }
  }
  const body: ContactRequestResponse = {
    message: NETWORK_MESSAGES.requestSent,
    request: sent.request,
  };
  return { status: 201, body };
});
