import '../support/stripe-env.ts';
import { readProfile } from '../../functions/auth/profile.ts';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handler as book } from '../../functions/elite/handlers/book.ts';
import { handler as cancel } from '../../functions/elite/handlers/cancel-booking.ts';
import { handler as availability } from '../../functions/elite/handlers/availability.ts';
import {
  bookSession,
  HOLD_STALE_AFTER_MS,
  type BookingRequest,
} from '../../functions/elite/bookings.ts';
import { bookingWindow } from '../../shared/elite/consulting.ts';
import { addDays, weekday } from '../../shared/elite/time.ts';
import { ELITE_MESSAGES, type BookResponse } from '../../shared/api/elite.ts';
import { billing, billingUser } from '../support/billing.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { holdTableCall, onTableCall } from '../support/faults.ts';
import { grantPlan } from '../support/plans.ts';
import { FakeStripe, stripeOnly } from '../support/stripe-fake.ts';
import { scanTable } from '../support/table.ts';
import { randomIp } from '../support/users.ts';

/**
 * Extra consulting sessions against Stripe's HTTP API (faked by msw): a PaymentIntent on the
 * subscription's saved card, off_session and confirmed, with an idempotency key; a refund on a
 * cancellation within the policy; a declined card writes nothing.
 */
const stripe = new FakeStripe();
const server = setupServer(...stripe.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: stripeOnly }));
afterEach(() => stripe.reset());
afterAll(() => server.close());

async function paidElite(card?: { brand: string; last4: string }) {
  const user = await billingUser();
  expect((await billing.subscribe(user.cookie, 'elite')).status).toBe(200);
  const sub = [...stripe.subscriptions.values()].find((s) => s.metadata.userId === user.user.id)!;
  const intent = stripe.payFirstInvoice(sub.id, card);
  const done = await billing.paymentSuccess(user.cookie, {
    plan: 'elite',
    paymentIntentId: intent.id,
  });
  expect(done.status).toBe(200);
  return { ...user, subscriptionId: sub.id, customerId: sub.customer };
}

