import '../support/simulator-env.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bookingWindow,
  BOOKING_DATE_MESSAGES,
  EXTRA_SESSION_DISCOUNT_PERCENT,
} from '../../shared/elite/consulting.ts';
import { addDays, dateInZone, weekday } from '../../shared/elite/time.ts';
import { ELITE_MESSAGES, type BookResponse } from '../../shared/api/elite.ts';
import { TEST_SES_URL } from '../setup/ports.ts';
import { jsonBody } from '../support/events.ts';
import {
  cancelBooking,
  listMemberBookings,
  postBooking,
  takenSlots,
} from '../support/elite-bookings.ts';
import { waitForEmail, emailsTo } from '../support/mail.ts';
import { holdTableCall } from '../support/faults.ts';
import { grantEliteWithCard, grantPlan } from '../support/plans.ts';
import { readSimCharge } from '../../functions/billing/simulator.ts';
import { cancelSession } from '../../functions/elite/bookings.ts';
import { billingUser } from '../support/billing.ts';
import { scanTable } from '../support/table.ts';
import { signedInUser } from '../support/users.ts';

/**
 * A registered, signed-in Elite member (the real register and login handlers) with the card of
 * their (simulated) subscription on file, which extra sessions are charged to.
 */
async function eliteUser(card?: { brand: string; last4: string }) {
  const user = await signedInUser();
  const billing = await grantEliteWithCard(user.user.id, card);
  return { ...user, billing };
}

/** Many Elite members at once, written straight to the table (password hashing is slow). */
async function manyEliteUsers(count: number) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const member = await billingUser();
      await grantPlan(member.user.id, 'elite');
      return member;
    }),
  );
}

/**
 * Bookable weekdays (the window starts tomorrow in New York). Slots are shared by every test in
 * the run, so each test takes its own dates from this list.
 */
const window = bookingWindow(new Date());
const weekdays: string[] = [];
for (let d = window.min; d <= window.max; d = addDays(d, 1)) {
  if (weekday(d) !== 0 && weekday(d) !== 6) weekdays.push(d);
}
let next = 0;
const takeDate = () => weekdays[next++]!;

const valid = (date: string, overrides: Record<string, unknown> = {}) => ({
  type: 'estrategia-portafolio',
  date,
  time: '10:00',
  topic: 'Quiero refinanciar dos propiedades en Houston con un préstamo DSCR.',
  mode: 'video',
  ...overrides,
});

