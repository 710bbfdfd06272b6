import {
  SIMULATOR_PRICES,
  SimulatorProvider,
  saveSubscription,
} from '../../functions/billing/simulator.ts';
import { db, tableName } from '../../functions/commons/db.ts';
import type { PlanId } from '../../shared/plans.ts';

/**
 * Test-only: give an existing user a plan directly in the table (as the billing sync would), so
 * Pro and Elite tests need not go through checkout.
 */
export async function grantPlan(userId: string, plan: PlanId, status = 'active'): Promise<void> {
  await db.update({
    TableName: tableName,
    Key: { pk: `USER#${userId}`, sk: 'PROFILE' },
    UpdateExpression: 'SET #plan = :plan, subscriptionStatus = :status',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#plan': 'plan' },
    ExpressionAttributeValues: { ':plan': plan, ':status': status },
  });
}

/**
 * Test-only, simulator mode: an Elite member with a paid simulated subscription and a saved card
 * (what checkout leaves behind), so extra consulting sessions can be charged to it. `last4`
 * 0341 is Stripe's card that saves fine but declines later charges.
 */
export async function grantEliteWithCard(
  userId: string,
  card: { brand: string; last4: string } = { brand: 'visa', last4: '4242' },
): Promise<{ customerId: string; subscriptionId: string }> {
  const simulator = new SimulatorProvider();
  const customerId = await simulator.createCustomer({ userId, email: 'x@example.com', name: 'x' });
  const created = await simulator.createSubscription({
    customerId,
    userId,
    plan: 'elite',
    priceId: SIMULATOR_PRICES.elite,
    trialDays: 0,
  });
  const sub = await simulator.readSubscription(created.id);
  await saveSubscription({ ...sub!, status: 'active', card, pendingIntentId: null });
  await db.update({
    TableName: tableName,
    Key: { pk: `USER#${userId}`, sk: 'PROFILE' },
    UpdateExpression:
      'SET #plan = :plan, subscriptionStatus = :status, stripeCustomerId = :c, stripeSubscriptionId = :s',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#plan': 'plan' },
    ExpressionAttributeValues: {
      ':plan': 'elite',
      ':status': 'active',
      ':c': customerId,
      ':s': created.id,
    },
  });
  return { customerId, subscriptionId: created.id };
}
