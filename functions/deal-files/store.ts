import { db, tableName } from '../commons/db.ts';
import { conflict, notFound } from '../commons/errors.ts';
import { activityPut } from '../commons/activity.ts';
import { decrement, incrementUnder, writeCounted } from '../commons/counters.ts';
import { ConditionsFailed } from '../commons/transactions.ts';
import {
  DEAL_FILE_LIMITS,
  DEAL_FILE_MESSAGES,
  DEAL_FILES_PATH,
  type DealFile,
  type DealFileInputs,
  type DealFileSummary,
  storedDealFileInputs,
} from '../../shared/api/deal-files.ts';
import type { DealFileQualification } from '../../shared/api/qualify.ts';
import { PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES } from '../../shared/api/portfolio.ts';
import { analyseDeal, analyseHold } from '../../shared/finance/deal-analysis.ts';
import { portfolioPropertyFromDeal } from '../../shared/finance/portfolio.ts';
import { newItemId } from '../pro/ids.ts';
import { countPortfolio, portfolioItem } from '../portfolio/store.ts';
import { keys, userPk, PREFIX } from '../commons/keys.ts';

/**
 * Deal files. Items: pk USER#<id>, sk DEALFILE#<deal file id> with the inputs as JSON
 * text (as the member sent them, with defaults filled in), createdAt, updatedAt and, once bought,
 * portfolioPropertyId. The analysis is never stored: it is computed on every read, so it cannot
 * drift from the inputs or from a corrected formula.
 * Access patterns: list newest first (query on the sk prefix, descending); get, replace, delete
 * one (key lookups). pk USER#<id>, sk COUNT#DEALFILE counts them (commons/counters.ts): 200 per
 * member even when creates race. Moving a file into the portfolio writes the property, the
 * portfolio counter and the file's link in one transaction.
 */
const M = DEAL_FILE_MESSAGES;

interface DealFileItem {
  id: string;
  inputsJson: string;
  createdAt: string;
  updatedAt: string;
  portfolioPropertyId?: string;
  /** The latest ¿Califico? run from this file (DealFileQualification as JSON). */
  qualificationJson?: string;
}

/** A stored item's fields, its inputs read with today's defaults. */
function fromItem(item: Record<string, unknown>) {
  const { id, inputsJson, createdAt, updatedAt, portfolioPropertyId, qualificationJson } =
    item as unknown as DealFileItem;
  return {
    id,
    inputs: storedDealFileInputs(JSON.parse(inputsJson) as Record<string, unknown>),
    createdAt,
    updatedAt,
    portfolioPropertyId: portfolioPropertyId ?? null,
    qualification: qualificationJson
      ? (JSON.parse(qualificationJson) as DealFileQualification)
      : null,
  };
}

function toDealFile(item: Record<string, unknown>): DealFile {
  const file = fromItem(item);
  return { ...file, analysis: analyseDeal(file.inputs) };
}

/** A list row: the headline figures only (the BRRRR and flip paths are computed when opened). */
function toSummary(item: Record<string, unknown>): DealFileSummary {
  const file = fromItem(item);
  const a = analyseHold(file.inputs);
  return {
    ...file,
    figures: {
      cashInvested: a.cashInvested,
      monthlyCashFlow: a.monthlyCashFlow,
      cashOnCash: a.cashOnCash,
      capRate: a.capRate,
      lenderDscr: a.lenderDscr,
      irr: a.irr,
    },
  };
}

export async function listDealFiles(userId: string): Promise<DealFileSummary[]> {
  const result = await db.query({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': PREFIX.dealFile },
    ScanIndexForward: false,
    Limit: DEAL_FILE_LIMITS.perMember,
  });
  return (result.Items ?? []).map(toSummary);
}

export async function getDealFile(userId: string, id: string): Promise<DealFile> {
  const result = await db.get({ TableName: tableName, Key: keys.dealFile(userId, id) });
  if (!result.Item) throw notFound(M.notFound);
  return toDealFile(result.Item);
}

async function countDealFiles(userId: string): Promise<number> {
  const result = await db.query({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': PREFIX.dealFile },
    Select: 'COUNT',
    ConsistentRead: true, // it seeds the counter: it must miss nothing
  });
  return result.Count ?? 0;
}

