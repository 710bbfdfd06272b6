import { requireCaller, route } from '../../commons/http.ts';
import { logger } from '../../commons/logger.ts';
import { sendMail } from '../../commons/mail.ts';
import { contactAcceptedEmail } from '../network-emails.ts';
import { answerContactRequest } from '../network.ts';
import { NETWORK_MESSAGES, type ContactRequestResponse } from '../../../shared/api/network.ts';

/**
 * POST /api/elite/network/requests/{id} — the receiver accepts or declines. On accept each side
 * gets the other's email (on the page and by email); a decline tells the sender nothing by email.
 */
export const handler = route('POST /api/elite/network/requests/{id}', async (req) => {
  const caller = requireCaller(req);
  const answered = await answerContactRequest(caller.userId, req.params.id ?? '', req.body);
  const { request } = answered;
  if (request.status === 'accepted' && request.email) {
    const results = await Promise.allSettled([
      sendMail(
        contactAcceptedEmail(caller.profile.email, request.member.displayName, request.email),
      ),
      sendMail(contactAcceptedEmail(request.email, answered.receiverName, caller.profile.email)),
    ]);
    for (const result of results) {
      if (result.status === 'rejected') {
        logger.error('network accept email failed', {
          requestId: request.id,
          error: result.reason as Error,
        });
      }
    }
  }
  const body: ContactRequestResponse = {
    message: request.status === 'accepted' ? NETWORK_MESSAGES.accepted : NETWORK_MESSAGES.declined,
    request,
  };
  return { body };
});
