import '../support/simulator-env.ts';
import { readProfile } from '../../functions/auth/profile.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSimCharge } from '../../functions/billing/simulator.ts';
import {
  bookSession,
  HOLD_STALE_AFTER_MS,
  type BookingRequest,
} from '../../functions/elite/bookings.ts';
import { bookingWindow } from '../../shared/elite/consulting.ts';
import { addDays, weekday } from '../../shared/elite/time.ts';
import { ELITE_MESSAGES, type BookResponse } from '../../shared/api/elite.ts';
import { TEST_SES_URL } from '../setup/ports.ts';
import { jsonBody } from '../support/events.ts';
import {
  cancelBooking,
  listMemberBookings,
  postBooking,
  takenSlots,
} from '../support/elite-bookings.ts';
import { holdTableCall } from '../support/faults.ts';
import { emailsTo, waitForEmail } from '../support/mail.ts';
import { grantEliteWithCard } from '../support/plans.ts';
import { scanTable } from '../support/table.ts';
import { signedInUser } from '../support/users.ts';

/**
 * An extra session's booking function that dies between writing the pending hold and confirming
 * it (frozen here at that table call, then let go late, as a Lambda that timed out is not): the
 * next reader of the slot asks the billing simulator for the charge of that attempt's idempotency
 * key and confirms the booking (charged) or frees the slot (not charged); the late function's own
 * confirm or charge then changes nothing (it is refunded when the slot was freed).
 */
async function eliteUser() {
  const user = await signedInUser();
  await grantEliteWithCard(user.user.id);
  return user;
}

// Pairs of weekdays of one month from the middle of the window (elite-bookings.test.ts takes
// dates from its start, elite-charges-stripe.test.ts from its end), at 09:00.
const window = bookingWindow(new Date());
const pairs: [string, string][] = [];
for (let d = addDays(window.min, 20); d < window.max && pairs.length < 4; d = addDays(d, 1)) {
  const nextDay = addDays(d, 1);
  const weekdayOk = (x: string) => weekday(x) !== 0 && weekday(x) !== 6;
  if (weekdayOk(d) && weekdayOk(nextDay) && d.slice(0, 7) === nextDay.slice(0, 7)) {
    pairs.push([d, nextDay]);
    d = nextDay;
  }
}
const TIME = '09:00';
const session = (date: string): BookingRequest => ({
  type: 'revision-financiamiento',
  date,
  time: TIME,
  topic: 'Preparar mi expediente para un préstamo DSCR en Florida.',
  mode: 'video',
});

/** When the crashed attempt wrote its hold: long enough ago to be abandoned. */
const staleInstant = () => new Date(Date.now() - HOLD_STALE_AFTER_MS - 60_000);

/** The member's simulated charges of one slot (by the booking id in their metadata). */
async function chargesOf(userId: string, bookingId: string) {
  return (await scanTable()).filter(
    (i) =>
      String(i.pk).startsWith('SIM#CHARGEID#') &&
      (i.metadata as Record<string, string>).userId === userId &&
      (i.metadata as Record<string, string>).bookingId === bookingId,
  );
}

const slotItems = async (date: string) =>
  (await scanTable()).filter((i) => i.pk === `SLOT#${date}#${TIME}`);

