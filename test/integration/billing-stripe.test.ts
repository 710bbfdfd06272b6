import '../support/stripe-env.ts';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/commons/db.ts';
import { BILLING_MESSAGES } from '../../shared/api/billing.ts';
import { billing, billingState, billingUser, profileOf } from '../support/billing.ts';
import { expandOf, FakeStripe, stripeOnly, TEST_STRIPE } from '../support/stripe-fake.ts';
import { TEST_SITE_URL } from '../setup/ports.ts';

/**
 * Checkout, payment return and plan management against Stripe's HTTP API (faked by msw): what we
 * send Stripe, and what we store from what it answers.
 */
const stripe = new FakeStripe();
const server = setupServer(...stripe.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: stripeOnly }));
afterEach(() => stripe.reset());
afterAll(() => server.close());

const M = BILLING_MESSAGES;
const DAY = 86_400_000;

/** A signed-in user who subscribed to `plan` and whose browser confirmed it with Stripe. */
async function paidUser(plan: 'pro' | 'elite') {
  const user = await billingUser();
  const offer = await billing.subscribe(user.cookie, plan);
  expect(offer.status).toBe(200);
  const sub = [...stripe.subscriptions.values()].find(
    (s) => s.metadata.userId === user.user.id && s.status !== 'canceled',
  )!;
  const intent = plan === 'pro' ? stripe.completeSetup(sub.id) : stripe.payFirstInvoice(sub.id);
  const done = await billing.paymentSuccess(user.cookie, { plan, paymentIntentId: intent.id });
  expect(done.status).toBe(200);
  return { ...user, subscriptionId: sub.id };
}

