import { expect } from 'vitest';
import { handler as availability } from '../../functions/elite/handlers/availability.ts';
import { handler as book } from '../../functions/elite/handlers/book.ts';
import { handler as cancel } from '../../functions/elite/handlers/cancel-booking.ts';
import { handler as listBookings } from '../../functions/elite/handlers/list-bookings.ts';
import type { AvailabilityResponse, BookingsResponse } from '../../shared/api/elite.ts';
import { apiEvent, jsonBody } from './events.ts';
import { randomIp } from './users.ts';

/** The consulting bookings API as a member calls it (each call from a fresh client address). */

/** POST /api/elite/bookings. */
export function postBooking(cookie: string, body: unknown) {
  return book(
    apiEvent({
      method: 'POST',
      path: '/api/elite/bookings',
      body,
      cookies: [cookie],
      sourceIp: randomIp(),
    }),
  );
}

/** DELETE /api/elite/bookings/{id}. */
export function cancelBooking(cookie: string, id: string) {
  return cancel(
    apiEvent({
      method: 'DELETE',
      path: `/api/elite/bookings/${id}`,
      pathParameters: { bookingId: id },
      cookies: [cookie],
      sourceIp: randomIp(),
    }),
  );
}

/** GET /api/elite/bookings (200 expected). */
export async function listMemberBookings(cookie: string) {
  const result = await listBookings(apiEvent({ path: '/api/elite/bookings', cookies: [cookie] }));
  expect(result.statusCode).toBe(200);
  return jsonBody<BookingsResponse>(result);
}

/** GET /api/elite/availability for a day: the slots taken (200 expected). */
export async function takenSlots(cookie: string, date: string) {
  const result = await availability(
    apiEvent({ path: '/api/elite/availability', query: `date=${date}`, cookies: [cookie] }),
  );
  expect(result.statusCode).toBe(200);
  return jsonBody<AvailabilityResponse>(result).taken;
}
