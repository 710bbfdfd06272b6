/**
 * The named specialist of a 1:1 session and the member's time zone, on DynamoDB Local and the SES
 * emulator: a member books, staff (role granted by the ops code of scripts/staff.ts, name set by
 * `scripts/staff.ts name`) see the calendar and take the session, and the member reads the name on
 * their agenda and by email, at the clock chosen on /account.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as setTimeZone } from '../../functions/auth/handlers/set-time-zone.ts';
import { handler as listConsulting } from '../../functions/staff/handlers/list-consulting.ts';
import { handler as takeSession } from '../../functions/staff/handlers/take-consulting-session.ts';
import { setStaffIdentity } from '../../functions/staff/roles.ts';
import { bookingWindow } from '../../shared/elite/consulting.ts';
import { addDays, weekday } from '../../shared/elite/time.ts';
import {
  ELITE_MESSAGES,
  type BookResponse,
  type StaffSessionResponse,
  type StaffSessionsResponse,
} from '../../shared/api/elite.ts';
import type { UserResponse } from '../../shared/api/auth.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { TIME_ZONE_MESSAGES } from '../../shared/time-zone.ts';
import { TEST_SES_URL } from '../setup/ports.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { cancelBooking, listMemberBookings, postBooking } from '../support/elite-bookings.ts';
import { waitForEmail } from '../support/mail.ts';
import { grantPlan } from '../support/plans.ts';
import { scanTable } from '../support/table.ts';
import { signedInStaff, type Enrolled } from '../support/mfa.ts';
import { randomIp, signedInUser } from '../support/users.ts';

/** The last weekdays of the booking window: no other test of this worker books them. */
const window = bookingWindow(new Date());
const late: string[] = [];
for (let d = window.max; late.length < 4; d = addDays(d, -1)) {
  if (weekday(d) !== 0 && weekday(d) !== 6) late.push(d);
}

const putZone = (cookie: string, body: unknown) =>
  setTimeZone(
    apiEvent({
      method: 'PUT',
      path: '/api/auth/time-zone',
      body,
      cookies: cookie ? [cookie] : [],
      sourceIp: randomIp(),
    }),
  );
const calendar = (cookie: string) =>
  listConsulting(apiEvent({ path: '/api/staff/consulting', cookies: [cookie] }));
const take = (cookie: string, bookingId: string) =>
  takeSession(
    apiEvent({
      method: 'PUT',
      path: `/api/staff/consulting/${bookingId}/specialist`,
      pathParameters: { bookingId },
      cookies: [cookie],
      sourceIp: randomIp(),
    }),
  );

let member: Awaited<ReturnType<typeof signedInUser>>;
let staff: Enrolled;

beforeAll(async () => {
  member = await signedInUser({ firstName: 'Lucía' });
  await grantPlan(member.user.id, 'elite');
  // The staff session: a signed-in account given the role by the ops code.
  staff = await signedInStaff({ firstName: 'Marta', lastName: 'Ríos' });
});

describe('the member time zone', () => {
  it('is saved, cleared, and refused in Spanish when it is not a real zone', async () => {
    const saved = await putZone(member.cookie, { timeZone: 'America/Chicago' });
    expect(saved.statusCode).toBe(200);
    expect(jsonBody<UserResponse>(saved)).toMatchObject({
      message: TIME_ZONE_MESSAGES.saved,
      user: { timeZone: 'America/Chicago' },
    });
    for (const bad of ['CST', 'America/Atlantis', 'US/Central', '', 7, 'x'.repeat(80)]) {
      const answer = await putZone(member.cookie, { timeZone: bad });
      expect(answer.statusCode, String(bad)).toBe(400);
      expect(jsonBody<{ message: string }>(answer).message).toBe(TIME_ZONE_MESSAGES.invalid);
    }
    const [profile] = (await scanTable()).filter(
      (i) => i.pk === `USER#${member.user.id}` && i.sk === 'PROFILE',
    );
    expect(profile?.timeZone).toBe('America/Chicago');
    const cleared = await putZone(member.cookie, { timeZone: null });
    expect(jsonBody<UserResponse>(cleared).user.timeZone).toBeUndefined();
    expect((await putZone('', { timeZone: 'America/Chicago' })).statusCode).toBe(401);
    await putZone(member.cookie, { timeZone: 'America/Chicago' });
  });
});

