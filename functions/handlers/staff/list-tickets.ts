import { route } from '../../commons/http.ts';
import { staffTicketQueue } from '../../elite/tickets.ts';
import type { StaffTicketsResponse } from '../../../shared/api/elite.ts';

/** GET /api/staff/tickets — (staff) Elite and Pro support tickets not yet resolved, most due first. */
export const handler = route('GET /api/staff/tickets', async () => {
  const body: StaffTicketsResponse = { tickets: await staffTicketQueue() };
  return { body };
});
