import { db, tableName } from '../commons/db.ts';
import { notFound } from '../commons/errors.ts';
import { ConditionsFailed, writeTransaction } from '../commons/transactions.ts';
import { DEAL_FILE_MESSAGES } from '../../shared/api/deal-file-texts.ts';
import {
  dealFileQualification,
  qualifyRequestSchema,
  type KeptPlans,
  type LatestQualification,
  type QualifyRequest,
} from '../../shared/api/qualify.ts';
import type { Qualification } from '../../shared/finance/qualification.ts';
import { keys } from '../commons/keys.ts';

/**
 * The member's ¿Califico? runs. Items:
 *   pk USER#<id>  sk QUALIFICATION#latest          the latest verdict's summary and request (the
 *                                                  Pro dashboard's readiness; lender connections)
 *   pk USER#<id>  sk QUALIFICATION#<deal file id>  the plans to qualify of the latest run from that
 *                                                  deal file (its summary is on the file itself)
 */

export function summarize(
  request: QualifyRequest,
  result: Qualification,
  now: Date,
): LatestQualification {
  // The closest: the first plan's program (the least money to qualify), else the first listed.
  const planned = result.programs.find((p) => p.id === result.plans[0]?.programId);
  const best = planned ?? result.programs[0];
  return {
    createdAt: now.toISOString(),
    total: result.programs.length,
    eligible: result.programs.filter((p) => p.eligible).map((p) => p.name),
    examplesOnly: result.programs.length > 0 && result.programs.every((p) => p.example),
    deal: {
      purpose: request.deal.purpose,
      price: request.deal.price,
      loanAmount: request.deal.loanAmount,
      state: request.deal.state,
    },
    closest: best && !best.eligible ? { name: best.name, changes: best.changes } : null,
  };
}

/**
 * Keep the verdict's summary and the request it answered: a lender connection (connections.ts)
 * shares the member's latest run, checked again against the program on the server.
 */
export async function saveLatestQualification(
  userId: string,
  summary: LatestQualification,
  request: QualifyRequest,
): Promise<void> {
  await db.put({
    TableName: tableName,
    Item: {
      ...keys.latestQualification(userId),
      summaryJson: JSON.stringify(summary),
      requestJson: JSON.stringify(request),
      createdAt: summary.createdAt,
    },
  });
}

/** The request of the member's latest run (validated again), or null. */
export async function getLatestRequest(
  userId: string,
): Promise<{ request: QualifyRequest; createdAt: string } | null> {
  const result = await db.get({
    TableName: tableName,
    Key: keys.latestQualification(userId),
    ConsistentRead: true,
  });
  if (!result.Item?.requestJson) return null;
  const parsed = qualifyRequestSchema.safeParse(JSON.parse(String(result.Item.requestJson)));
  return parsed.success ? { request: parsed.data, createdAt: String(result.Item.createdAt) } : null;
}

export async function getLatestQualification(userId: string): Promise<LatestQualification | null> {
  const result = await db.get({ TableName: tableName, Key: keys.latestQualification(userId) });
  return result.Item ? (JSON.parse(String(result.Item.summaryJson)) as LatestQualification) : null;
}

/**
 * A run from a deal file: its summary on the file and its plans beside it, in one transaction
 * that holds only while the member has that file (404 otherwise, nothing written).
 */
export async function saveDealFileRun(
  userId: string,
  dealFileId: string,
  summary: LatestQualification,
  kept: KeptPlans,
): Promise<void> {
  const fileUpdate = {
    Update: {
      TableName: tableName,
      Key: keys.dealFile(userId, dealFileId),
      UpdateExpression: 'SET qualificationJson = :q',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':q': JSON.stringify(dealFileQualification(summary)) },
    },
  };
  try {
    await writeTransaction([
      fileUpdate,
      {
        Put: {
          TableName: tableName,
          Item: {
            ...keys.dealFilePlans(userId, dealFileId),
            dealFileId,
            keptJson: JSON.stringify(kept),
            createdAt: kept.createdAt,
          },
        },
      },
    ]);
  } catch (error) {
    if (error instanceof ConditionsFailed && error.refused(fileUpdate)) {
      throw notFound(DEAL_FILE_MESSAGES.notFound);
    }
    throw error;
  }
}

/** The plans kept with one of the member's deal files, or null. */
export async function getKeptPlans(userId: string, dealFileId: string): Promise<KeptPlans | null> {
  const result = await db.get({
    TableName: tableName,
    Key: keys.dealFilePlans(userId, dealFileId),
  });
  return result.Item ? (JSON.parse(String(result.Item.keptJson)) as KeptPlans) : null;
}
