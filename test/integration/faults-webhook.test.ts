import '../support/fault-dynamo-env.ts';
import '../support/stripe-env.ts';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/commons/db.ts';
import { keys } from '../../functions/commons/keys.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { billing, billingUser, profileOf } from '../support/billing.ts';
import { FaultDynamo, onTableCall } from '../support/faults.ts';
import { FakeStripe, stripeOnly } from '../support/stripe-fake.ts';

/**
 * A Stripe webhook delivered while the table is unavailable. Stripe retries any answer that is not
 * 2xx, so the failed delivery must answer 5xx and record nothing (above all no "already applied"
 * marker); the retry must apply the event, and every later delivery be a no-op. This file has its
 * own DynamoDB Local (data on disk), which it kills and starts again.
 */
const table = new FaultDynamo();
const stripe = new FakeStripe();
const server = setupServer(...stripe.handlers);
beforeAll(async () => {
  server.listen({ onUnhandledRequest: stripeOnly });
  await table.start();
}, 60_000);
afterEach(() => stripe.reset());
afterAll(async () => {
  server.close();
  await table.dispose();
});

/** A user whose Elite subscription Stripe holds as paid, and the event saying so. */
async function paidAtStripe() {
  const user = await billingUser();
  const offer = await billing.subscribe(user.cookie, 'elite');
  expect(offer.status).toBe(200);
  const sub = [...stripe.subscriptions.values()].find((s) => s.metadata.userId === user.user.id)!;
  stripe.payFirstInvoice(sub.id);
  const delivery = stripe.event('customer.subscription.updated', stripe.subscriptionJson(sub.id));
  stripe.reset();
  return { userId: user.user.id, subscriptionId: sub.id, delivery };
}

async function appliedMarker(eventId: string) {
  const found = await db.get({
    TableName: tableName,
    Key: keys.stripeEvent(eventId),
    ConsistentRead: true,
  });
  return found.Item;
}

describe('a webhook delivered while the table is unavailable', () => {
  it('answers 503 and records nothing; the retry applies it once, later deliveries are no-ops', async () => {
    const { userId, subscriptionId, delivery } = await paidAtStripe();
    const deliver = () => billing.webhook(delivery.payload, delivery.signature);

    await table.stop();
    const failed = await deliver();
    expect(failed.status).toBe(503);
    expect(failed.body.message).toBe(MESSAGES.unavailable);
    await table.start();

    expect(await appliedMarker(delivery.id)).toBeUndefined();
    expect((await profileOf(userId)).plan).toBe('gratuito');

    // Stripe's retry.
    const retried = await deliver();
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual({ received: true, outcome: 'applied' });
    const applied = await profileOf(userId);
    expect(applied).toMatchObject({
      plan: 'elite',
      subscriptionStatus: 'active',
      stripeSubscriptionId: subscriptionId,
    });
    const marker = await appliedMarker(delivery.id);
    expect(marker).toMatchObject({ type: 'customer.subscription.updated' });
    const reads = stripe.calls(`GET /v1/subscriptions/${subscriptionId}`).length;
    expect(reads).toBe(1);

    // A late duplicate: answered, not applied again.
    const duplicate = await deliver();
    expect(duplicate.status).toBe(200);
    expect(duplicate.body).toEqual({ received: true, duplicate: true });
    expect(stripe.calls(`GET /v1/subscriptions/${subscriptionId}`)).toHaveLength(reads);
    expect(await appliedMarker(delivery.id)).toEqual(marker);
    expect(await profileOf(userId)).toEqual(applied);
  }, 60_000);

  it('never records the event as applied when the table dies between the plan and the marker', async () => {
    const { userId, subscriptionId, delivery } = await paidAtStripe();
    const deliver = () => billing.webhook(delivery.payload, delivery.signature);

    // The plan is written; the table dies just before the "applied" marker is.
    const disarm = onTableCall({ command: /Put/, input: /STRIPE_EVENT#/, when: 'before' }, () =>
      table.stop(),
    );
    let failed;
    try {
      failed = await deliver();
    } finally {
      disarm();
    }
    expect(failed.status).toBe(503);
    await table.start();
    expect(await appliedMarker(delivery.id)).toBeUndefined();

    // The retry runs again (the sync re-reads Stripe, so running it twice lands on the same
    // state), and only then is the event marked applied.
    const retried = await deliver();
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual({ received: true, outcome: 'applied' });
    expect(await profileOf(userId)).toMatchObject({
      plan: 'elite',
      subscriptionStatus: 'active',
      stripeSubscriptionId: subscriptionId,
    });
    expect(await appliedMarker(delivery.id)).toBeDefined();
    expect((await deliver()).body).toEqual({ received: true, duplicate: true });
  }, 60_000);
});
