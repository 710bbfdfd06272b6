import '../support/simulator-env.ts';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/commons/db.ts';
import {
  SimulatorProvider,
  advance,
  addMonths,
  type SimSubscription,
} from '../../functions/billing/simulator.ts';
import { syncSubscription } from '../../functions/billing/sync.ts';
import { BILLING_MESSAGES } from '../../shared/api/billing.ts';
import { billing, billingState, billingUser, profileOf } from '../support/billing.ts';

/**
 * The offline billing simulator (no Stripe key): the same handlers and sync as with Stripe, a test
 * card form instead of the Payment Element. 4242… pays, 4000 0000 0000 0002 is declined.
 */
const M = BILLING_MESSAGES;
const card = (cardNumber: string, clientSecret: string) => ({
  clientSecret,
  cardNumber,
  expiry: '12/34',
  cvc: '123',
  name: 'Carla Gómez',
});

async function subscribed(plan: 'pro' | 'elite') {
  const user = await billingUser();
  const offer = await billing.subscribe(user.cookie, plan);
  expect(offer.status).toBe(200);
  return { ...user, offer: offer.body };
}

describe('checkout in the simulator', () => {
  it('tells the browser to use the test card form', async () => {
    expect((await billing.config()).body).toEqual({ mode: 'simulator', publishableKey: null });
  });

  it('starts the Pro trial with the 4242 test card', async () => {
    const { cookie, user, offer } = await subscribed('pro');
    expect(offer).toMatchObject({ intentType: 'setup', amountDueToday: 0, amount: 4900 });
    expect(offer.clientSecret).toMatch(/^sim_seti_/);
    expect((await profileOf(user.id)).plan).toBe('gratuito');

    const confirmed = await billing.simulatorConfirm(
      cookie,
      card('4242 4242 4242 4242', offer.clientSecret!),
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'succeeded', intentType: 'setup' });
    const done = await billing.paymentSuccess(cookie, {
      plan: 'pro',
      paymentIntentId: confirmed.body.intentId,
    });
    expect(done.body).toMatchObject({ success: true, plan: 'pro', status: 'trialing' });

    const profile = await profileOf(user.id);
    expect(billingState(profile)).toMatchObject({
      plan: 'pro',
      subscriptionStatus: 'trialing',
      cardBrand: 'visa',
      cardLast4: '4242',
      cancelAtPeriodEnd: false,
    });
    expect(profile.trialEnd).toBe(offer.trialEnd);
    const view = await billing.subscription(cookie);
    expect(view.body.nextCharge).toEqual({ date: offer.trialEnd, amount: 4900, currency: 'usd' });
  });

  it('declines 4000 0000 0000 0002 with the provider message and changes nothing', async () => {
    const { cookie, user, offer } = await subscribed('elite');
    const before = billingState(await profileOf(user.id));
    const declined = await billing.simulatorConfirm(
      cookie,
      card('4000000000000002', offer.clientSecret!),
    );
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe(M.cardDeclined);
    expect(billingState(await profileOf(user.id))).toEqual(before);
    const intentId = offer.clientSecret!.split('_secret_')[0]!;
    const early = await billing.paymentSuccess(cookie, {
      plan: 'elite',
      paymentIntentId: intentId,
    });
    expect(early.status).toBe(409);
    expect((await profileOf(user.id)).plan).toBe('gratuito');

    // The same checkout then pays with a good card.
    const paid = await billing.simulatorConfirm(
      cookie,
      card('4242424242424242', offer.clientSecret!),
    );
    expect(paid.status).toBe(200);
    expect(await profileOf(user.id)).toMatchObject({ plan: 'elite', subscriptionStatus: 'active' });
    const twice = await billing.simulatorConfirm(
      cookie,
      card('4242424242424242', offer.clientSecret!),
    );
    expect(twice.status).toBe(409);
  });

  it('refuses cards that are not test cards, bad numbers, past dates, and other users', async () => {
    const { cookie, offer } = await subscribed('elite');
    const secret = offer.clientSecret!;
    const answers = {
      real: await billing.simulatorConfirm(cookie, card('4111111111111111', secret)),
      luhn: await billing.simulatorConfirm(cookie, card('4242424242424241', secret)),
      expired: await billing.simulatorConfirm(cookie, {
        ...card('4242424242424242', secret),
        expiry: '01/20',
      }),
      month: await billing.simulatorConfirm(cookie, {
        ...card('4242424242424242', secret),
        expiry: '13/30',
      }),
      cvc: await billing.simulatorConfirm(cookie, {
        ...card('4242424242424242', secret),
        cvc: '1',
      }),
    };
    expect(answers.real).toMatchObject({ status: 402, body: { message: M.cardNotTest } });
    expect(answers.luhn).toMatchObject({ status: 400, body: { message: M.cardNumberInvalid } });
    expect(answers.expired).toMatchObject({ status: 400, body: { message: M.cardExpired } });
    expect(answers.month).toMatchObject({ status: 400, body: { message: M.cardExpiryInvalid } });
    expect(answers.cvc).toMatchObject({ status: 400, body: { message: M.cardCvcInvalid } });

    const other = await billingUser();
    const stolen = await billing.simulatorConfirm(other.cookie, card('4242424242424242', secret));
    expect(stolen.status).toBe(404);
    const guessed = await billing.simulatorConfirm(
      cookie,
      card('4242424242424242', `${secret.slice(0, -4)}0000`),
    );
    expect(guessed.status).toBe(404);
    const visitor = await billing.simulatorConfirm(undefined, card('4242424242424242', secret));
    expect(visitor.status).toBe(401);
  });

  it('never creates two simulated subscriptions for concurrent calls', async () => {
    const { cookie, user } = await billingUser();
    const answers = await Promise.all([1, 2, 3].map(() => billing.subscribe(cookie, 'elite')));
    expect(new Set(answers.map((a) => a.body.clientSecret)).size).toBe(1);
    const subs = await db.scan({
      TableName: tableName,
      FilterExpression: 'begins_with(pk, :p) AND userId = :u',
      ExpressionAttributeValues: { ':p': 'SIM#SUB#', ':u': user.id },
    });
    expect(subs.Items).toHaveLength(1);
  });
});

