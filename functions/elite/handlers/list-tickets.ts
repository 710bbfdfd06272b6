import { requireCaller, route } from '../../commons/http.ts';
import { listTickets } from '../tickets.ts';
import type { TicketsResponse } from '../../../shared/api/elite.ts';

/** GET /api/elite/tickets — the caller's support tickets with their status, newest first. */
export const handler = route('GET /api/elite/tickets', async (req) => {
  const body: TicketsResponse = { tickets: await listTickets(requireCaller(req).userId) };
  return { body };
});