describe('the specialist of a 1:1 session', () => {
  let bookingId = '';

  it('staff see the session, take it, and the member reads the name on the page and by email', async () => {
    await setStaffIdentity(staff.account.email, 'Marta Ríos', 'Consultora de financiamiento DSCR');
    const booked = await postBooking(member.cookie, {
      type: 'analisis-deal',
      date: late[0],
      time: '09:00',
      topic: 'Quiero revisar un dúplex en San Antonio antes de ofertar.',
      mode: 'video',
    });
    expect(booked.statusCode).toBe(201);
    const booking = jsonBody<BookResponse>(booked).booking;
    bookingId = booking.id;
    expect(booking.specialist).toBeNull();
    const confirmation = await waitForEmail(TEST_SES_URL, member.account.email, {
      subject: /Sesión 1:1 confirmada/,
    });
    // At the member's clock (Chicago), with New York's beside it.
    expect(confirmation.body.text).toContain('8:00 AM, hora del Centro');
    expect(confirmation.body.text).toContain('9:00 AM hora del Este');
    expect(confirmation.body.text).toContain('Te escribiremos con el nombre de tu especialista');

    const listed = jsonBody<StaffSessionsResponse>(await calendar(staff.cookie)).sessions;
    const session = listed.find((s) => s.id === bookingId);
    expect(session).toMatchObject({
      memberName: 'Lucía Pérez',
      memberEmail: member.account.email,
      memberTimeZone: 'America/Chicago',
      specialist: null,
      mine: false,
    });

    const taken = await take(staff.cookie, bookingId);
    expect(taken.statusCode).toBe(200);
    expect(jsonBody<StaffSessionResponse>(taken)).toMatchObject({
      message: ELITE_MESSAGES.specialistAssigned,
      session: {
        specialist: { name: 'Marta Ríos', title: 'Consultora de financiamiento DSCR' },
        mine: true,
      },
    });
    const mine = (await listMemberBookings(member.cookie)).bookings.find((b) => b.id === bookingId);
    expect(mine?.specialist).toEqual({
      name: 'Marta Ríos',
      title: 'Consultora de financiamiento DSCR',
    });
    // The staff member's id stays on the server.
    expect(JSON.stringify(mine)).not.toContain(staff.userId);
    const told = await waitForEmail(TEST_SES_URL, member.account.email, {
      subject: /Tu especialista para la sesión/,
    });
    expect(told.subject).toContain('Marta Ríos');
    expect(told.body.text).toContain('Marta Ríos, Consultora de financiamiento DSCR');
    expect(told.body.text).toContain('8:00 AM, hora del Centro');
  });

  it('only staff read the calendar or take a session; a gone session is a Spanish 404', async () => {
    for (const answer of [await calendar(member.cookie), await take(member.cookie, bookingId)]) {
      expect(answer.statusCode).toBe(403);
      expect(jsonBody<{ message: string }>(answer).message).toBe(MESSAGES.forbiddenStaff);
    }
    for (const id of ['2020-01-06-0900', 'no-es-una-sesion', `${late[1]}-0900`]) {
      const answer = await take(staff.cookie, id);
      expect(answer.statusCode, id).toBe(404);
      expect(jsonBody<{ message: string }>(answer).message).toBe(ELITE_MESSAGES.sessionNotFound);
    }
    expect((await cancelBooking(member.cookie, bookingId)).statusCode).toBe(200);
    const gone = await take(staff.cookie, bookingId);
    expect(gone.statusCode).toBe(404);
    const listed = jsonBody<StaffSessionsResponse>(await calendar(staff.cookie)).sessions;
    expect(listed.map((s) => s.id)).not.toContain(bookingId);
  });
});