describe('plan management in the simulator', () => {
  async function proInTrial() {
    const user = await subscribed('pro');
    await billing.simulatorConfirm(user.cookie, card('4242424242424242', user.offer.clientSecret!));
    return user;
  }

  it('upgrades to Elite, changes back to Pro, cancels at period end and resumes', async () => {
    const { cookie, user } = await proInTrial();
    const upgraded = await billing.changePlan(cookie, 'elite');
    expect(upgraded.status).toBe(200);
    expect(upgraded.body.subscription).toMatchObject({
      plan: 'elite',
      status: 'active',
      trialEnd: null,
    });

    const down = await billing.changePlan(cookie, 'pro');
    expect(down.body.subscription).toMatchObject({ plan: 'pro', status: 'active' });

    const cancel = await billing.cancel(cookie);
    expect(cancel.body.subscription).toMatchObject({ cancelAtPeriodEnd: true, nextCharge: null });
    expect((await profileOf(user.id)).cancelAtPeriodEnd).toBe(true);
    const resume = await billing.resume(cookie);
    expect(resume.body.subscription.cancelAtPeriodEnd).toBe(false);
  });

  it('updates the card through its portal page', async () => {
    const { cookie, user } = await proInTrial();
    const portal = await billing.portal(cookie);
    expect(portal.status).toBe(200);
    const url = new URL(portal.body.url);
    expect(url.pathname).toBe('/subscription');
    const secret = url.searchParams.get('tarjeta-prueba')!;
    expect(secret).toMatch(/^sim_seti_/);
    const declined = await billing.simulatorConfirm(cookie, card('4000000000000002', secret));
    expect(declined.status).toBe(402);
    expect((await profileOf(user.id)).cardLast4).toBe('4242');
    const updated = await billing.simulatorConfirm(cookie, card('5555 5555 5555 4444', secret));
    expect(updated.status).toBe(200);
    expect(await profileOf(user.id)).toMatchObject({ cardBrand: 'mastercard', cardLast4: '4444' });
  });

  it('moves a cancelled plan to gratuito once its period is over', async () => {
    const { cookie, user } = await proInTrial();
    await billing.cancel(cookie);
    const profile = await profileOf(user.id);
    const later = new Date(Date.parse(profile.trialEnd!) + 1000);
    const outcome = await syncSubscription(
      profile.stripeSubscriptionId!,
      new SimulatorProvider(() => later),
    );
    expect(outcome).toBe('ended');
    expect(await profileOf(user.id)).toMatchObject({
      plan: 'gratuito',
      subscriptionStatus: 'active',
      endedPlan: 'pro',
      endedAt: profile.trialEnd,
    });
    const view = await billing.subscription(cookie);
    expect(view.body).toMatchObject({ plan: 'gratuito', endedPlan: 'pro', nextCharge: null });
  });
});

describe("the simulator's clock", () => {
  const start = Date.UTC(2026, 0, 31, 12) / 1000;
  const base: SimSubscription = {
    id: 'sim_sub_x',
    customerId: 'sim_cus_x',
    userId: 'u',
    status: 'trialing',
    priceId: 'sim_price_pro',
    created: start,
    currentPeriodStart: start,
    currentPeriodEnd: start + 7 * 86_400,
    trialEnd: start + 7 * 86_400,
    cancelAtPeriodEnd: false,
    card: { brand: 'visa', last4: '4242' },
    pendingIntentId: null,
    endedAt: null,
  };

  it('bills monthly on the same day, clamped to the month end', () => {
    expect(new Date(addMonths(start, 1) * 1000).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(new Date(addMonths(start, 2) * 1000).toISOString()).toBe('2026-03-31T12:00:00.000Z');
  });

  it('converts a trial with a card, cancels one without, and renews or ends periods', () => {
    const afterTrial = base.trialEnd! + 60;
    expect(advance(base, afterTrial)).toMatchObject({
      status: 'active',
      currentPeriodStart: base.trialEnd,
      currentPeriodEnd: addMonths(base.trialEnd!, 1),
    });
    expect(advance({ ...base, card: null }, afterTrial)).toMatchObject({ status: 'canceled' });
    expect(advance(base, base.created + 60)).toBe(base);
    const twoMonths = addMonths(base.trialEnd!, 2) + 60;
    expect(advance(base, twoMonths).currentPeriodEnd).toBe(addMonths(base.trialEnd!, 3));
    expect(advance({ ...base, cancelAtPeriodEnd: true }, afterTrial)).toMatchObject({
      status: 'canceled',
      endedAt: base.trialEnd,
    });
    const unpaid = { ...base, status: 'incomplete', trialEnd: null, created: start };
    expect(advance(unpaid, start + 23 * 3600).status).toBe('incomplete_expired');
  });
});
