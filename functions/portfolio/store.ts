import { db, tableName } from '../commons/db.ts';
import { badRequest, conflict, notFound } from '../commons/errors.ts';
import { decrement, incrementUnder, writeCounted } from '../commons/counters.ts';
import { ConditionsFailed, writeTransaction } from '../commons/transactions.ts';
import { logger } from '../commons/logger.ts';
import {
  PORTFOLIO_LIMITS,
  PORTFOLIO_MESSAGES,
  type CashFlowMonth,
  type PortfolioProperty,
  type PortfolioPropertyView,
  type PortfolioResponse,
} from '../../shared/api/portfolio.ts';
import {
  EMPTY_BALANCE_SHEET,
  netWorth,
  portfolioTotals,
  propertyFigures,
  type BalanceSheet,
  type PortfolioPropertyInputs,
} from '../../shared/finance/portfolio.ts';
import { newItemId } from '../pro/ids.ts';
import { keys, userPk, PREFIX } from '../commons/keys.ts';

/**
 * The member's portfolio. Items, all under pk USER#<id>:
 * - sk PORTFOLIO#<property id>: the property's inputs (JSON text), the deal file it came from,
 *   createdAt, updatedAt; sk COUNT#PORTFOLIO counts them (50 per member, commons/counters.ts);
 * - sk CASHFLOW#<property id>: that property's monthly actuals, at most 24 months, as one item
 *   (replaced whole by an import or an edit, deleted with the property);
 * - sk BALANCE_SHEET: other assets and debts.
 * Access patterns: the whole portfolio is two queries on the sk prefixes and one get, in
 * parallel; each property, its actuals and the balance sheet are key lookups. Figures are never
 * stored: shared/finance/portfolio.ts computes them on read.
 */
const M = PORTFOLIO_MESSAGES;

/** The stored item of a property (also written by a deal file's move, functions/deal-files/store.ts). */
export function portfolioItem(
  userId: string,
  id: string,
  inputs: PortfolioPropertyInputs,
  now: Date,
  dealFileId?: string,
) {
  const at = now.toISOString();
  return {
    ...keys.portfolioProperty(userId, id),
    id,
    inputsJson: JSON.stringify(inputs),
    ...(dealFileId ? { dealFileId } : {}),
    createdAt: at,
    updatedAt: at,
  };
}

export async function countPortfolio(userId: string): Promise<number> {
  const result = await db.query({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': PREFIX.portfolio },
    Select: 'COUNT',
    ConsistentRead: true, // it seeds the counter: it must miss nothing
  });
  return result.Count ?? 0;
}

async function queryPrefix(userId: string, prefix: string) {
  const result = await db.query({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': prefix },
    Limit: PORTFOLIO_LIMITS.properties,
  });
  return result.Items ?? [];
}

export async function readBalanceSheet(userId: string): Promise<BalanceSheet> {
  const result = await db.get({
    TableName: tableName,
    Key: keys.balanceSheet(userId),
  });
  return result.Item
    ? (JSON.parse(String(result.Item.sheetJson)) as BalanceSheet)
    : EMPTY_BALANCE_SHEET;
}

/**
 * The stored inputs of every property, oldest first (ids sort by creation); a property stored
 * before interest-only months and other income existed reads as amortising, with none.
 */
export async function readProperties(
  userId: string,
): Promise<(PortfolioProperty & { id: string; dealFileId: string | null })[]> {
  const items = await queryPrefix(userId, PREFIX.portfolio);
  return items.map((item) => ({
    id: String(item.id),
    dealFileId: typeof item.dealFileId === 'string' ? item.dealFileId : null,
    interestOnlyMonths: 0,
    otherIncome: 0,
    ...(JSON.parse(String(item.inputsJson)) as PortfolioPropertyInputs),
  }));
}

/** GET /api/portfolio: properties with their figures and actuals, totals, net worth. */
export async function getPortfolio(userId: string): Promise<PortfolioResponse> {
  const [stored, cashFlows, balanceSheet] = await Promise.all([
    readProperties(userId),
    queryPrefix(userId, PREFIX.cashFlow),
    readBalanceSheet(userId),
  ]);
  const actuals = new Map(
    cashFlows.map((item) => [
      String(item.sk).slice(PREFIX.cashFlow.length),
      JSON.parse(String(item.monthsJson)) as CashFlowMonth[],
    ]),
  );
  const properties: PortfolioPropertyView[] = stored.map((p) => ({
    ...p,
    ...propertyFigures(p),
    actuals: actuals.get(p.id) ?? [],
  }));
  const totals = portfolioTotals(properties);
  const worth = netWorth(totals, balanceSheet);
  return { properties, totals, netWorth: worth.netWorth, balanceSheet, worth };
}