describe('POST /api/subscribe/{plan} with Stripe', () => {
  it('creates one customer and an incomplete Elite subscription for the Payment Element', async () => {
    const { cookie, user } = await billingUser();
    const answer = await billing.subscribe(cookie, 'elite');

    expect(answer.status).toBe(200);
    const [customerCall] = stripe.calls('POST /v1/customers');
    expect(customerCall?.idempotencyKey).toBe(`customer-${user.id}`);
    expect(customerCall?.params.get('metadata[userId]')).toBe(user.id);

    const [create] = stripe.calls('POST /v1/subscriptions');
    expect(create?.params.get('items[0][price]')).toBe(TEST_STRIPE.priceElite);
    expect(create?.params.get('payment_behavior')).toBe('default_incomplete');
    expect(create?.params.get('payment_settings[save_default_payment_method]')).toBe(
      'on_subscription',
    );
    expect(expandOf(create!)).toEqual(
      expect.arrayContaining(['latest_invoice.confirmation_secret', 'pending_setup_intent']),
    );
    expect(create?.params.get('trial_period_days')).toBeNull();

    const sub = [...stripe.subscriptions.values()].find((s) => s.metadata.userId === user.id)!;
    const intent = stripe.intents.get(sub.latestInvoice.paymentIntent!)!;
    expect(answer.body).toMatchObject({
      success: true,
      plan: 'elite',
      clientSecret: intent.clientSecret,
      intentType: 'payment',
      amountDueToday: 9900,
      amount: 9900,
      currency: 'usd',
      trialEnd: null,
      redirectUrl: '/checkout?plan=elite',
    });

    // Nothing is the user's until Stripe says it is paid.
    const profile = await profileOf(user.id);
    expect(profile.plan).toBe('gratuito');
    expect(profile.stripeCustomerId).toBe(sub.customer);
    expect(profile.stripeSubscriptionId).toBeUndefined();
    const marker = await db.get({
      TableName: tableName,
      Key: { pk: `CUSTOMER#${sub.customer}`, sk: 'CUSTOMER' },
    });
    expect(marker.Item?.userId).toBe(user.id);
  });

  it('starts Pro with a 7-day trial whose card is collected through the pending SetupIntent', async () => {
    const { cookie, user } = await billingUser();
    const before = Date.now();
    const answer = await billing.subscribe(cookie, 'pro');

    const [create] = stripe.calls('POST /v1/subscriptions');
    expect(create?.params.get('items[0][price]')).toBe(TEST_STRIPE.pricePro);
    expect(create?.params.get('trial_period_days')).toBe('7');
    expect(create?.params.get('trial_settings[end_behavior][missing_payment_method]')).toBe(
      'cancel',
    );
    const sub = [...stripe.subscriptions.values()].find((s) => s.metadata.userId === user.id)!;
    expect(sub.status).toBe('trialing');
    const setup = stripe.intents.get(sub.pendingSetupIntent!)!;
    expect(answer.body).toMatchObject({
      success: true,
      clientSecret: setup.clientSecret,
      intentType: 'setup',
      amountDueToday: 0,
      amount: 4900,
    });
    const trialEnd = Date.parse(answer.body.trialEnd!);
    expect(trialEnd - before).toBeGreaterThan(7 * DAY - 60_000);
    expect(trialEnd - before).toBeLessThan(7 * DAY + 60_000);
    // Trialing at Stripe, but no card yet: not Pro.
    expect((await profileOf(user.id)).plan).toBe('gratuito');
  });

  it('reuses the open subscription on reload and never creates two, even when called at once', async () => {
    const { cookie } = await billingUser();
    const answers = await Promise.all([
      billing.subscribe(cookie, 'elite'),
      billing.subscribe(cookie, 'elite'),
      billing.subscribe(cookie, 'elite'),
    ]);
    const again = await billing.subscribe(cookie, 'elite');
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(stripe.calls('POST /v1/subscriptions')).toHaveLength(1);
    const secrets = new Set([...answers, again].map((a) => a.body.clientSecret));
    expect(secrets.size).toBe(1);
  });

  it('drops the unpaid subscription when the user switches plan at checkout', async () => {
    const { cookie, user } = await billingUser();
    await billing.subscribe(cookie, 'elite');
    const elite = [...stripe.subscriptions.values()].find((s) => s.metadata.userId === user.id)!;
    const pro = await billing.subscribe(cookie, 'pro');
    expect(pro.body.intentType).toBe('setup');
    expect(stripe.calls(`DELETE /v1/subscriptions/${elite.id}`)).toHaveLength(1);
    expect(stripe.calls('POST /v1/subscriptions')).toHaveLength(2);
    expect(elite.status).toBe('canceled');
  });

  it('refuses a second subscription to a user who already pays, and unknown plans', async () => {
    const { cookie } = await paidUser('elite');
    stripe.reset();
    const again = await billing.subscribe(cookie, 'pro');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, redirectUrl: '/subscription' });
    expect(again.body.message).toBe(
      'Ya tienes el Plan Elite. Cambia al Plan Pro desde Gestionar Plan.',
    );
    expect(stripe.requests).toHaveLength(0);

    const bad = await billing.subscribe(cookie, 'platinum');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(M.invalidPlan);
    const visitor = await billing.subscribe(undefined, 'pro');
    expect(visitor.status).toBe(401);
  });

  it('answers 503 in Spanish when Stripe is down, and writes no checkout', async () => {
    const { cookie, user } = await billingUser();
    stripe.down = true;
    const answer = await billing.subscribe(cookie, 'elite');
    expect(answer.status).toBe(503);
    expect(answer.body.message).toBe(M.paymentsUnavailable);
    const checkout = await db.get({
      TableName: tableName,
      Key: { pk: `USER#${user.id}`, sk: 'CHECKOUT' },
      ConsistentRead: true,
    });
    expect(checkout.Item?.subscriptionId).toBeUndefined();
    expect(checkout.Item?.claim).toBeUndefined();
    expect((await profileOf(user.id)).plan).toBe('gratuito');
  }, 30_000);

  it('POST /api/subscribe/free answers the activation page, and sends a paying user to /subscription', async () => {
    const free = await billingUser();
    const answer = await billing.subscribe(free.cookie, 'free');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      plan: 'gratuito',
      redirectUrl: '/dashboard',
    });

    const paying = await paidUser('pro');
    const refused = await billing.subscribe(paying.cookie, 'free');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, redirectUrl: '/subscription' });
    expect((await profileOf(paying.user.id)).plan).toBe('pro');
  });
});

