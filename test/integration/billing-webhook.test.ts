import '../support/stripe-env.ts';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authorize } from '../../functions/commons/access.ts';
import { db, tableName } from '../../functions/commons/db.ts';
import { BILLING_MESSAGES } from '../../shared/api/billing.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { billing, billingState, billingUser, profileOf } from '../support/billing.ts';
import { FakeStripe, stripeOnly } from '../support/stripe-fake.ts';
import { TEST_SES_URL } from '../setup/ports.ts';
import { emailsTo, waitForEmail } from '../support/mail.ts';

/**
 * POST /api/stripe/webhook: signatures on the raw body, one application per event id, and the
 * subscription re-read from Stripe on every event, so late or repeated deliveries cannot move the
 * user away from Stripe's state.
 */
const stripe = new FakeStripe();
const server = setupServer(...stripe.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: stripeOnly }));
afterEach(() => stripe.reset());
afterAll(() => server.close());

/** A user with an Elite subscription created at checkout (not yet confirmed). */
async function checkoutStarted() {
  const user = await billingUser();
  const offer = await billing.subscribe(user.cookie, 'elite');
  expect(offer.status).toBe(200);
  const sub = [...stripe.subscriptions.values()].find((s) => s.metadata.userId === user.user.id)!;
  return { ...user, sub };
}

describe('signature', () => {
  it('applies a correctly signed delivery', async () => {
    const { user, sub } = await checkoutStarted();
    stripe.payFirstInvoice(sub.id);
    const delivery = stripe.event('customer.subscription.updated', stripe.subscriptionJson(sub.id));
    const answer = await billing.webhook(delivery.payload, delivery.signature);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ received: true, outcome: 'applied' });
    expect(await profileOf(user.id)).toMatchObject({
      plan: 'elite',
      subscriptionStatus: 'active',
      cardLast4: '4242',
    });
  });

  it('decodes a base64 body before checking the signature', async () => {
    const { user, sub } = await checkoutStarted();
    stripe.payFirstInvoice(sub.id);
    const delivery = stripe.event('customer.subscription.created', stripe.subscriptionJson(sub.id));
    const answer = await billing.webhook(delivery.payload, delivery.signature, { base64: true });
    expect(answer.status).toBe(200);
    expect((await profileOf(user.id)).plan).toBe('elite');
  });

  it('refuses a wrong signature, a missing one and an altered body, touching nothing', async () => {
    const { user, sub } = await checkoutStarted();
    stripe.payFirstInvoice(sub.id);
    stripe.reset();
    const object = stripe.subscriptionJson(sub.id);
    const forged = stripe.event('customer.subscription.updated', object, {
      secret: 'whsec_someone_else',
    });
    const genuine = stripe.event('customer.subscription.updated', object);
    const answers = [
      await billing.webhook(forged.payload, forged.signature),
      await billing.webhook(genuine.payload),
      await billing.webhook(
        genuine.payload.replace('"livemode":false', '"livemode":true'),
        genuine.signature,
      ),
      await billing.webhook(genuine.payload, 't=1,v1=deadbeef'),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(BILLING_MESSAGES.webhookSignature);
    }
    expect(stripe.requests).toHaveLength(0);
    expect((await profileOf(user.id)).plan).toBe('gratuito');
    const marker = await db.get({
      TableName: tableName,
      Key: { pk: `STRIPE_EVENT#${forged.id}`, sk: 'EVENT' },
    });
    expect(marker.Item).toBeUndefined();
  });

  it('refuses a stale delivery (signed more than five minutes ago)', async () => {
    const { user, sub } = await checkoutStarted();
    stripe.payFirstInvoice(sub.id);
    const stale = stripe.event('customer.subscription.updated', stripe.subscriptionJson(sub.id), {
      timestamp: Math.floor(Date.now() / 1000) - 10 * 60,
    });
    const answer = await billing.webhook(stale.payload, stale.signature);
    expect(answer.status).toBe(400);
    expect((await profileOf(user.id)).plan).toBe('gratuito');
  });
});