describe('Elite consulting bookings', () => {
  let ana: Awaited<ReturnType<typeof eliteUser>>;
  beforeAll(async () => {
    ana = await eliteUser();
  });

  it('books a session, lists it, and emails the member an .ics and the team a notice', async () => {
    const date = takeDate();
    const result = await postBooking(
      ana.cookie,
      valid(date, { time: '15:00', mode: 'phone', phone: '(305) 555-0123' }),
    );
    expect(result.statusCode).toBe(201);
    const { booking, message } = jsonBody<BookResponse>(result);
    expect(message).toBe(ELITE_MESSAGES.booked);
    expect(booking).toMatchObject({
      id: `${date}-1500`,
      date,
      time: '15:00',
      durationMinutes: 60,
      mode: 'phone',
      phone: '(305) 555-0123',
      extra: false,
      price: 0,
    });
    // 15:00 in New York is 19:00 or 20:00 UTC depending on daylight saving time.
    expect(new Date(booking.startsAt).getUTCHours()).toBeOneOf([19, 20]);

    const { bookings, includedUsed } = await listMemberBookings(ana.cookie);
    expect(bookings.map((b) => b.id)).toContain(booking.id);
    expect(includedUsed).toContain(date.slice(0, 7));
    expect(await takenSlots(ana.cookie, date)).toEqual(['15:00']);

    const email = await waitForEmail(TEST_SES_URL, ana.account.email, {
      subject: /Sesión 1:1 confirmada/,
    });
    expect(email.body.text).toContain('Estrategia de Portafolio');
    expect(email.body.text).toContain('3:00 PM');
    const ics = email.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    expect(ics).toBeDefined();
    const calendar = Buffer.from(ics!.content, 'base64').toString('utf8');
    expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(calendar).toContain('\r\nBEGIN:VEVENT\r\n');
    const start = booking.startsAt.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(calendar).toContain(`DTSTART:${start}`);
    expect(calendar).toMatch(/\r\nDTEND:\d{8}T\d{6}Z\r\n/);
    expect(calendar).toMatch(/\r\nUID:consulta-.+@/);
    expect(calendar).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    const unfolded = calendar.replace(/\r\n[ \t]/g, ''); // RFC 5545 §3.1 line folding
    expect(unfolded).toMatch(
      /\r\nORGANIZER;CN="Equipo de Consultoría Inversor Listo":mailto:consultoria@inversorlisto\.com\r\n/i,
    );
    expect(calendar.split('\r\n').every((line) => [...line].length <= 75)).toBe(true);

    const team = await waitForEmail(TEST_SES_URL, 'consultoria@inversorlisto.com', {
      subject: new RegExp(`${ana.account.firstName} ${ana.account.lastName}`),
    });
    expect(team.body.text).toContain(ana.account.email);
    expect(team.body.text).toContain('(305) 555-0123');
    expect(team.body.text).toContain('sesión incluida del mes');
  });

  it('marks a second session in the same month as extra, with the Elite discount', async () => {
    const maria = await eliteUser();
    const [first, second] = sameMonthPair();
    const one = jsonBody<BookResponse>(
      await postBooking(maria.cookie, valid(first, { time: '09:00' })),
    );
    expect(one.booking.extra).toBe(false);
    const two = await postBooking(
      maria.cookie,
      valid(second, { time: '09:00', type: 'analisis-deal' }),
    );
    expect(two.statusCode).toBe(201);
    const body = jsonBody<BookResponse>(two);
    expect(body.message).toBe(ELITE_MESSAGES.bookedExtra('$112.50', 'visa •••• 4242'));
    expect(body.booking).toMatchObject({ extra: true, regularPrice: 150 });
    expect(body.booking.price).toBe((150 * (100 - EXTRA_SESSION_DISCOUNT_PERCENT)) / 100);
    const team = await waitForEmail(TEST_SES_URL, 'consultoria@inversorlisto.com', {
      subject: new RegExp(`\\(adicional\\).*${maria.account.firstName} ${maria.account.lastName}`),
    });
    expect(team.body.text).toContain('sesión adicional, $112.50');
    // Charged to the card on file, once, for the discounted price.
    expect(body.booking.payment).toMatchObject({
      status: 'paid',
      amount: 112.5,
      card: 'visa •••• 4242',
    });
    const charges = (await scanTable()).filter(
      (i) => String(i.pk).startsWith('SIM#CHARGEID#') && i.customerId === maria.billing.customerId,
    );
    expect(charges.map((c) => [c.amount, c.status])).toEqual([[11250, 'succeeded']]);
    const charged = () => readSimCharge(String(charges[0]!.id));

    // Cancelling the included session makes the extra one the month's included session.
    expect((await cancelBooking(maria.cookie, one.booking.id)).statusCode).toBe(200);
    const after = await listMemberBookings(maria.cookie);
    expect(after.bookings).toHaveLength(1);
    expect(after.bookings[0]).toMatchObject({ id: body.booking.id, extra: false, price: 0 });
    // Its charge is refunded: an included session costs nothing.
    expect(after.bookings[0]!.payment).toMatchObject({ status: 'refunded', amount: 112.5 });
    expect((await charged())?.status).toBe('refunded');
    expect(after.includedUsed).toContain(second.slice(0, 7));
    const notice = await waitForEmail(TEST_SES_URL, 'consultoria@inversorlisto.com', {
      subject: new RegExp(`cancelada.*${maria.account.firstName} ${maria.account.lastName}`),
    });
    expect(notice.body.text).toContain('pasa a ser la sesión incluida del mes');
  });

  it('refunds an extra session cancelled a day ahead, not one cancelled within 24 hours', async () => {
    const pedro = await eliteUser();
    const [first, second] = sameMonthPair();
    await postBooking(pedro.cookie, valid(first, { time: '11:00' }));
    const extra = jsonBody<BookResponse>(
      await postBooking(pedro.cookie, valid(second, { time: '11:00' })),
    );
    expect(extra.booking.payment?.status).toBe('paid');
    const result = await cancelBooking(pedro.cookie, extra.booking.id);
    expect(result.statusCode).toBe(200);
    expect(jsonBody<{ message: string }>(result).message).toBe(
      ELITE_MESSAGES.bookingCancelledRefund('$150.00'),
    );
    const refunds = (await scanTable()).filter(
      (i) => String(i.pk).startsWith('SIM#CHARGEID#') && i.customerId === pedro.billing.customerId,
    );
    expect(refunds.map((c) => c.status)).toEqual(['refunded']);
    const email = await waitForEmail(TEST_SES_URL, pedro.account.email, {
      subject: /Sesión 1:1 cancelada/,
    });
    expect(email.body.text).toContain('Reembolsamos $150.00 a tu tarjeta');

    // Booked again, and cancelled two hours before it starts: the charge stays.
    const late = jsonBody<BookResponse>(
      await postBooking(pedro.cookie, valid(second, { time: '15:00' })),
    );
    const twoHoursBefore = new Date(Date.parse(late.booking.startsAt) - 2 * 3_600_000);
    const { refunded } = await cancelSession(pedro.user.id, late.booking.id, twoHoursBefore);
    expect(refunded).toBe(false);
    const charges = (await scanTable()).filter(
      (i) => String(i.pk).startsWith('SIM#CHARGEID#') && i.customerId === pedro.billing.customerId,
    );
    expect(charges.map((c) => c.status).sort()).toEqual(['refunded', 'succeeded']);
  });

  it('a refused card books nothing: Spanish 402, no booking, no slot, no email', async () => {
    const lucia = await eliteUser({ brand: 'visa', last4: '0341' });
    const [first, second] = sameMonthPair();
    expect((await postBooking(lucia.cookie, valid(first, { time: '16:00' }))).statusCode).toBe(201);
    const refused = await postBooking(lucia.cookie, valid(second, { time: '16:00' }));
    expect(refused.statusCode).toBe(402);
    expect(jsonBody<{ message: string }>(refused).message).toBe(ELITE_MESSAGES.chargeDeclined);
    expect(await takenSlots(lucia.cookie, second)).not.toContain('16:00');
    expect((await listMemberBookings(lucia.cookie)).bookings.map((b) => b.date)).toEqual([first]);
    const items = (await scanTable()).filter(
      (i) => String(i.pk).startsWith('SIM#CHARGEID#') && i.customerId === lucia.billing.customerId,
    );
    expect(items).toEqual([]);

    // A member with no card on file at all (plan granted by hand) is told so.
    const sin = await signedInUser();
    await grantPlan(sin.user.id, 'elite');
    const [a, b] = sameMonthPair();
    expect((await postBooking(sin.cookie, valid(a, { time: '17:00' }))).statusCode).toBe(201);
    const none = await postBooking(sin.cookie, valid(b, { time: '17:00' }));
    expect(none.statusCode).toBe(402);
    expect(jsonBody<{ message: string }>(none).message).toBe(ELITE_MESSAGES.chargeNoCard);
    expect(await takenSlots(sin.cookie, b)).not.toContain('17:00');
    const sent = await emailsTo(TEST_SES_URL, sin.account.email);
    expect(sent.filter((email) => /Sesión 1:1 confirmada/.test(email.subject))).toHaveLength(1);
  });

  it('cancelling the included and the extra session at once leaves the month free', async () => {
    // Two tabs. The second reads the extra session, then its write waits while the first cancels
    // the included one, which promotes that same session to included. The second must not then
    // delete it as if it were still extra, leaving the month "used" by a deleted session.
    const rosa = await eliteUser();
    const [first, second] = sameMonthPair();
    const month = first.slice(0, 7);
    const one = jsonBody<BookResponse>(
      await postBooking(rosa.cookie, valid(first, { time: '17:00' })),
    );
    const two = jsonBody<BookResponse>(
      await postBooking(rosa.cookie, valid(second, { time: '17:00' })),
    );
    expect([one.booking.extra, two.booking.extra]).toEqual([false, true]);

    const hold = holdTableCall({
      command: /TransactWriteItems/,
      // The transaction that deletes the extra session (the first tab's only updates it).
      input: new RegExp(
        `"Delete":\\{"TableName":"[^"]+","Key":\\{"pk":[^,]+,"sk":(\\{"S":)?"BOOKING#${second}#17:00"`,
      ),
    });
    try {
      const secondTab = cancelBooking(rosa.cookie, two.booking.id);
      await hold.reached; // it has read the extra session as extra, and waits at its write
      const firstTab = await cancelBooking(rosa.cookie, one.booking.id);
      hold.release();
      expect(firstTab.statusCode).toBe(200);
      expect((await secondTab).statusCode).toBe(200);
    } finally {
      hold.dispose();
    }
    const after = await listMemberBookings(rosa.cookie);
    expect(after.bookings).toEqual([]);
    expect(after.includedUsed).not.toContain(month);
    // So the next session that month is the included one, at no charge.
    const again = jsonBody<BookResponse>(
      await postBooking(rosa.cookie, valid(second, { time: '15:00' })),
    );
    expect(again.booking).toMatchObject({ extra: false, price: 0 });
  });

  it('a booking made extra while the included session is cancelled becomes the included one', async () => {
    // The second booking of the month finds the allowance used and tries as extra; hold that
    // write while the first session is cancelled. It must not be charged in a month now free.
    const rosa = await eliteUser();
    const [first, second] = sameMonthPair();
    const one = jsonBody<BookResponse>(
      await postBooking(rosa.cookie, valid(first, { time: '17:00' })),
    );
    expect(one.booking.extra).toBe(false);

    const hold = holdTableCall({
      command: /TransactWriteItems/,
      input: new RegExp(`BOOKING#${second}#17:00[^]*"extra":(\\{"BOOL":)?true`),
    });
    try {
      const booking = postBooking(rosa.cookie, valid(second, { time: '17:00' }));
      await hold.reached;
      expect((await cancelBooking(rosa.cookie, one.booking.id)).statusCode).toBe(200);
      hold.release();
      const answer = await booking;
      expect(answer.statusCode).toBe(201);
      expect(jsonBody<BookResponse>(answer).booking).toMatchObject({ extra: false, price: 0 });
    } finally {
      hold.dispose();
    }
    const after = await listMemberBookings(rosa.cookie);
    expect(after.bookings.map((b) => [b.date, b.extra])).toEqual([[second, false]]);
  });

  it('refuses a slot already taken: exactly one of 20 concurrent requests wins', async () => {
    const users = await manyEliteUsers(20);
    const date = takeDate();
    const results = await Promise.all(
      users.map((u) => postBooking(u.cookie, valid(date, { time: '11:00' }))),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of results.filter((r) => r.statusCode === 409)) {
      expect(jsonBody<{ message: string }>(r).message).toBeOneOf([
        ELITE_MESSAGES.slotTaken,
        ELITE_MESSAGES.slotBusy,
      ]);
    }
    const items = await scanTable();
    expect(items.filter((i) => i.pk === `SLOT#${date}#11:00`)).toHaveLength(1);
    expect(items.filter((i) => i.sk === `BOOKING#${date}#11:00`)).toHaveLength(1);
    // Losers wrote nothing, not even the month's allowance.
    const winner = users[statuses.indexOf(201)]!;
    const allowances = items.filter(
      (i) =>
        String(i.sk).startsWith('ALLOWANCE#') && users.some((u) => i.pk === `USER#${u.user.id}`),
    );
    expect(allowances.map((i) => i.pk)).toEqual([`USER#${winner.user.id}`]);

    // A second attempt, later, is refused too with the Spanish message.
    const late = await postBooking(ana.cookie, valid(date, { time: '11:00' }));
    expect(late.statusCode).toBe(409);
    expect(jsonBody<{ message: string }>(late).message).toBe(ELITE_MESSAGES.slotTaken);
  });

  it('cancelling frees the slot for someone else; only the owner can cancel', async () => {
    const date = takeDate();
    const booked = jsonBody<BookResponse>(
      await postBooking(ana.cookie, valid(date, { time: '16:00' })),
    );
    const luis = await eliteUser();
    expect((await cancelBooking(luis.cookie, booked.booking.id)).statusCode).toBe(404);
    expect((await postBooking(luis.cookie, valid(date, { time: '16:00' }))).statusCode).toBe(409);

    const cancelled = await cancelBooking(ana.cookie, booked.booking.id);
    expect(cancelled.statusCode).toBe(200);
    expect(jsonBody<{ message: string }>(cancelled).message).toBe(ELITE_MESSAGES.bookingCancelled);
    expect(await takenSlots(ana.cookie, date)).not.toContain('16:00');
    expect((await listMemberBookings(ana.cookie)).bookings.map((b) => b.id)).not.toContain(
      booked.booking.id,
    );
    await waitForEmail(TEST_SES_URL, ana.account.email, { subject: /Sesión 1:1 cancelada/ });

    expect((await postBooking(luis.cookie, valid(date, { time: '16:00' }))).statusCode).toBe(201);
    expect((await cancelBooking(ana.cookie, booked.booking.id)).statusCode).toBe(404);
    expect((await cancelBooking(ana.cookie, 'no-es-un-id')).statusCode).toBe(404);
  });

  it('refuses bad input with Spanish messages and writes nothing', async () => {
    const carla = await eliteUser();
    const today = dateInZone(new Date());
    const saturday = nextDay(window.min, 6);
    const cases: [unknown, string][] = [
      [valid(today), BOOKING_DATE_MESSAGES.past],
      [valid(addDays(today, -3)), BOOKING_DATE_MESSAGES.past],
      [valid(saturday), BOOKING_DATE_MESSAGES.weekend],
      [valid(addDays(window.max, 7)), BOOKING_DATE_MESSAGES.tooFar],
      [valid('2026-02-30'), BOOKING_DATE_MESSAGES.required],
      [valid(takeDate(), { time: '13:00' }), ELITE_MESSAGES.timeRequired],
      [valid(takeDate(), { type: 'otra' }), ELITE_MESSAGES.typeRequired],
      [valid(takeDate(), { topic: 'corto' }), ELITE_MESSAGES.topicShort],
      [valid(takeDate(), { mode: 'phone' }), ELITE_MESSAGES.phoneRequired],
      [valid(takeDate(), { mode: 'phone', phone: '555-12' }), ELITE_MESSAGES.phoneInvalid],
      [valid(takeDate(), { mode: 'chat', phone: '(305) 555-0123' }), ELITE_MESSAGES.modeRequired],
      [{}, ELITE_MESSAGES.typeRequired],
      ['texto', 'Datos inválidos'],
    ];
    for (const [body, message] of cases) {
      const result = await postBooking(carla.cookie, body);
      expect(result.statusCode, JSON.stringify(body)).toBe(400);
      if (message !== 'Datos inválidos')
        expect(jsonBody<{ message: string }>(result).message).toBe(message);
    }
    const items = await scanTable();
    const written = items.filter(
      (i) =>
        (i.pk === `USER#${carla.user.id}` && /^(BOOKING|ALLOWANCE)#/.test(String(i.sk))) ||
        (String(i.pk).startsWith('SLOT#') && i.userId === carla.user.id),
    );
    expect(written).toEqual([]);
    const sent = await emailsTo(TEST_SES_URL, carla.account.email);
    expect(sent.filter((email) => /Sesión/.test(email.subject))).toEqual([]);
  });
});

function nextDay(from: string, day: number): string {
  let date = from;
  while (weekday(date) !== day) date = addDays(date, 1);
  return date;
}

/** Two unused weekdays of the same month. */
function sameMonthPair(): [string, string] {
  for (let i = next; i < weekdays.length - 1; i++) {
    const [a, b] = [weekdays[i]!, weekdays[i + 1]!];
    if (a.slice(0, 7) === b.slice(0, 7)) {
      weekdays.splice(i, 2);
      return [a, b];
    }
  }
  throw new Error('no two weekdays in one month in the booking window');
}