function post(cookie: string, body: unknown) {
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

// Late in the booking window, away from the dates elite-bookings.test.ts takes first.
const window = bookingWindow(new Date());
const pairs: [string, string][] = [];
for (let d = window.max; d > window.min && pairs.length < 5; d = addDays(d, -1)) {
  const prev = addDays(d, -1);
  const weekdayOk = (x: string) => weekday(x) !== 0 && weekday(x) !== 6;
  if (weekdayOk(d) && weekdayOk(prev) && d.slice(0, 7) === prev.slice(0, 7)) {
    pairs.push([prev, d]);
    d = addDays(d, -1);
  }
}
const session = (date: string, time: BookingRequest['time']): BookingRequest => ({
  type: 'revision-financiamiento',
  date,
  time,
  topic: 'Preparar mi expediente para un préstamo DSCR en Texas.',
  mode: 'video',
});

describe('extra consulting sessions charged with Stripe', () => {
  it('charges the saved card off-session once, and refunds it on an early cancellation', async () => {
    const member = await paidElite();
    const [first, second] = pairs[0]!;
    expect((await post(member.cookie, session(first, '15:00'))).statusCode).toBe(201);
    expect(stripe.calls('POST /v1/payment_intents')).toHaveLength(0); // the included one is free

    const answer = await post(member.cookie, session(second, '15:00'));
    expect(answer.statusCode).toBe(201);
    const body = jsonBody<BookResponse>(answer);
    expect(body.message).toBe(ELITE_MESSAGES.bookedExtra('$75.00', 'visa •••• 4242'));
    const [charge] = stripe.calls('POST /v1/payment_intents');
    expect(charge?.params.get('amount')).toBe('7500');
    expect(charge?.params.get('currency')).toBe('usd');
    expect(charge?.params.get('customer')).toBe(member.customerId);
    expect(charge?.params.get('off_session')).toBe('true');
    expect(charge?.params.get('confirm')).toBe('true');
    expect(charge?.params.get('payment_method')).toBe(
      stripe.mustSub(member.subscriptionId).defaultPaymentMethod,
    );
    expect(charge?.params.get('metadata[bookingId]')).toBe(body.booking.id);
    expect(charge?.idempotencyKey).toMatch(
      new RegExp(`^consulting-${member.user.id}-${body.booking.id}-\\d+$`),
    );
    expect(body.booking.payment).toMatchObject({ status: 'paid', amount: 75 });

    const cancelled = await cancel(
      apiEvent({
        method: 'DELETE',
        path: `/api/elite/bookings/${body.booking.id}`,
        pathParameters: { bookingId: body.booking.id },
        cookies: [member.cookie],
        sourceIp: randomIp(),
      }),
    );
    expect(cancelled.statusCode).toBe(200);
    const [refund] = stripe.calls('POST /v1/refunds');
    const intent = [...stripe.intents.values()].find(
      (i) => i.customer === member.customerId && i.amount === 7500,
    )!;
    expect(refund?.params.get('payment_intent')).toBe(intent.id);
    expect(refund?.idempotencyKey).toBe(`refund-${intent.id}`);
    expect([...stripe.refunds.values()].map((r) => r.amount)).toEqual([7500]);
  });

  it('a declined card: 402 in Spanish, and no booking or slot left behind', async () => {
    const member = await paidElite({ brand: 'visa', last4: '0341' });
    const [first, second] = pairs[1]!;
    expect((await post(member.cookie, session(first, '16:00'))).statusCode).toBe(201);
    const refused = await post(member.cookie, session(second, '16:00'));
    expect(refused.statusCode).toBe(402);
    expect(jsonBody<{ message: string }>(refused).message).toBe(ELITE_MESSAGES.chargeDeclined);
    const left = (await scanTable()).filter(
      (i) =>
        (i.pk === `USER#${member.user.id}` && String(i.sk) === `BOOKING#${second}#16:00`) ||
        i.pk === `SLOT#${second}#16:00`,
    );
    expect(left).toEqual([]);
  });

  it('Stripe down: a Spanish 503, and the hold is released', async () => {
    const member = await paidElite();
    const [first, second] = pairs[2]!;
    expect((await post(member.cookie, session(first, '17:00'))).statusCode).toBe(201);
    stripe.down = true;
    const answer = await post(member.cookie, session(second, '17:00'));
    expect(answer.statusCode).toBe(503);
    stripe.down = false;
    const left = (await scanTable()).filter((i) => i.pk === `SLOT#${second}#17:00`);
    expect(left).toEqual([]);
  });

  describe('a booking function that died between the hold and the confirm', () => {
    const staleInstant = () => new Date(Date.now() - HOLD_STALE_AFTER_MS - 60_000);
    const taken = async (cookie: string, date: string) =>
      jsonBody<{ taken: string[] }>(
        await availability(
          apiEvent({ path: '/api/elite/availability', query: `date=${date}`, cookies: [cookie] }),
        ),
      ).taken;
    const refundsOf = (customerId: string) =>
      [...stripe.refunds.values()]
        .filter((r) => stripe.intents.get(r.paymentIntent)?.customer === customerId)
        .map((r) => r.amount);
    const bookingItem = async (userId: string, date: string, time: string) =>
      (await scanTable()).find(
        (i) => i.pk === `USER#${userId}` && i.sk === `BOOKING#${date}#${time}`,
      );

    it('charged: the next reader finds the PaymentIntent by its key and confirms the booking', async () => {
      const member = await paidElite();
      const other = await billingUser();
      await grantPlan(other.user.id, 'elite');
      const [first, second] = pairs[3]!;
      expect((await post(member.cookie, session(first, '11:00'))).statusCode).toBe(201);
      const profile = (await readProfile(member.user.id))!;
      const frozen = holdTableCall({ command: /TransactWriteItems/, input: /REMOVE #hold/ });
      let late: Promise<unknown> | undefined;
      try {
        late = bookSession(profile, session(second, '11:00'), staleInstant()).catch((e) => e);
        await frozen.reached;
        const [charge] = stripe.calls('POST /v1/payment_intents');
        expect(charge?.params.get('metadata[chargeKey]')).toBe(charge?.idempotencyKey);

        expect(await taken(other.cookie, second)).toContain('11:00');
        // Looked up (a list of the customer's PaymentIntents), never charged again.
        const [lookup] = stripe.calls('GET /v1/payment_intents');
        expect(lookup?.params.get('customer')).toBe(member.customerId);
        expect(stripe.calls('POST /v1/payment_intents')).toHaveLength(1);
        const item = await bookingItem(member.user.id, second, '11:00');
        expect(item?.payment).toMatchObject({ status: 'paid', card: 'visa •••• 4242' });
        expect(item?.paymentIntentId).toMatch(/^pi_/);
      } finally {
        frozen.dispose();
      }
      expect(((await late) as { payment: { status: string } }).payment.status).toBe('paid');
      expect(refundsOf(member.customerId)).toEqual([]);
    });

    it('not charged: the slot is freed, and nothing is charged by the cleanup', async () => {
      const member = await paidElite();
      const other = await billingUser();
      await grantPlan(other.user.id, 'elite');
      const [first, second] = pairs[4]!;
      expect((await post(member.cookie, session(first, '11:00'))).statusCode).toBe(201);
      const profile = (await readProfile(member.user.id))!;
      // Freeze right after the hold is written, before the charge is sent.
      let wake!: () => void;
      const woken = new Promise<void>((resolve) => (wake = resolve));
      let arrived!: () => void;
      const reached = new Promise<void>((resolve) => (arrived = resolve));
      const unhook = onTableCall(
        { command: /TransactWriteItems/, input: /"hold":/, when: 'after' },
        async () => {
          arrived();
          await woken;
        },
      );
      let late: Promise<unknown> | undefined;
      try {
        late = bookSession(profile, session(second, '11:00'), staleInstant()).catch((e) => e);
        await reached;
        expect((await bookingItem(member.user.id, second, '11:00'))?.payment).toMatchObject({
          status: 'pending',
        });
        expect(await taken(other.cookie, second)).not.toContain('11:00');
        expect(await bookingItem(member.user.id, second, '11:00')).toBeUndefined();
        expect(stripe.calls('GET /v1/payment_intents')).toHaveLength(1);
        expect(stripe.calls('POST /v1/payment_intents')).toHaveLength(0);
      } finally {
        wake();
        unhook();
      }
      // The late function charges, finds its hold gone and refunds that charge at once.
      expect(await late).toMatchObject({ status: 409 });
      expect(refundsOf(member.customerId)).toEqual([7500]);
    });
  });
});