const activity = (inputs: DealFileInputs, id: string) => ({
  kind: 'analysis' as const,
  title: `Expediente: ${inputs.name}`,
  href: `${DEAL_FILES_PATH}?expediente=${id}`,
});

/** A new deal file (at most 200 per member, even when creates race). */
export async function createDealFile(
  userId: string,
  inputs: DealFileInputs,
  now: Date = new Date(),
): Promise<{ id: string }> {
  const counter = keys.dealFileCounter(userId);
  const id = newItemId(now);
  const at = now.toISOString();
  try {
    await writeCounted(counter, () => countDealFiles(userId), [
      incrementUnder(counter, DEAL_FILE_LIMITS.perMember),
      {
        Put: {
          TableName: tableName,
          Item: {
            ...keys.dealFile(userId, id),
            id,
            inputsJson: JSON.stringify(inputs),
            createdAt: at,
            updatedAt: at,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      activityPut(userId, activity(inputs, id), now),
    ]);
  } catch (error) {
    if (error instanceof ConditionsFailed && error.failed.includes(0)) throw conflict(M.tooMany);
    throw error;
  }
  return { id };
}

/** Replace the inputs of a deal file the member has. */
export async function updateDealFile(
  userId: string,
  id: string,
  inputs: DealFileInputs,
  now: Date = new Date(),
): Promise<DealFile> {
  try {
    const result = await db.update({
      TableName: tableName,
      Key: keys.dealFile(userId, id),
      UpdateExpression: 'SET inputsJson = :inputs, updatedAt = :at',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':inputs': JSON.stringify(inputs), ':at': now.toISOString() },
      ReturnValues: 'ALL_NEW',
    });
    return toDealFile(result.Attributes ?? {});
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') throw notFound(M.notFound);
    throw error;
  }
}

export async function deleteDealFile(userId: string, id: string): Promise<void> {
  const counter = keys.dealFileCounter(userId);
  try {
    await writeCounted(counter, () => countDealFiles(userId), [
      {
        Delete: {
          TableName: tableName,
          Key: keys.dealFile(userId, id),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      decrement(counter),
      // The plans to qualify kept beside the file (functions/qualify/qualifications.ts) go with it.
      { Delete: { TableName: tableName, Key: keys.dealFilePlans(userId, id) } },
    ]);
  } catch (error) {
    if (error instanceof ConditionsFailed && error.failed.includes(0)) throw notFound(M.notFound);
    throw error;
  }
}

/**
 * The bought deal becomes a portfolio property (shared/finance/portfolio.ts
 * portfolioPropertyFromDeal), once: the file keeps the property's id, and a second move is
 * refused. The property counts toward the portfolio's limit.
 */
export async function moveDealFileToPortfolio(
  userId: string,
  id: string,
  now: Date = new Date(),
): Promise<{ id: string }> {
  const file = await getDealFile(userId, id);
  if (file.portfolioPropertyId) throw conflict(M.alreadyInPortfolio);
  const counter = keys.portfolioCounter(userId);
  const propertyId = newItemId(now);
  const property = portfolioPropertyFromDeal(file.inputs);
  try {
    await writeCounted(counter, () => countPortfolio(userId), [
      incrementUnder(counter, PORTFOLIO_LIMITS.properties),
      {
        Put: {
          TableName: tableName,
          Item: portfolioItem(userId, propertyId, property, now, id),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: keys.dealFile(userId, id),
          UpdateExpression: 'SET portfolioPropertyId = :pid, updatedAt = :at',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(portfolioPropertyId)',
          ExpressionAttributeValues: { ':pid': propertyId, ':at': now.toISOString() },
        },
      },
    ]);
  } catch (error) {
    if (error instanceof ConditionsFailed) {
      if (error.failed.includes(0)) throw conflict(PORTFOLIO_MESSAGES.tooMany);
      if (error.failed.includes(2)) {
        const again = await db.get({
          TableName: tableName,
          Key: keys.dealFile(userId, id),
          ConsistentRead: true,
        });
        throw again.Item ? conflict(M.alreadyInPortfolio) : notFound(M.notFound);
      }
    }
    throw error;
  }
  return { id: propertyId };
}
