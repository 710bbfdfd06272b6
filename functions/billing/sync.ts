import { readProfile } from '../auth/profile.ts';
import { db, epochSeconds, tableName } from '../commons/db.ts';
import { logger } from '../commons/logger.ts';
import { billingProvider } from './billing-provider.ts';
import {
  awaitingConfirmation,
  ENDED_STATUSES,
  LIVE_STATUSES,
  type BillingProvider,
  type ProviderSubscription,
} from './provider.ts';
import { billingNotices, sendBillingNotices, TRIAL_REMINDER_DAYS } from './notices.ts';
import { userIdForCustomer } from './store.ts';
import { keys } from '../commons/keys.ts';
import { isoDay } from '../../shared/api/vault-catalog.ts';

export type SyncOutcome =
  /** The subscription is the user's plan now (active, trialing, past due…). */
  | 'applied'
  /** It was the user's plan and ended: back to gratuito. */
  | 'ended'
  /** Nothing to write: still awaiting its first confirmation, or it ended but was not current. */
  | 'unchanged'
  /** A newer read had already been written. */
  | 'stale'
  /** Not ours: unknown subscription, customer or price. */
  | 'ignored';

export interface SyncOptions {
  /** An invoice a webhook named: read fresh too, so its receipt or refusal is told. */
  invoiceId?: string;
  /** The time the emails are written for (the daily job's run); now by default. */
  now?: Date;
}

/**
 * The one subscription sync (docs/billing.md), used by the webhook, payment-success, plan
 * changes, the daily job and the simulator alike: read the subscription fresh from the provider —
 * never from an event's payload, so delivery order does not matter — write the user's plan from
 * it, and send the billing emails that read calls for, each once (notices.ts).
 */
export async function syncSubscription(
  subscriptionId: string,
  provider?: BillingProvider,
  options: SyncOptions = {},
): Promise<SyncOutcome> {
  const billing = provider ?? (await billingProvider());
  if (!billing.owns(subscriptionId)) return 'ignored';
  const readAt = Date.now();
  const subscription = await billing.getSubscription(subscriptionId);
  if (!subscription) {
    logger.warn('subscription to sync not found', { subscriptionId });
    return 'ignored';
  }
  const userId = await ownerOf(subscription);
  if (!userId) {
    logger.warn('subscription of an unknown customer', {
      subscriptionId,
      customerId: subscription.customerId,
    });
    return 'ignored';
  }
  return applySubscription(userId, subscription, readAt, billing, options);
}

/** The user of a subscription: our CUSTOMER marker, else its metadata when the profile agrees. */
async function ownerOf(subscription: ProviderSubscription): Promise<string | undefined> {
  const userId = await userIdForCustomer(subscription.customerId);
  if (userId) return userId;
  if (!subscription.userId) return undefined;
  const profile = await readProfile(subscription.userId, { consistent: true });
  return profile?.stripeCustomerId === subscription.customerId ? subscription.userId : undefined;
}

/** Write what one fresh read of a subscription means for the user's profile, then email it. */
export async function applySubscription(
  userId: string,
  sub: ProviderSubscription,
  readAt: number,
  provider: BillingProvider,
  options: SyncOptions = {},
): Promise<SyncOutcome> {
  const before = await readProfile(userId, { consistent: true });
  const outcome = await writeSubscription(userId, sub, readAt, provider);
  if (before && outcome !== 'ignored') {
    const plan = await provider.planOf(sub.priceId);
    const invoices = sub.latestInvoice ? [sub.latestInvoice] : [];
    if (options.invoiceId && options.invoiceId !== sub.latestInvoice?.id) {
      const named = await provider.getInvoice(options.invoiceId);
      if (named) invoices.push(named);
    }
    const now = epochSeconds(options.now ?? new Date());
    const notices = billingNotices({ before, sub, plan, invoices, outcome, now });
    await sendBillingNotices(before, notices);
    if (outcome === 'applied') await scheduleTrialReminder(userId, sub, now);
  }
  return outcome;
}

/** The daily job's reminder of a trial, on the day TRIAL_REMINDER_DAYS before it ends. */
async function scheduleTrialReminder(
  userId: string,
  sub: ProviderSubscription,
  now: number,
): Promise<void> {
  if (sub.status !== 'trialing' || !sub.trialEnd || sub.pendingConfirmation) return;
  const day = isoDay(new Date((sub.trialEnd - TRIAL_REMINDER_DAYS * 86_400) * 1000));
  // Already due: this very sync sent the reminder if it was time (billingNotices).
  if (day <= isoDay(new Date(now * 1000))) return;
  await db.put({
    TableName: tableName,
    Item: {
      ...keys.trialReminder(day, sub.id),
      userId,
      trialEnd: sub.trialEnd,
      ttl: sub.trialEnd + 7 * 86_400,
    },
  });
}

