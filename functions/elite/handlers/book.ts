import { requireCaller, route } from '../../commons/http.ts';
import { bookSession, sendConfirmations } from '../bookings.ts';
import { formatMoney } from '../../../shared/format.ts';
import { bookingSchema, ELITE_MESSAGES, type BookResponse } from '../../../shared/api/elite.ts';

/**
 * POST /api/elite/bookings — book a 1:1 session (the slot is unique: 409 when taken; an extra
 * session is charged to the card on file first: 402 in Spanish and no booking when refused), then email
 * the member a confirmation with an .ics file and notify the consulting team. The booking stands
 * if an email cannot be sent (it is logged).
 */
export const handler = route('POST /api/elite/bookings', async (req) => {
  const { profile } = requireCaller(req);
  const booking = await bookSession(profile, bookingSchema().parse(req.body));
  await sendConfirmations(profile, booking);
  const body: BookResponse = {
    message: booking.extra
      ? ELITE_MESSAGES.bookedExtra(formatMoney(booking.price), booking.payment?.card ?? null)
      : ELITE_MESSAGES.booked,
    booking,
  };
  return { status: 201, body };
});
