import { db, tableName } from '../commons/db.ts';
import { conflict, notFound } from '../commons/errors.ts';
import {
  ANALYSIS_TOOL_LABELS,
  ANALYSIS_TOOL_PATHS,
  PRO_LIMITS,
  PRO_MESSAGES,
  type AnalysisTool,
} from '../../shared/api/pro-catalog.ts';
import type { AnalysisForms, SavedAnalysis } from '../../shared/api/pro.ts';
import { activityPut, recordActivity } from '../commons/activity.ts';
import { decrement, incrementUnder, writeCounted } from '../commons/counters.ts';
import { ConditionsFailed, type TransactItem } from '../commons/transactions.ts';
import { newItemId } from './ids.ts';
import { keys, userPk, analysisPrefix } from '../commons/keys.ts';

/**
 * Saved analyses of the ROI calculator, property evaluator and scenario simulator.
 * Items: pk USER#<id>, sk ANALYSIS#<tool>#<analysis id>. Access patterns: list a tool's analyses,
 * newest first (query on the sk prefix, descending); get, replace or delete one (key lookups).
 * Beside them, pk USER#<id>, sk COUNT#ANALYSIS#<tool> counts them (commons/counters.ts), so the
 * limit per tool holds when saves race.
 */

/**
 * The inputs are stored as JSON text: they are opaque to the table, and empty fields ('') are
 * not storable as attributes on DynamoDB Local's engine.
 */
interface AnalysisItem {
  id: string;
  tool: AnalysisTool;
  name: string;
  inputsJson: string;
  createdAt: string;
  updatedAt: string;
}

function toAnalysis<T extends AnalysisTool>(item: Record<string, unknown>): SavedAnalysis<T> {
  const { id, tool, name, inputsJson, createdAt, updatedAt } = item as unknown as AnalysisItem;
  return {
    id,
    tool: tool as T,
    name,
    inputs: JSON.parse(inputsJson) as AnalysisForms[T],
    createdAt,
    updatedAt,
  };
}

export async function listAnalyses<T extends AnalysisTool>(
  userId: string,
  tool: T,
): Promise<SavedAnalysis<T>[]> {
  const result = await db.query({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': analysisPrefix(tool) },
    ScanIndexForward: false,
    Limit: PRO_LIMITS.listMax,
  });
  return (result.Items ?? []).map((item) => toAnalysis<T>(item));
}

export async function getAnalysis<T extends AnalysisTool>(
  userId: string,
  tool: T,
  id: string,
): Promise<SavedAnalysis<T>> {
  const result = await db.get({ TableName: tableName, Key: keys.analysis(userId, tool, id) });
  if (!result.Item) throw notFound(PRO_MESSAGES.analysisNotFound);
  return toAnalysis<T>(result.Item);
}

async function countAnalyses(userId: string, tool: AnalysisTool): Promise<number> {
  const result = await db.query({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': analysisPrefix(tool) },
    Select: 'COUNT',
    ConsistentRead: true, // it seeds the counter (commons/counters.ts): it must miss nothing
  });
  return result.Count ?? 0;
}

/** Save a new analysis (at most 200 per tool, even when saves race); record it in the activity. */
export async function createAnalysis<T extends AnalysisTool>(
  userId: string,
  tool: T,
  body: { name: string; inputs: AnalysisForms[T] },
  /** The request's rate-limit count, carried by this write (ApiRequest `requestCount`). */
  requestCount?: TransactItem,
  now: Date = new Date(),
): Promise<SavedAnalysis<T>> {
  const counter = keys.analysisCounter(userId, tool);
  const id = newItemId(now);
  const at = now.toISOString();
  const analysis: SavedAnalysis<T> = { id, tool, ...body, createdAt: at, updatedAt: at };
  const item: AnalysisItem = {
    id,
    tool,
    name: body.name,
    inputsJson: JSON.stringify(body.inputs),
    createdAt: at,
    updatedAt: at,
  };
  try {
    await writeCounted(counter, () => countAnalyses(userId, tool), [
      incrementUnder(counter, PRO_LIMITS.analysesPerTool),
      {
        Put: {
          TableName: tableName,
          Item: { ...keys.analysis(userId, tool, id), ...item },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      activityPut(userId, activityFor(analysis), now),
      ...(requestCount ? [requestCount] : []),
    ]);
  } catch (error) {
    // The member's limit; refused for the request's count as well, it is the 429 (http.ts).
    if (
      error instanceof ConditionsFailed &&
      error.failed.includes(0) &&
      !error.refused(requestCount)
    ) {
      throw conflict(PRO_MESSAGES.tooManyAnalyses);
    }
    throw error;
  }
  return analysis;
}

/** Replace the name and inputs of an analysis the user already has. */
export async function updateAnalysis<T extends AnalysisTool>(
  userId: string,
  tool: T,
  id: string,
  body: { name: string; inputs: AnalysisForms[T] },
  now: Date = new Date(),
): Promise<SavedAnalysis<T>> {
  try {
    const result = await db.update({
      TableName: tableName,
      Key: keys.analysis(userId, tool, id),
      UpdateExpression: 'SET #name = :name, inputsJson = :inputs, updatedAt = :at',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#name': 'name' },
      ExpressionAttributeValues: {
        ':name': body.name,
        ':inputs': JSON.stringify(body.inputs),
        ':at': now.toISOString(),
      },
      ReturnValues: 'ALL_NEW',
    });
    const analysis = toAnalysis<T>(result.Attributes ?? {});
    await recordActivity(userId, activityFor(analysis), now);
    return analysis;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') {
      throw notFound(PRO_MESSAGES.analysisNotFound);
    }
    throw error;
  }
}

export async function deleteAnalysis(
  userId: string,
  tool: AnalysisTool,
  id: string,
): Promise<void> {
  const counter = keys.analysisCounter(userId, tool);
  try {
    await writeCounted(counter, () => countAnalyses(userId, tool), [
      {
        Delete: {
          TableName: tableName,
          Key: keys.analysis(userId, tool, id),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      decrement(counter),
    ]);
  } catch (error) {
    if (error instanceof ConditionsFailed && error.failed.includes(0)) {
      throw notFound(PRO_MESSAGES.analysisNotFound);
    }
    throw error;
  }
}

function activityFor(analysis: SavedAnalysis) {
  return {
    kind: 'analysis' as const,
    title: `${ANALYSIS_TOOL_LABELS[analysis.tool]}: ${analysis.name}`,
    href: `${ANALYSIS_TOOL_PATHS[analysis.tool]}?analysis=${analysis.id}`,
  };
}