/** A new property (at most 50 per member, even when creates race). */
export async function createProperty(
  userId: string,
  inputs: PortfolioPropertyInputs,
  now: Date = new Date(),
): Promise<{ id: string }> {
  const counter = keys.portfolioCounter(userId);
  const id = newItemId(now);
  try {
    await writeCounted(counter, () => countPortfolio(userId), [
      incrementUnder(counter, PORTFOLIO_LIMITS.properties),
      {
        Put: {
          TableName: tableName,
          Item: portfolioItem(userId, id, inputs, now),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ]);
  } catch (error) {
    if (error instanceof ConditionsFailed && error.failed.includes(0)) throw conflict(M.tooMany);
    throw error;
  }
  return { id };
}

export async function updateProperty(
  userId: string,
  id: string,
  inputs: PortfolioPropertyInputs,
  now: Date = new Date(),
): Promise<{ id: string }> {
  try {
    await db.update({
      TableName: tableName,
      Key: keys.portfolioProperty(userId, id),
      UpdateExpression: 'SET inputsJson = :inputs, updatedAt = :at',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':inputs': JSON.stringify(inputs), ':at': now.toISOString() },
    });
    return { id };
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') throw notFound(M.notFound);
    throw error;
  }
}

/** Delete a property with its actuals; the deal file it came from can be moved again. */
export async function deleteProperty(userId: string, id: string): Promise<void> {
  const counter = keys.portfolioCounter(userId);
  const existing = await db.get({ TableName: tableName, Key: keys.portfolioProperty(userId, id) });
  try {
    await writeCounted(counter, () => countPortfolio(userId), [
      {
        Delete: {
          TableName: tableName,
          Key: keys.portfolioProperty(userId, id),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      decrement(counter),
      { Delete: { TableName: tableName, Key: keys.cashFlow(userId, id) } },
    ]);
  } catch (error) {
    if (error instanceof ConditionsFailed && error.failed.includes(0)) throw notFound(M.notFound);
    throw error;
  }
  const dealFileId = existing.Item?.dealFileId;
  if (typeof dealFileId !== 'string') return;
  try {
    // Only while the file still points at this property (it may have been deleted since).
    await db.update({
      TableName: tableName,
      Key: keys.dealFile(userId, dealFileId),
      UpdateExpression: 'REMOVE portfolioPropertyId',
      ConditionExpression: 'portfolioPropertyId = :id',
      ExpressionAttributeValues: { ':id': id },
    });
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') {
      logger.warn('deal file link not cleared', { error: error as Error });
    }
  }
}

/** Replace a property's monthly actuals (sorted by month), only while the property exists. */
export async function putCashFlow(
  userId: string,
  id: string,
  months: CashFlowMonth[],
): Promise<CashFlowMonth[]> {
  const sorted = [...months].sort((a, b) => a.month.localeCompare(b.month));
  try {
    await writeTransaction([
      {
        ConditionCheck: {
          TableName: tableName,
          Key: keys.portfolioProperty(userId, id),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      sorted.length > 0
        ? {
            Put: {
              TableName: tableName,
              Item: { ...keys.cashFlow(userId, id), monthsJson: JSON.stringify(sorted) },
            },
          }
        : { Delete: { TableName: tableName, Key: keys.cashFlow(userId, id) } },
    ]);
  } catch (error) {
    if (error instanceof ConditionsFailed) throw notFound(M.notFound);
    throw error;
  }
  return sorted;
}

export async function putBalanceSheet(
  userId: string,
  sheet: BalanceSheet,
  now: Date = new Date(),
): Promise<BalanceSheet> {
  await db.put({
    TableName: tableName,
    Item: {
      ...keys.balanceSheet(userId),
      sheetJson: JSON.stringify(sheet),
      updatedAt: now.toISOString(),
    },
  });
  return sheet;
}

/** The report needs something to report on. */
export function requireProperties(count: number): void {
  if (count === 0) {
    throw badRequest('Agrega al menos una propiedad a tu portafolio antes de generar el reporte.');
  }
}
