import { db, epochSeconds, tableName } from '../commons/db.ts';
import { notFound } from '../commons/errors.ts';
import { keys } from '../commons/keys.ts';
import { newItemId } from '../pro/ids.ts';
import { isItemId } from '../../shared/api/item-id.ts';
import {
  JOB_MESSAGES,
  type JobKind,
  type JobResult,
  type JobStatus,
  type JobView,
} from '../../shared/api/jobs.ts';

/**
 * A job the member follows: USER#<id> / JOB#<jobId>, written by the request that queues the work
 * and by the worker as it goes (kept 30 days, then TTL; deleted with the account like everything
 * under USER#). The worker's updates are conditioned on the item existing, so a job of a member
 * deleted meanwhile is not brought back.
 */
const KEEP_DAYS = 30;

interface JobItem {
  id: string;
  kind: JobKind;
  status: JobStatus;
  createdAt: string;
  updatedAt: string;
  attempts?: number;
  progress?: { done: number; total: number };
  result?: JobResult & { key?: string };
  error?: string;
}

function view(item: JobItem): JobView {
  const result = item.result ? { ...item.result, key: undefined } : null;
  return {
    id: item.id,
    kind: item.kind,
    status: item.status,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    attempts: item.attempts ?? 0,
    progress: item.progress ?? null,
    result: result as JobResult | null,
    error: item.error ?? null,
  };
}

export async function createJob(userId: string, kind: JobKind, now = new Date()): Promise<JobView> {
  const item: JobItem = {
    id: newItemId(now),
    kind,
    status: 'queued',
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await db.put({
    TableName: tableName,
    Item: { ...keys.job(userId, item.id), ...item, ttl: epochSeconds(now) + KEEP_DAYS * 86_400 },
    ConditionExpression: 'attribute_not_exists(pk)',
  });
  return view(item);
}

/** The member's job (404 for an unknown id or another member's). */
export async function getJob(userId: string, jobId: string): Promise<JobView & { key?: string }> {
  if (!isItemId(jobId)) throw notFound(JOB_MESSAGES.notFound);
  const { Item } = await db.get({ TableName: tableName, Key: keys.job(userId, jobId) });
  if (!Item) throw notFound(JOB_MESSAGES.notFound);
  const item = Item as JobItem;
  return { ...view(item), ...(item.result?.key ? { key: item.result.key } : {}) };
}

/**
 * Set some of a job's fields; false when the job is gone (its member was deleted: the worker then
 * drops the work).
 */
async function update(
  userId: string,
  jobId: string,
  fields: Partial<JobItem>,
  now: Date,
): Promise<boolean> {
  const entries = Object.entries({ ...fields, updatedAt: now.toISOString() });
  try {
    await db.update({
      TableName: tableName,
      Key: keys.job(userId, jobId),
      UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(
        entries.map(([, value], i) => [`:v${i}`, value]),
      ),
      ConditionExpression: 'attribute_exists(pk)',
    });
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

export const jobRecords = {
  running: (userId: string, jobId: string, attempts: number, now = new Date()) =>
    update(userId, jobId, { status: 'running', attempts }, now),
  progress: (userId: string, jobId: string, done: number, total: number, now = new Date()) =>
    update(userId, jobId, { progress: { done, total } }, now),
  ready: (userId: string, jobId: string, result: JobItem['result'], now = new Date()) =>
    update(userId, jobId, { status: 'ready', result }, now),
  /** A failed attempt: queued again, or failed for good after the last one. */
  failed: (userId: string, jobId: string, final: boolean, now = new Date()) =>
    update(
      userId,
      jobId,
      final ? { status: 'failed', error: JOB_MESSAGES.failed } : { status: 'queued' },
      now,
    ),
};
