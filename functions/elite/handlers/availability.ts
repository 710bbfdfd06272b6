import { route } from '../../commons/http.ts';
import { takenSlots } from '../bookings.ts';
import { availabilityQuerySchema, type AvailabilityResponse } from '../../../shared/api/elite.ts';

/**
 * GET /api/elite/availability?date=YYYY-MM-DD — which slots of a date are already booked (an
 * abandoned extra-session hold is settled first: functions/elite/bookings.ts).
 */
export const handler = route('GET /api/elite/availability', async (req) => {
  const { date } = availabilityQuerySchema.parse({ date: req.query.get('date') ?? '' });
  const body: AvailabilityResponse = { date, taken: await takenSlots(date) };
  return { body };
});
