import { requireCaller, route } from '../../commons/http.ts';
import { logger } from '../../commons/logger.ts';
import { sendMail } from '../../commons/mail.ts';
import { ticketReceiptEmail, ticketTeamEmail } from '../support-emails.ts';
import { createTicket } from '../tickets.ts';
import {
  ELITE_MESSAGES,
  ticketInputSchema,
  type TicketResponse,
} from '../../../shared/api/elite.ts';

/**
 * POST /api/elite/tickets — (Pro and Elite) open a priority support ticket (status Abierto), email it to the
 * support address and a receipt to the member. The ticket stands if an email fails (logged).
 */
export const handler = route('POST /api/elite/tickets', async (req) => {
  const { profile } = requireCaller(req);
  const ticket = await createTicket(
    profile,
    ticketInputSchema.parse(req.body),
    req.requestCount?.(),
  );
  const results = await Promise.allSettled([
    sendMail(ticketTeamEmail(profile, ticket)),
    sendMail(ticketReceiptEmail(profile, ticket)),
  ]);
  for (const result of results) {
    if (result.status === 'rejected') {
      logger.error('ticket email failed', { ticketId: ticket.id, error: result.reason as Error });
    }
  }
  const message =
    ticket.tier === 'pro' ? ELITE_MESSAGES.ticketCreatedPro : ELITE_MESSAGES.ticketCreated;
  const body: TicketResponse = { message, ticket };
  return { status: 201, body };
});