describe('deliveries', () => {
  it('applies the same event once, however often it is delivered', async () => {
    const { user, sub } = await checkoutStarted();
    stripe.payFirstInvoice(sub.id);
    stripe.reset();
    const delivery = stripe.event('invoice.paid', {
      id: 'in_test',
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
    });
    const first = await billing.webhook(delivery.payload, delivery.signature);
    const second = await billing.webhook(delivery.payload, delivery.signature);
    expect(first.body).toMatchObject({ received: true, outcome: 'applied' });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ received: true, duplicate: true });
    expect(stripe.calls(`GET /v1/subscriptions/${sub.id}`)).toHaveLength(1);
    const marker = await db.get({
      TableName: tableName,
      Key: { pk: `STRIPE_EVENT#${delivery.id}`, sk: 'EVENT' },
    });
    const ttl = Number(marker.Item?.ttl);
    expect(ttl - Math.floor(Date.now() / 1000)).toBeGreaterThan(29 * 86_400);
    expect((await profileOf(user.id)).plan).toBe('elite');
  });

  it('emails one receipt whatever the retries, event types and order of deliveries', async () => {
    const { user, sub } = await checkoutStarted();
    stripe.payFirstInvoice(sub.id, { brand: 'visa', last4: '4242' });
    const invoiceId = sub.latestInvoice.id;
    const invoice = {
      id: invoiceId,
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
    };
    const paid = stripe.event('invoice.paid', invoice);
    const succeeded = stripe.event('invoice.payment_succeeded', invoice);
    const updated = stripe.event('customer.subscription.updated', stripe.subscriptionJson(sub.id));
    await Promise.all([
      billing.webhook(succeeded.payload, succeeded.signature),
      billing.webhook(paid.payload, paid.signature),
    ]);
    await billing.webhook(updated.payload, updated.signature);
    await billing.webhook(paid.payload, paid.signature);
    const receipt = await waitForEmail(TEST_SES_URL, user.email, { subject: /Recibo/ });
    expect(receipt.subject).toBe('Recibo de tu pago de $99.00 — Plan Elite');
    expect(receipt.body.text).toContain(`Número de factura: ${invoiceId}`);
    expect(receipt.body.text).toContain('Tarjeta: VISA •••• 4242');
    const receipts = (await emailsTo(TEST_SES_URL, user.email)).filter((e) =>
      e.subject.startsWith('Recibo'),
    );
    expect(receipts).toHaveLength(1);
  });

  it('ends where Stripe is, whatever the order of delivery', async () => {
    const { user, sub } = await checkoutStarted();
    stripe.payFirstInvoice(sub.id);
    // Delivered late: the "now active" update, after the subscription was already deleted.
    const activeUpdate = stripe.event(
      'customer.subscription.updated',
      stripe.subscriptionJson(sub.id),
    );
    const created = stripe.event('customer.subscription.created', stripe.subscriptionJson(sub.id));
    await billing.webhook(created.payload, created.signature);
    expect((await profileOf(user.id)).plan).toBe('elite');

    stripe.update(sub.id, { status: 'canceled', endedAt: Math.floor(Date.now() / 1000) });
    const deleted = stripe.event('customer.subscription.deleted', stripe.subscriptionJson(sub.id));
    expect((await billing.webhook(deleted.payload, deleted.signature)).body.outcome).toBe('ended');
    const late = await billing.webhook(activeUpdate.payload, activeUpdate.signature);
    expect(late.status).toBe(200);

    const profile = await profileOf(user.id);
    expect(billingState(profile)).toMatchObject({
      plan: 'gratuito',
      subscriptionStatus: 'active',
      cancelAtPeriodEnd: false,
      cardLast4: undefined,
    });
    expect(profile.endedPlan).toBe('elite');
    expect(profile.endedAt).toBeDefined();
  });

  it('lets a late event of an old subscription leave the new one alone', async () => {
    const { user, sub, cookie } = await checkoutStarted();
    stripe.payFirstInvoice(sub.id);
    const paid = stripe.event('customer.subscription.updated', stripe.subscriptionJson(sub.id));
    await billing.webhook(paid.payload, paid.signature);
    // An abandoned, never-paid subscription of the same customer expires later.
    const other = await billing.subscribe(cookie, 'pro');
    expect(other.status).toBe(409);
    const abandoned = [...stripe.subscriptions.values()].find(
      (s) => s.customer === sub.customer && s.id !== sub.id,
    );
    expect(abandoned).toBeUndefined();
    stripe.subscriptions.set('sub_abandoned', {
      ...stripe.mustSub(sub.id),
      id: 'sub_abandoned',
      status: 'incomplete_expired',
    });
    const expired = stripe.event(
      'customer.subscription.updated',
      stripe.subscriptionJson('sub_abandoned'),
    );
    const answer = await billing.webhook(expired.payload, expired.signature);
    expect(answer.body.outcome).toBe('unchanged');
    expect(await profileOf(user.id)).toMatchObject({ plan: 'elite', stripeSubscriptionId: sub.id });
  });

  it('blocks the plan when a renewal fails (past due), and lets it back when paid', async () => {
    const { user, sub, cookie } = await checkoutStarted();
    stripe.payFirstInvoice(sub.id);
    const paid = stripe.event('invoice.paid', {
      object: 'invoice',
      parent: { subscription_details: { subscription: sub.id } },
    });
    await billing.webhook(paid.payload, paid.signature);
    stripe.update(sub.id, { status: 'past_due' });
    const failed = stripe.event('invoice.payment_failed', {
      object: 'invoice',
      parent: { subscription_details: { subscription: sub.id } },
    });
    await billing.webhook(failed.payload, failed.signature);
    expect(await profileOf(user.id)).toMatchObject({
      plan: 'elite',
      subscriptionStatus: 'past_due',
    });
    const view = await billing.subscription(cookie);
    expect(view.body).toMatchObject({ status: 'past_due', nextCharge: null, canUpdateCard: true });
    const sid = Object.fromEntries([cookie.split('=') as [string, string]]);
    await expect(authorize('pro', sid)).rejects.toMatchObject({ status: 403 });

    stripe.update(sub.id, { status: 'active' });
    const recovered = stripe.event('invoice.paid', {
      object: 'invoice',
      parent: { subscription_details: { subscription: sub.id } },
    });
    await billing.webhook(recovered.payload, recovered.signature);
    expect((await authorize('elite', sid))?.userId).toBe(user.id);
  });

  it('takes the new card from the customer after a Billing Portal update', async () => {
    const { user, sub } = await checkoutStarted();
    stripe.payFirstInvoice(sub.id);
    const paid = stripe.event('customer.subscription.updated', stripe.subscriptionJson(sub.id));
    await billing.webhook(paid.payload, paid.signature);
    expect((await profileOf(user.id)).cardLast4).toBe('4242');

    stripe.update(sub.id, { defaultPaymentMethod: null });
    stripe.setCustomerDefaultCard(sub.customer, { brand: 'mastercard', last4: '4444' });
    const updated = stripe.event('customer.updated', { id: sub.customer, object: 'customer' });
    const answer = await billing.webhook(updated.payload, updated.signature);
    expect(answer.body.outcome).toBe('applied');
    expect(await profileOf(user.id)).toMatchObject({
      plan: 'elite',
      cardBrand: 'mastercard',
      cardLast4: '4444',
    });
  });

  it('applies a delivery that failed once when Stripe retries it', async () => {
    const { user, sub } = await checkoutStarted();
    stripe.payFirstInvoice(sub.id);
    const delivery = stripe.event('customer.subscription.updated', stripe.subscriptionJson(sub.id));
    stripe.down = true;
    const failed = await billing.webhook(delivery.payload, delivery.signature);
    expect(failed.status).toBe(503);
    expect((await profileOf(user.id)).plan).toBe('gratuito');
    stripe.down = false;
    const retried = await billing.webhook(delivery.payload, delivery.signature);
    expect(retried.status).toBe(200);
    expect(retried.body.duplicate).toBeUndefined();
    expect((await profileOf(user.id)).plan).toBe('elite');
  }, 30_000);

  it('acknowledges events it does not act on, and subscriptions of unknown customers', async () => {
    const other = stripe.event('charge.succeeded', { id: 'ch_1', object: 'charge' });
    expect((await billing.webhook(other.payload, other.signature)).body).toMatchObject({
      received: true,
      outcome: 'irrelevant',
    });
    stripe.customers.set('cus_stranger', { id: 'cus_stranger', invoice_settings: {} });
    const { sub } = await checkoutStarted();
    stripe.subscriptions.set('sub_stranger', {
      ...stripe.mustSub(sub.id),
      id: 'sub_stranger',
      customer: 'cus_stranger',
      metadata: {},
    });
    const stranger = stripe.event(
      'customer.subscription.updated',
      stripe.subscriptionJson('sub_stranger'),
    );
    expect((await billing.webhook(stranger.payload, stranger.signature)).body.outcome).toBe(
      'ignored',
    );
  });
});

describe('bad input', () => {
  it('answers 400 in Spanish to a body that is not an event', async () => {
    const answer = await billing.webhook('not json', 't=1,v1=abc');
    expect(answer.status).toBe(400);
    expect(answer.body.message).not.toBe(MESSAGES.internal);
  });
});
