import { requireCaller, route } from '../../commons/http.ts';
import { listBookings } from '../bookings.ts';
import type { BookingsResponse } from '../../../shared/api/elite.ts';

/** GET /api/elite/bookings — the caller's upcoming 1:1 sessions and the months already used. */
export const handler = route('GET /api/elite/bookings', async (req) => {
  const body: BookingsResponse = await listBookings(requireCaller(req).userId);
  return { body };
});
