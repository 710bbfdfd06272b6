import { randomBytes } from 'node:crypto';
import { sha256 } from '../commons/access.ts';
import { decrement, incrementUnder, writeCounted } from '../commons/counters.ts';
import { db, tableName } from '../commons/db.ts';
import { badRequest, conflict, notFound } from '../commons/errors.ts';
import { ConditionsFailed } from '../commons/transactions.ts';
import {
  describeCriteria,
  hasCriteria,
  MAX_DEAL_ALERTS,
  type DealCriteria,
} from '../../shared/elite/offers.ts';
import { ELITE_MESSAGES, type DealAlert } from '../../shared/api/elite.ts';
import { keys, userPk, PREFIX } from '../commons/keys.ts';

/**
 * Saved deal alerts (the filter bar's "Crear Alerta"):
 *   mine      pk USER#<id>     sk DEAL_ALERT#<alertId>              Query (my alerts)
 *   index     pk DEAL_ALERTS   sk USER#<id>#<alertId>               Query when a deal is added (deals.ts)
 *   criteria  pk USER#<id>     sk DEAL_ALERT_CRITERIA#<hash>        one alert per set of criteria
 *   count     pk USER#<id>     sk COUNT#DEAL_ALERT                  commons/counters.ts
 * All in one transaction, so at most MAX_DEAL_ALERTS per member and no two with the same criteria
 * hold when two requests race (the listing check first gives the usual answer without writing).
 */

/** The marker of one set of criteria (compared as sameCriteria does). */
function criteriaKey(userId: string, criteria: DealCriteria) {
  const normal = [
    criteria.type ?? '',
    criteria.priceRange ?? '',
    criteria.minCapRate ?? '',
    (criteria.location ?? '').toLowerCase(),
  ];
  return keys.dealAlertCriteria(userId, sha256(JSON.stringify(normal)));
}

const countAlerts = async (userId: string) => (await listAlerts(userId)).length;
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
    ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': PREFIX.dealAlert },
    ConsistentRead: true,
  });
  return (result.Items ?? []).map(toAlert).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export async function createAlert(
  userId: string,
  input: DealCriteria,
  now = new Date(),
): Promise<DealAlert> {
  const criteria = clean(input);
  if (!hasCriteria(criteria)) throw badRequest(ELITE_MESSAGES.criteriaEmpty);
  const existing = await listAlerts(userId);
  if (existing.some((alert) => sameCriteria(alert.criteria, criteria))) {
    throw conflict(ELITE_MESSAGES.alertDuplicate);
  }
  if (existing.length >= MAX_DEAL_ALERTS) throw conflict(ELITE_MESSAGES.alertsFull);
  const alertId = randomBytes(6).toString('hex');
  const createdAt = now.toISOString();
  const counter = keys.dealAlertCounter(userId);
  try {
    await writeCounted(counter, () => countAlerts(userId), [
      incrementUnder(counter, MAX_DEAL_ALERTS),
      {
        Put: {
          TableName: tableName,
          Item: { ...criteriaKey(userId, criteria), alertId },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: tableName,
          Item: { ...keys.dealAlert(userId, alertId), alertId, criteria, createdAt },
        },
      },
      {
        Put: {
          TableName: tableName,
          Item: { ...keys.dealAlertIndex(userId, alertId), userId, alertId, criteria },
        },
      },
    ]);
  } catch (error) {
    if (error instanceof ConditionsFailed) {
      throw conflict(
        error.failed.includes(1) ? ELITE_MESSAGES.alertDuplicate : ELITE_MESSAGES.alertsFull,
      );
    }
    throw error;
  }
  return { id: alertId, criteria, summary: describeCriteria(criteria), createdAt };
}

export async function deleteAlert(userId: string, alertId: string): Promise<void> {
  if (!/^[0-9a-f]{12}$/.test(alertId)) throw notFound(ELITE_MESSAGES.alertNotFound);
  const mine = keys.dealAlert(userId, alertId);
  const found = await db.get({ TableName: tableName, Key: mine, ConsistentRead: true });
  if (!found.Item) throw notFound(ELITE_MESSAGES.alertNotFound);
  // Its criteria marker goes with it (an alert made before markers has none of its own).
  const marker = criteriaKey(userId, found.Item.criteria as DealCriteria);
  const markerItem = await db.get({ TableName: tableName, Key: marker, ConsistentRead: true });
  const counter = keys.dealAlertCounter(userId);
  try {
    await writeCounted(counter, () => countAlerts(userId), [
      { Delete: { TableName: tableName, Key: mine, ConditionExpression: 'attribute_exists(pk)' } },
      {
        Delete: {
          TableName: tableName,
          Key: keys.dealAlertIndex(userId, alertId),
        },
      },
      ...(markerItem.Item?.alertId === alertId
        ? [
            {
              Delete: {
                TableName: tableName,
                Key: marker,
                ConditionExpression: 'alertId = :alertId',
                ExpressionAttributeValues: { ':alertId': alertId },
              },
            },
          ]
        : []),
      decrement(counter),
    ]);
  } catch (error) {
    if (error instanceof ConditionsFailed) throw notFound(ELITE_MESSAGES.alertNotFound);
    throw error;
  }
}
