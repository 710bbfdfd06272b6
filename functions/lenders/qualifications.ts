import { db, tableName } from '../commons/db.ts';
import {
  qualifyRequestSchema,
  type LatestQualification,
  type QualifyRequest,
} from '../../shared/api/qualify.ts';
import type { Qualification } from '../../shared/finance/qualification.ts';
import { keys } from '../commons/keys.ts';

/**
 * The member's latest ¿Califico? verdict, for the readiness card of the Pro dashboard: item
 * pk USER#<id>, sk QUALIFICATION#latest (replaced by each run). Phase 2 keeps one per deal file
 * (QUALIFICATION#<dealFileId>) beside it.
 */

export function summarize(
  request: QualifyRequest,
  result: Qualification,
  now: Date,
): LatestQualification {
  const best = result.programs[0];
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