async function writeSubscription(
  userId: string,
  sub: ProviderSubscription,
  readAt: number,
  provider: BillingProvider,
): Promise<SyncOutcome> {
  const newer = '(attribute_not_exists(billingReadAt) OR billingReadAt <= :readAt)';
  try {
    if (LIVE_STATUSES.has(sub.status) && !awaitingConfirmation(sub)) {
      const plan = await provider.planOf(sub.priceId);
      if (!plan) {
        logger.error('subscription with a price that is not a plan', {
          subscriptionId: sub.id,
          priceId: sub.priceId,
        });
        return 'ignored';
      }
      const set: Record<string, unknown> = {
        plan,
        subscriptionStatus: sub.status,
        stripeSubscriptionId: sub.id,
        stripeCustomerId: sub.customerId,
        cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
        planCurrency: sub.currency,
        billingReadAt: readAt,
        currentPeriodEnd: isoDate(sub.currentPeriodEnd),
        trialEnd: isoDate(sub.trialEnd),
        cardBrand: sub.card?.brand,
        cardLast4: sub.card?.last4,
        planAmount: sub.amount ?? undefined,
      };
      const remove = ['endedPlan', 'endedAt'];
      const trialStarted = sub.trialEnd !== null;
      await updateProfile(
        userId,
        set,
        remove,
        `attribute_exists(pk) AND ${newer}`,
        {
          ':readAt': readAt,
        },
        trialStarted ? { trialUsedAt: new Date(readAt).toISOString() } : {},
      );
      return 'applied';
    }
    if (ENDED_STATUSES.has(sub.status)) {
      const endedPlan = await provider.planOf(sub.priceId);
      await updateProfile(
        userId,
        {
          plan: 'gratuito',
          subscriptionStatus: 'active',
          cancelAtPeriodEnd: false,
          billingReadAt: readAt,
          endedPlan,
          endedAt: isoDate(sub.endedAt ?? Math.floor(readAt / 1000)),
        },
        ['currentPeriodEnd', 'trialEnd', 'cardBrand', 'cardLast4', 'planAmount'],
        // Only the user's current subscription ending changes the plan.
        `stripeSubscriptionId = :id AND ${newer}`,
        { ':readAt': readAt, ':id': sub.id },
      );
      return 'ended';
    }
    return 'unchanged';
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') {
      return ENDED_STATUSES.has(sub.status) ? 'unchanged' : 'stale';
    }
    throw error;
  }
}

/**
 * SET the defined values, REMOVE the undefined ones and `remove`; `once` are set only when absent.
 */
async function updateProfile(
  userId: string,
  values: Record<string, unknown>,
  remove: string[],
  condition: string,
  conditionValues: Record<string, unknown>,
  once: Record<string, unknown> = {},
): Promise<void> {
  const names: Record<string, string> = {};
  const exprValues: Record<string, unknown> = { ...conditionValues };
  const sets: string[] = [];
  const removes = new Set(remove);
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) {
      removes.add(key);
      continue;
    }
    names[`#${key}`] = key;
    exprValues[`:v_${key}`] = value;
    sets.push(`#${key} = :v_${key}`);
  }
  for (const [key, value] of Object.entries(once)) {
    names[`#${key}`] = key;
    exprValues[`:v_${key}`] = value;
    sets.push(`#${key} = if_not_exists(#${key}, :v_${key})`);
  }
  // A key is removed only when it is not being set.
  const removeList = [...removes].filter(
    (key) => values[key] === undefined || values[key] === null,
  );
  for (const key of removeList) names[`#${key}`] = key;
  const expression =
    `SET ${sets.join(', ')}` +
    (removeList.length > 0 ? ` REMOVE ${removeList.map((key) => `#${key}`).join(', ')}` : '');
  await db.update({
    TableName: tableName,
    Key: keys.profile(userId),
    UpdateExpression: expression,
    ConditionExpression: condition,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: exprValues,
  });
}

function isoDate(epochSeconds: number | null | undefined): string | undefined {
  return epochSeconds ? new Date(epochSeconds * 1000).toISOString() : undefined;
}
