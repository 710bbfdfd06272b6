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
export interface CheckoutItem {
  pk: string;
  sk: 'CHECKOUT';
  subscriptionId?: string;
  plan?: PaidPlanId;
  claim?: string;
  claimUntil?: number;
  updatedAt?: string;
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