describe('POST /api/payment-success', () => {
  it('verifies the trial SetupIntent with Stripe, then syncs Pro in trial with its card', async () => {
    const { cookie, user } = await billingUser();
    await billing.subscribe(cookie, 'pro');
    const sub = [...stripe.subscriptions.values()].find((s) => s.metadata.userId === user.id)!;
    const setup = stripe.completeSetup(sub.id, { brand: 'mastercard', last4: '4444' });

    const answer = await billing.paymentSuccess(cookie, { plan: 'pro', paymentIntentId: setup.id });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, plan: 'pro', status: 'trialing' });
    expect(stripe.calls(`GET /v1/setup_intents/${setup.id}`)).toHaveLength(1);

    const profile = await profileOf(user.id);
    expect(billingState(profile)).toMatchObject({
      plan: 'pro',
      subscriptionStatus: 'trialing',
      stripeSubscriptionId: sub.id,
      trialEnd: new Date(sub.trialEnd! * 1000).toISOString(),
      cancelAtPeriodEnd: false,
      cardBrand: 'mastercard',
      cardLast4: '4444',
    });
    const view = await billing.subscription(cookie);
    expect(view.body).toMatchObject({
      plan: 'pro',
      status: 'trialing',
      card: { brand: 'mastercard', last4: '4444' },
      nextCharge: {
        date: new Date(sub.trialEnd! * 1000).toISOString(),
        amount: 4900,
        currency: 'usd',
      },
      canUpdateCard: true,
    });
  });

  it('syncs Elite once its first invoice is paid', async () => {
    const { cookie, user, subscriptionId } = await paidUser('elite');
    const sub = stripe.mustSub(subscriptionId);
    const profile = await profileOf(user.id);
    expect(billingState(profile)).toMatchObject({
      plan: 'elite',
      subscriptionStatus: 'active',
      currentPeriodEnd: new Date(sub.currentPeriodEnd * 1000).toISOString(),
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    expect(profile.trialEnd).toBeUndefined();
    const view = await billing.subscription(cookie);
    expect(view.body.nextCharge).toEqual({
      date: new Date(sub.currentPeriodEnd * 1000).toISOString(),
      amount: 9900,
      currency: 'usd',
    });
  });

  it("refuses another user's intent and changes nothing", async () => {
    const victim = await paidUser('elite');
    const victimIntent = stripe.intents.get(
      stripe.mustSub(victim.subscriptionId).latestInvoice.paymentIntent!,
    )!;
    const attacker = await billingUser();
    await billing.subscribe(attacker.cookie, 'elite');
    const before = billingState(await profileOf(attacker.user.id));
    stripe.reset();

    const answer = await billing.paymentSuccess(attacker.cookie, {
      plan: 'elite',
      paymentIntentId: victimIntent.id,
    });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(M.paymentNotFound);
    expect(billingState(await profileOf(attacker.user.id))).toEqual(before);
    expect((await profileOf(attacker.user.id)).plan).toBe('gratuito');
    expect(stripe.calls('GET /v1/subscriptions/' + victim.subscriptionId)).toHaveLength(0);
  });

  it('refuses an intent that has not succeeded, an unknown one, and bad input', async () => {
    const { cookie, user } = await billingUser();
    const offer = await billing.subscribe(cookie, 'elite');
    const intentId = offer.body.clientSecret!.split('_secret_')[0]!;
    const early = await billing.paymentSuccess(cookie, {
      plan: 'elite',
      paymentIntentId: intentId,
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(M.paymentNotCompleted);
    expect((await profileOf(user.id)).plan).toBe('gratuito');

    const unknown = await billing.paymentSuccess(cookie, {
      plan: 'elite',
      paymentIntentId: 'pi_doesnotexist',
    });
    expect(unknown.status).toBe(404);
    const bad = await billing.paymentSuccess(cookie, { plan: 'elite', paymentIntentId: '../x' });
    expect(bad.status).toBe(400);
    const badPlan = await billing.paymentSuccess(cookie, {
      plan: 'gold',
      paymentIntentId: intentId,
    });
    expect(badPlan.status).toBe(400);
    expect(badPlan.body.message).toBe(M.invalidPlan);
  });
});

describe('plan management with Stripe', () => {
  it('upgrades Pro in trial to Elite: the difference is charged now and the trial ends', async () => {
    const { cookie, user, subscriptionId } = await paidUser('pro');
    stripe.reset();
    const answer = await billing.changePlan(cookie, 'elite');
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(M.upgraded);
    const [update] = stripe.calls(`POST /v1/subscriptions/${subscriptionId}`);
    expect(update?.params.get('items[0][price]')).toBe(TEST_STRIPE.priceElite);
    expect(update?.params.get('proration_behavior')).toBe('always_invoice');
    expect(update?.params.get('payment_behavior')).toBe('pending_if_incomplete');
    expect(update?.params.get('trial_end')).toBe('now');
    expect(answer.body.subscription).toMatchObject({ plan: 'elite', status: 'active' });
    expect((await profileOf(user.id)).plan).toBe('elite');
  });

  it('keeps Pro when the upgrade charge fails', async () => {
    const { cookie, user } = await paidUser('pro');
    stripe.failNextUpgradePayment = true;
    const answer = await billing.changePlan(cookie, 'elite');
    expect(answer.status).toBe(402);
    expect(answer.body.message).toBe(M.upgradeDeclined);
    expect((await profileOf(user.id)).plan).toBe('pro');
  });

  it('changes Elite to Pro with a proration credit, and refuses the same plan', async () => {
    const { cookie, user, subscriptionId } = await paidUser('elite');
    stripe.reset();
    const answer = await billing.changePlan(cookie, 'pro');
    expect(answer.status).toBe(200);
    const [update] = stripe.calls(`POST /v1/subscriptions/${subscriptionId}`);
    expect(update?.params.get('items[0][price]')).toBe(TEST_STRIPE.pricePro);
    expect(update?.params.get('proration_behavior')).toBe('create_prorations');
    expect(update?.params.get('trial_end')).toBeNull();
    expect(await profileOf(user.id)).toMatchObject({ plan: 'pro', subscriptionStatus: 'active' });
    const same = await billing.changePlan(cookie, 'pro');
    expect(same.status).toBe(409);
    expect(same.body.message).toBe(M.samePlan);
  });

  it('cancels at period end and undoes it', async () => {
    const { cookie, user, subscriptionId } = await paidUser('elite');
    const cancel = await billing.cancel(cookie);
    expect(cancel.status).toBe(200);
    expect(
      stripe
        .calls(`POST /v1/subscriptions/${subscriptionId}`)
        .at(-1)
        ?.params.get('cancel_at_period_end'),
    ).toBe('true');
    expect(cancel.body.subscription).toMatchObject({
      plan: 'elite',
      status: 'active',
      cancelAtPeriodEnd: true,
      nextCharge: null,
    });
    expect((await profileOf(user.id)).cancelAtPeriodEnd).toBe(true);

    const resume = await billing.resume(cookie);
    expect(resume.status).toBe(200);
    expect(resume.body.subscription.cancelAtPeriodEnd).toBe(false);
    expect(resume.body.subscription.nextCharge).not.toBeNull();
    const again = await billing.resume(cookie);
    expect(again.status).toBe(409);
  });

  it('opens the Billing Portal on the card update flow, returning to /subscription', async () => {
    const { cookie, user } = await paidUser('pro');
    stripe.reset();
    const answer = await billing.portal(cookie);
    expect(answer.status).toBe(200);
    expect(answer.body.url).toMatch(/^https:\/\/billing\.stripe\.com\//);
    const [session] = stripe.calls('POST /v1/billing_portal/sessions');
    const profile = await profileOf(user.id);
    expect(session?.params.get('customer')).toBe(profile.stripeCustomerId);
    expect(session?.params.get('return_url')).toBe(`${TEST_SITE_URL}/subscription`);
    expect(session?.params.get('flow_data[type]')).toBe('payment_method_update');
    expect(session?.params.get('locale')).toBe('es');
  });

  it('refuses management to a free user', async () => {
    const { cookie } = await billingUser();
    for (const answer of [
      await billing.portal(cookie),
      await billing.cancel(cookie),
      await billing.changePlan(cookie, 'elite'),
    ]) {
      expect(answer.status).toBe(409);
    }
    expect(stripe.requests).toHaveLength(0);
    const view = await billing.subscription(cookie);
    expect(view.body).toMatchObject({
      plan: 'gratuito',
      status: 'active',
      card: null,
      nextCharge: null,
      canUpdateCard: false,
    });
  });
});

describe('Stripe mode switches', () => {
  it('gives the browser the publishable key', async () => {
    const answer = await billing.config();
    expect(answer.body).toEqual({ mode: 'stripe', publishableKey: TEST_STRIPE.publishableKey });
  });

  it('refuses the offline simulator when BILLING_MODE is stripe', async () => {
    const { cookie } = await billingUser();
    const answer = await billing.simulatorConfirm(cookie, {
      clientSecret: 'sim_pi_0123456789abcdef_secret_x',
      cardNumber: '4242424242424242',
      expiry: '12/40',
      cvc: '123',
    });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(M.simulatorOff);
  });
});
