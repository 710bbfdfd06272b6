import { readProfile } from '../../auth/profile.ts';
import { requireCaller, route } from '../../commons/http.ts';
import { logger } from '../../commons/logger.ts';
import { sendMail } from '../../commons/mail.ts';
import { ticketReplyEmail } from '../../elite/support-emails.ts';
import { replyToTicket } from '../../elite/tickets.ts';
import {
  ELITE_MESSAGES,
  ticketReplySchema,
  type TicketResponse,
} from '../../../shared/api/elite.ts';

/**
 * POST /api/staff/tickets/{id}/reply — (staff) answer a support ticket: stored on the member's
 * ticket (shown on their support page) and emailed to them. The answer stands if the email fails
 * (logged): the member still reads it on the page.
 */
export const handler = route('POST /api/staff/tickets/{id}/reply', async (req) => {
  const staff = requireCaller(req);
  const { ticket, userId } = await replyToTicket(
    staff.profile,
    req.params.id ?? '',
    ticketReplySchema.parse(req.body),
  );
  logger.info('ticket answered', { ticketId: ticket.id, staffId: staff.userId });
  const owner = await readProfile(userId);
  const reply = ticket.replies.at(-1);
  if (owner && reply) {
    try {
      await sendMail(ticketReplyEmail(owner, ticket, reply));
    } catch (error) {
      logger.error('ticket reply email failed', { ticketId: ticket.id, error: error as Error });
    }
  }
  const body: TicketResponse = { message: ELITE_MESSAGES.ticketReplied, ticket };
  return { body };
});
