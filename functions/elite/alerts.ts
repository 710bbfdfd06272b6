import { randomBytes } from 'node:crypto';
import { db, tableName } from '../commons/db.ts';
import { badRequest, conflict, notFound } from '../commons/errors.ts';
import { ConditionsFailed, writeTransaction } from '../commons/transactions.ts';
import {
  describeCriteria,
  hasCriteria,
  MAX_DEAL_ALERTS,
  type DealCriteria,
} from '../../shared/elite.ts';
import { dealCriteriaSchema, ELITE_MESSAGES, type DealAlert } from '../../shared/api/elite.ts';

/**
 * Saved deal alerts (the filter bar's "Crear Alerta"):
 *   mine    pk USER#<id>     sk DEAL_ALERT#<alertId>    Query (my alerts)
 *   index   pk DEAL_ALERTS   sk USER#<id>#<alertId>     Query when a deal is added (deals.ts)
 * Both in one transaction. At most MAX_DEAL_ALERTS per member; no two with the same criteria.
 */
function clean(criteria: DealCriteria): DealCriteria {
  return {
    ...(criteria.type ? { type: criteria.type } : {}),
    ...(criteria.priceRange ? { priceRange: criteria.priceRange } : {}),
    ...(criteria.minCapRate !== undefined ? { minCapRate: criteria.minCapRate } : {}),
    ...(criteria.location?.trim() ? { location: criteria.location.trim() } : {}),
  };
}

function sameCriteria(a: DealCriteria, b: DealCriteria): boolean {
  return (
    a.type === b.type &&
    a.priceRange === b.priceRange &&
    a.minCapRate === b.minCapRate &&
    (a.location ?? '').toLowerCase() === (b.location ?? '').toLowerCase()
  );
}

function toAlert(item: Record<string, unknown>): DealAlert {
  const criteria = item.criteria as DealCriteria;
  return {
    id: String(item.alertId),
    criteria,
    summary: describeCriteria(criteria),
    createdAt: String(item.createdAt),
  };
}

export async function listAlerts(userId: string): Promise<DealAlert[]> {
  const result = await db.query({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': 'DEAL_ALERT#' },
    ConsistentRead: true,
  });
  return (result.Items ?? []).map(toAlert).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export async function createAlert(
  userId: string,
  body: unknown,
  now = new Date(),
): Promise<DealAlert> {
  const criteria = clean(dealCriteriaSchema.parse(body ?? {}));
  if (!hasCriteria(criteria)) throw badRequest(ELITE_MESSAGES.criteriaEmpty);
  const existing = await listAlerts(userId);
  if (existing.some((alert) => sameCriteria(alert.criteria, criteria))) {
    throw conflict(ELITE_MESSAGES.alertDuplicate);
  }
  if (existing.length >= MAX_DEAL_ALERTS) throw conflict(ELITE_MESSAGES.alertsFull);
  const alertId = randomBytes(6).toString('hex');
  const createdAt = now.toISOString();
  await writeTransaction([
    {
      Put: {
        TableName: tableName,
        Item: { pk: `USER#${userId}`, sk: `DEAL_ALERT#${alertId}`, alertId, criteria, createdAt },
      },
    },
    {
      Put: {
        TableName: tableName,
        Item: { pk: 'DEAL_ALERTS', sk: `USER#${userId}#${alertId}`, userId, alertId, criteria },
      },
    },
  ]);
  return { id: alertId, criteria, summary: describeCriteria(criteria), createdAt };
}

export async function deleteAlert(userId: string, alertId: string): Promise<void> {
  if (!/^[0-9a-f]{12}$/.test(alertId)) throw notFound(ELITE_MESSAGES.alertNotFound);
  try {
    await writeTransaction([
      {
        Delete: {
          TableName: tableName,
          Key: { pk: `USER#${userId}`, sk: `DEAL_ALERT#${alertId}` },
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      {
        Delete: {
          TableName: tableName,
          Key: { pk: 'DEAL_ALERTS', sk: `USER#${userId}#${alertId}` },
        },
      },
    ]);
  } catch (error) {
    if (error instanceof ConditionsFailed) throw notFound(ELITE_MESSAGES.alertNotFound);
    throw error;
  }
}
