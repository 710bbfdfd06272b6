import { route } from '../../commons/http.ts';
import { badRequest } from '../../commons/errors.ts';
import { decodeTicketCursor, staffTicketQueue } from '../../elite/tickets.ts';
import {
  ELITE_MESSAGES,
  staffTicketsQuerySchema,
  type StaffTicketsResponse,
} from '../../../shared/api/elite.ts';

/**
 * GET /api/staff/tickets?cursor=…&limit=… — (staff) a page of the Elite and Pro support tickets
 * not yet resolved, most due first, and the cursor of the next page.
 */
export const handler = route('GET /api/staff/tickets', async (req) => {
  const query = staffTicketsQuerySchema.parse({
    cursor: req.query.get('cursor') ?? undefined,
    limit: req.query.get('limit') ?? undefined,
  });
  const after = query.cursor === undefined ? undefined : decodeTicketCursor(query.cursor);
  if (query.cursor !== undefined && after === undefined) {
    throw badRequest(ELITE_MESSAGES.ticketCursor);
  }
  const body: StaffTicketsResponse = await staffTicketQueue({ after, limit: query.limit });
  return { body };
});