describe('an extra session whose booking function died mid-way', () => {
  let bea: Awaited<ReturnType<typeof eliteUser>>;
  let carl: Awaited<ReturnType<typeof eliteUser>>;
  beforeAll(async () => {
    [bea, carl] = await Promise.all([eliteUser(), eliteUser()]);
  });

  it('charged: the next readers confirm it once, with the emails; the late confirm changes nothing', async () => {
    const ana = await eliteUser();
    const [first, second] = pairs[0]!;
    expect((await postBooking(ana.cookie, session(first))).statusCode).toBe(201); // the included one
    const profile = (await readProfile(ana.user.id))!;

    // The function charges the card and freezes at its confirm (the transaction that clears the
    // slot marker's hold flag): the hold is pending and the money taken.
    const frozen = holdTableCall({ command: /TransactWriteItems/, input: /REMOVE #hold/ });
    let late: Promise<unknown> | undefined;
    try {
      late = bookSession(profile, session(second), staleInstant()).catch((e: unknown) => e);
      await frozen.reached;
      const [hold] = (await scanTable()).filter(
        (i) => i.pk === `USER#${ana.user.id}` && i.sk === `BOOKING#${second}#${TIME}`,
      );
      expect(hold?.payment).toMatchObject({ status: 'pending', amount: 75 });
      const [charge] = await chargesOf(ana.user.id, `${second}-0900`);
      expect(charge?.status).toBe('succeeded');

      // Everyone who looks at the slot at once: another member's availability and booking
      // attempt, the owner's list and a second availability read.
      const [seen, attempt, mine, seenAgain] = await Promise.all([
        takenSlots(bea.cookie, second),
        postBooking(carl.cookie, session(second)),
        listMemberBookings(ana.cookie),
        takenSlots(carl.cookie, second),
      ]);
      expect(seen).toContain(TIME);
      expect(seenAgain).toContain(TIME);
      expect(attempt.statusCode).toBe(409);
      expect(jsonBody<{ message: string }>(attempt).message).toBe(ELITE_MESSAGES.slotTaken);
      const booking = mine.bookings.find((b) => b.id === `${second}-0900`);
      expect(booking?.payment).toMatchObject({
        status: 'paid',
        amount: 75,
        card: 'visa •••• 4242',
      });
      const [marker] = await slotItems(second);
      expect(marker).toMatchObject({ userId: ana.user.id });
      expect(marker?.hold).toBeUndefined();
      const [stored] = (await scanTable()).filter(
        (i) => i.pk === `USER#${ana.user.id}` && i.sk === `BOOKING#${second}#${TIME}`,
      );
      expect(stored?.paymentIntentId).toBe(charge?.id);

      // The confirmation the dead function never sent goes out, once.
      await waitForEmail(TEST_SES_URL, ana.account.email, {
        subject: /Sesión 1:1 confirmada/,
        count: 2,
      });
    } finally {
      frozen.dispose();
    }

    // The frozen function wakes up: its confirm finds the hold already confirmed with its very
    // charge, so it answers with the booking and refunds nothing.
    const answer = (await late) as { payment: { status: string } };
    expect(answer.payment.status).toBe('paid');
    const charges = await chargesOf(ana.user.id, `${second}-0900`);
    expect(charges.map((c) => c.status)).toEqual(['succeeded']);
    // The confirm sends its emails before answering: a stray one would already be here.
    const confirmations = (await emailsTo(TEST_SES_URL, ana.account.email)).filter((e) =>
      /Sesión 1:1 confirmada/.test(e.subject),
    );
    expect(confirmations).toHaveLength(2); // the included session's and this one's
  });

  it('not charged: the slot is freed for the next member; the late charge is refunded', async () => {
    const ana = await eliteUser();
    const [first, second] = pairs[1]!;
    expect((await postBooking(ana.cookie, session(first))).statusCode).toBe(201);
    const profile = (await readProfile(ana.user.id))!;

    // The function freezes before its charge reaches the provider (the simulator's lookup of
    // the idempotency key is its first step).
    const frozen = holdTableCall({ command: /GetItem/, input: /SIM#CHARGE#consulting-/ });
    let late: Promise<unknown> | undefined;
    try {
      late = bookSession(profile, session(second), staleInstant()).catch((e: unknown) => e);
      await frozen.reached;
      expect((await slotItems(second))[0]).toMatchObject({ userId: ana.user.id, hold: true });

      expect(await takenSlots(bea.cookie, second)).not.toContain(TIME);
      const [mine, attempt] = await Promise.all([
        listMemberBookings(ana.cookie),
        postBooking(bea.cookie, session(second)),
      ]);
      expect(mine.bookings.map((b) => b.id)).not.toContain(`${second}-0900`);
      expect(attempt.statusCode).toBe(201);
      expect(jsonBody<BookResponse>(attempt).booking.date).toBe(second);
    } finally {
      frozen.dispose();
    }

    // The late function charges after all, cannot confirm a hold that is gone, refunds at once
    // and leaves Bea's booking alone.
    const failure = (await late) as { status?: number; message?: string };
    expect(failure).toMatchObject({ status: 409, message: ELITE_MESSAGES.slotBusy });
    const charges = await chargesOf(ana.user.id, `${second}-0900`);
    expect(charges.map((c) => c.status)).toEqual(['refunded']);
    expect((await slotItems(second))[0]).toMatchObject({ userId: bea.user.id });
    expect((await listMemberBookings(ana.cookie)).bookings.map((b) => b.id)).not.toContain(
      `${second}-0900`,
    );
  });

  it('a member cancelling their own abandoned, charged hold gets it confirmed and refunded', async () => {
    const ana = await eliteUser();
    const [first, second] = pairs[2]!;
    expect((await postBooking(ana.cookie, session(first))).statusCode).toBe(201);
    const profile = (await readProfile(ana.user.id))!;
    const frozen = holdTableCall({ command: /TransactWriteItems/, input: /REMOVE #hold/ });
    let late: Promise<unknown> | undefined;
    try {
      late = bookSession(profile, session(second), staleInstant()).catch((e: unknown) => e);
      await frozen.reached;
      const answer = await cancelBooking(ana.cookie, `${second}-0900`);
      expect(answer.statusCode).toBe(200);
      expect(jsonBody<{ message: string }>(answer).message).toBe(
        ELITE_MESSAGES.bookingCancelledRefund('$75.00'),
      );
    } finally {
      frozen.dispose();
    }
    await late;
    const charges = await chargesOf(ana.user.id, `${second}-0900`);
    expect(charges.map((c) => c.status)).toEqual(['refunded']);
    expect(await slotItems(second)).toEqual([]);
    const pi = String(charges[0]!.id);
    expect((await readSimCharge(pi))?.status).toBe('refunded');
  });
});
