import type { ProfileItem } from '../commons/access.ts';
import { db, tableName } from '../commons/db.ts';
import type { PaidPlanId } from '../../shared/plans.ts';
import { keys } from '../commons/keys.ts';

/**
 * Billing items in the single table (docs/data-model.md):
 * - USER#<id>/PROFILE: plan and subscriptionStatus (what access reads) and the billing fields below;
 * - CUSTOMER#<customer id>/CUSTOMER: userId, so a webhook finds its user;
 * - USER#<id>/CHECKOUT: the subscription being paid at checkout, and the claim that makes
 *   concurrent subscribe calls of one user run one at a time;
 * - STRIPE_EVENT#<event id>/EVENT: webhook deliveries already applied (TTL 30 days).
 */
export interface BillingProfile extends ProfileItem {
  stripeCustomerId?: string;
  stripeSubscriptionId?: string;
  /** ISO dates. */
  currentPeriodEnd?: string;
  trialEnd?: string;
  cancelAtPeriodEnd?: boolean;
  cardBrand?: string;
  cardLast4?: string;
  /** The plan's price (cents) and currency, as the provider bills it. */
  planAmount?: number;
  planCurrency?: string;
  /** The paid plan that ended, and when (ISO), for the note on the free plan. */
  endedPlan?: PaidPlanId;
  endedAt?: string;
  /** Set once a trial started with a card: one trial per user. */
  trialUsedAt?: string;
  /** Epoch ms of the provider read last written: an older read never overwrites a newer one. */
  billingReadAt?: number;
}

export interface CheckoutItem {
  pk: string;
  sk: 'CHECKOUT';
  subscriptionId?: string;
  plan?: PaidPlanId;
  claim?: string;
  claimUntil?: number;
  updatedAt?: string;
}

export async function readProfile(userId: string): Promise<BillingProfile | undefined> {
  const result = await db.get({
    TableName: tableName,
    Key: keys.profile(userId),
    ConsistentRead: true,
  });
  return result.Item as BillingProfile | undefined;
}

export async function readCheckout(userId: string): Promise<CheckoutItem | undefined> {
  const result = await db.get({
    TableName: tableName,
    Key: keys.checkout(userId),
    ConsistentRead: true,
  });
  return result.Item as CheckoutItem | undefined;
}

export async function userIdForCustomer(customerId: string): Promise<string | undefined> {
  const result = await db.get({ TableName: tableName, Key: keys.customer(customerId) });
  const userId = result.Item?.userId;
  return typeof userId === 'string' ? userId : undefined;
}
