import { readProfile } from '../auth/profile.ts';
import type Stripe from 'stripe';
import { db, epochSeconds, tableName } from '../commons/db.ts';
import { logger } from '../commons/logger.ts';
import { stripeProvider, verifyStripeEvent } from './stripe-provider.ts';
import { userIdForCustomer } from './store.ts';
import { syncSubscription, type SyncOutcome } from './sync.ts';
import { keys } from '../commons/keys.ts';

/** Deliveries are remembered 30 days (Stripe retries for 3). */
const EVENT_TTL_SECONDS = 30 * 86_400;

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'customer.subscription.pending_update_applied',
  'customer.subscription.pending_update_expired',
]);
const INVOICE_EVENTS = new Set([
  'invoice.paid',
  'invoice.payment_succeeded',
  'invoice.payment_failed',
  'invoice.payment_action_required',
]);

export interface WebhookResult {
  received: true;
  duplicate?: true;
  outcome?: SyncOutcome | 'irrelevant';
}

/**
 * POST /api/stripe/webhook (docs/billing.md): verify the signature on the raw body, skip a
 * delivery already applied, re-read the subscription the event is about and sync it. The event is
 * marked applied only after the sync succeeded, so Stripe's retry of a failed delivery still runs.
 */
export async function handleWebhook(
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookResult> {
  const event = await verifyStripeEvent(rawBody, signature);
  const seen = await db.get({
    TableName: tableName,
    Key: keys.stripeEvent(event.id),
    ConsistentRead: true,
  });
  if (seen.Item) return { received: true, duplicate: true };

  const subscriptionId = await subscriptionOf(event);
  // An invoice event names its invoice: the sync reads it too (its receipt or refusal email).
  const invoiceId = INVOICE_EVENTS.has(event.type)
    ? idOf((event.data.object as { id?: unknown }).id)
    : undefined;
  const outcome = subscriptionId
    ? await syncSubscription(subscriptionId, await stripeProvider(), { invoiceId })
    : 'irrelevant';
  logger.info('webhook applied', { eventId: event.id, type: event.type, subscriptionId, outcome });

  await db
    .put({
      TableName: tableName,
      Item: {
        ...keys.stripeEvent(event.id),
        type: event.type,
        processedAt: new Date().toISOString(),
        ttl: epochSeconds() + EVENT_TTL_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    })
    .catch((error: unknown) => {
      // Another delivery of the same event finished first: the sync is idempotent.
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    });
  return { received: true, outcome };
}

/** The subscription an event concerns; undefined for events we do not act on. */
async function subscriptionOf(event: Stripe.Event): Promise<string | undefined> {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (SUBSCRIPTION_EVENTS.has(event.type)) return idOf(object.id);
  if (INVOICE_EVENTS.has(event.type)) {
    const parent = object.parent as { subscription_details?: { subscription?: unknown } } | null;
    return idOf(parent?.subscription_details?.subscription);
  }
  if (event.type === 'customer.updated') {
    // A new default card (the Billing Portal): refresh the card of the user's subscription.
    const customerId = idOf(object.id);
    const userId = customerId ? await userIdForCustomer(customerId) : undefined;
    return userId
      ? (await readProfile(userId, { consistent: true }))?.stripeSubscriptionId
      : undefined;
  }
  return undefined;
}

function idOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value) return value;
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string') {
    return (value as { id: string }).id;
  }
  return undefined;
}
