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
