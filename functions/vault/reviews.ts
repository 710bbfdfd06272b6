import { type ProfileItem, readProfile } from '../auth/profile.ts';
import { db, queryAll, tableName } from '../commons/db.ts';
import { badRequest, conflict, notFound } from '../commons/errors.ts';
import { logger } from '../commons/logger.ts';
import { sendMail } from '../commons/mail.ts';
import { presignDownload } from '../commons/storage.ts';
import { ConditionsFailed, writeTransaction } from '../commons/transactions.ts';
import { newItemId } from '../pro/ids.ts';
import { isItemId } from '../../shared/api/item-id.ts';
import type { ReviewDecisionInput } from '../../shared/api/vault.ts';
import type { QueueEntry } from '../../shared/api/vault-catalog.ts';
import {
  VAULT_MESSAGES as M,
  type ReviewDecision,
  type ReviewSummary,
  type VaultFile,
} from '../../shared/api/vault-catalog.ts';
import { fileKey, getReadyFile, listFileItems, toVaultFile, type FileItem } from './files.ts';
import { reviewDoneEmail } from './emails.ts';
import { keys, userPk, PREFIX, PARTITION } from '../commons/keys.ts';

/**
 * Expert document review (Elite). A member submits ready files; staff see the queue, open each
 * file, and decide `aprobado` or `requiere cambios` with a comment; when every file has a decision
 * the review closes and the member gets one email. Staff reach a member's file only through an
 * open review that lists it. Items and access patterns:
 *
 * | pk | sk | holds | read by |
 * |---|---|---|---|
 * | `USER#<id>` | `REVIEW#<reviewId>` | fileIds, submittedAt, status (`abierta`, `completada`), decisions by file id, reviewedCount | query begins_with `REVIEW#` descending, limit 1 (the latest); get (staff) |
 * | `USER#<id>` | `REVIEWOPEN` | the open review's id: at most one at a time (conditional put) | the submit's condition |
 * | `REVIEWQ` | `<submittedAt>#<userId>#<reviewId>` | the staff queue: member id, display name, file count | query, oldest first |
 *
 * Review ids carry their time (functions/pro/ids.ts), so `REVIEW#…` sorts by submission.
 */

interface Decision {
  status: ReviewDecision;
  /** Absent for an approval without a comment (empty strings are not stored). */
  comment?: string;
  reviewedAt: string;
  staffId: string;
}

export interface ReviewItem {
  pk: string;
  sk: string;
  reviewId: string;
  userId: string;
  fileIds: string[];
  submittedAt: string;
  status: 'abierta' | 'completada';
  decisions: Record<string, Decision>;
  reviewedCount: number;
  memberName: string;
}

function summary(review: ReviewItem): ReviewSummary {
  return {
    id: review.reviewId,
    submittedAt: review.submittedAt,
    status: review.status,
    fileCount: review.fileIds.length,
    reviewedCount: review.reviewedCount,
  };
}

/** The member's latest review (open or closed), or undefined. */
export async function latestReview(userId: string): Promise<ReviewItem | undefined> {
  const page = await db.query({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': PREFIX.review },
    ScanIndexForward: false,
    Limit: 1,
  });
  return page.Items?.[0] as ReviewItem | undefined;
}

/** Each file's state in the latest review (the member's list shows it per guide item). */
export function withReview(files: VaultFile[], review: ReviewItem | undefined): VaultFile[] {
  if (!review) return files;
  const listed = new Set(review.fileIds);
  return files.map((file) => {
    if (!listed.has(file.id)) return file;
    const decision = review.decisions[file.id];
    return {
      ...file,
      review: decision
        ? {
            status: decision.status,
            comment: decision.comment || null,
            reviewedAt: decision.reviewedAt,
          }
        : { status: 'pendiente', comment: null, reviewedAt: null },
    };
  });
}

export function reviewSummary(review: ReviewItem | undefined): ReviewSummary | null {
  return review ? summary(review) : null;
}

/** Is the file part of the member's open review (then it cannot be deleted until it closes)? */
export async function inOpenReview(userId: string, fileId: string): Promise<boolean> {
  const review = await latestReview(userId);
  return review?.status === 'abierta' && review.fileIds.includes(fileId);
}

/** Submit ready files for review (all of them when none are named): one open review at a time. */
export async function submitReview(
  profile: ProfileItem,
  fileIds: string[] | undefined,
  now = new Date(),
): Promise<ReviewSummary> {
  const userId = profile.userId;
  const ready = (await listFileItems(userId, true)).filter((f) => f.status === 'ready');
  const readyIds = new Set(ready.map((f) => f.fileId));
  const chosen = fileIds ? [...new Set(fileIds)] : [...readyIds];
  if (chosen.some((id) => !readyIds.has(id))) throw notFound(M.fileNotFound);
  if (chosen.length === 0) throw badRequest(M.reviewEmpty);
  const reviewId = newItemId(now);
  const submittedAt = now.toISOString();
  const review: ReviewItem = {
    ...keys.review(userId, reviewId),
    reviewId,
    userId,
    fileIds: chosen,
    submittedAt,
    status: 'abierta',
    decisions: {},
    reviewedCount: 0,
    memberName: `${profile.firstName} ${profile.lastName.slice(0, 1)}.`.trim(),
  };
  try {
    await writeTransaction([
      {
        Put: {
          TableName: tableName,
          Item: { ...keys.reviewOpen(userId), reviewId },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      { Put: { TableName: tableName, Item: review } },
      {
        Put: {
          TableName: tableName,
          Item: {
            ...keys.reviewQueue(submittedAt, userId, reviewId),
            userId,
            reviewId,
            submittedAt,
            fileCount: chosen.length,
            memberName: review.memberName,
          },
        },
      },
    ]);
  } catch (error) {
    if (error instanceof ConditionsFailed && error.failed.includes(0)) throw conflict(M.reviewOpen);
    throw error;
  }
  logger.info('vault review submitted', { userId, reviewId, files: chosen.length });
  return summary(review);
}

/* ── Staff ───────────────────────────────────────────────────────────────── */

/** The open reviews, oldest first. */
export async function reviewQueue(): Promise<QueueEntry[]> {
  return (await queryAll({ pk: PARTITION.reviewQueue })).map((item) => ({
    memberId: String(item.userId),
    reviewId: String(item.reviewId),
    memberName: String(item.memberName ?? ''),
    submittedAt: String(item.submittedAt),
    fileCount: Number(item.fileCount),
  }));
}

/** An open review, for staff: 404 for anything else (a closed one included). */
export async function openReview(memberId: string, reviewId: string): Promise<ReviewItem> {
  if (!/^[\w-]{1,64}$/.test(memberId) || !isItemId(reviewId)) throw notFound(M.reviewNotFound);
  const { Item } = await db.get({
    TableName: tableName,
    Key: keys.review(memberId, reviewId),
    ConsistentRead: true,
  });
  const review = Item as ReviewItem | undefined;
  if (!review || review.status !== 'abierta') throw notFound(M.reviewNotFound);
  return review;
}

/** The review's files with their decisions so far (what staff see of the member's vault). */
export async function reviewFiles(review: ReviewItem): Promise<VaultFile[]> {
  const listed = new Set(review.fileIds);
  const files = (await listFileItems(review.userId))
    .filter((f) => f.status === 'ready' && listed.has(f.fileId))
    .map(toVaultFile);
  return withReview(files, review);
}

/** A file of an open review that lists it, or 404: staff see nothing else of a member. */
async function reviewedFile(review: ReviewItem, fileId: string): Promise<FileItem> {
  if (!review.fileIds.includes(fileId)) throw notFound(M.reviewFileNotFound);
  return getReadyFile(review.userId, fileId);
}

export async function staffFileUrl(
  staffId: string,
  review: ReviewItem,
  fileId: string,
): Promise<string> {
  const file = await reviewedFile(review, fileId);
  logger.info('staff action', {
    staffId,
    action: 'open-file',
    memberId: review.userId,
    reviewId: review.reviewId,
    fileId,
  });
  return presignDownload(fileKey(review.userId, fileId), file.name, file.contentType, 'inline');
}

/**
 * Record a staff decision on one file. The first decision of a file counts toward the review;
 * a later one replaces it. When every file has one, the review closes (out of the queue, the open
 * marker removed) and the member is emailed the result.
 */
export async function decideFile(
  staffId: string,
  review: ReviewItem,
  fileId: string,
  input: ReviewDecisionInput,
  now = new Date(),
): Promise<{ review: ReviewSummary; files: VaultFile[] }> {
  await reviewedFile(review, fileId);
  const decision: Decision = {
    status: input.status,
    ...(input.comment ? { comment: input.comment } : {}),
    reviewedAt: now.toISOString(),
    staffId,
  };
  const key = keys.review(review.userId, review.reviewId);
  const names = { '#decisions': 'decisions', '#file': fileId, '#status': 'status' };
  let updated: ReviewItem;
  try {
    updated = (
      await db.update({
        TableName: tableName,
        Key: key,
        UpdateExpression: 'SET #decisions.#file = :decision ADD reviewedCount :one',
        ConditionExpression: '#status = :open AND attribute_not_exists(#decisions.#file)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':decision': decision, ':one': 1, ':open': 'abierta' },
        ReturnValues: 'ALL_NEW',
      })
    ).Attributes as ReviewItem;
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    try {
      updated = (
        await db.update({
          TableName: tableName,
          Key: key,
          UpdateExpression: 'SET #decisions.#file = :decision',
          ConditionExpression: '#status = :open AND attribute_exists(#decisions.#file)',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: { ':decision': decision, ':open': 'abierta' },
          ReturnValues: 'ALL_NEW',
        })
      ).Attributes as ReviewItem;
    } catch (again) {
      if ((again as Error).name === 'ConditionalCheckFailedException')
        throw notFound(M.reviewNotFound);
      throw again;
    }
  }
  logger.info('staff action', {
    staffId,
    action: `decide-${input.status}`,
    memberId: review.userId,
    reviewId: review.reviewId,
    fileId,
  });
  if (updated.reviewedCount >= updated.fileIds.length)
    updated = await closeReview(staffId, updated, now);
  return { review: summary(updated), files: await reviewFiles({ ...updated, status: 'abierta' }) };
}

async function closeReview(staffId: string, review: ReviewItem, now: Date): Promise<ReviewItem> {
  try {
    await writeTransaction([
      {
        Update: {
          TableName: tableName,
          Key: keys.review(review.userId, review.reviewId),
          UpdateExpression: 'SET #status = :done, completedAt = :at',
          ConditionExpression: '#status = :open AND reviewedCount >= :count',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':done': 'completada',
            ':open': 'abierta',
            ':at': now.toISOString(),
            ':count': review.fileIds.length,
          },
        },
      },
      {
        Delete: {
          TableName: tableName,
          Key: keys.reviewQueue(review.submittedAt, review.userId, review.reviewId),
        },
      },
      { Delete: { TableName: tableName, Key: keys.reviewOpen(review.userId) } },
    ]);
  } catch (error) {
    // Another staff decision closed it at the same moment: it was emailed there.
    if (error instanceof ConditionsFailed) return { ...review, status: 'completada' };
    throw error;
  }
  logger.info('staff action', {
    staffId,
    action: 'close-review',
    memberId: review.userId,
    reviewId: review.reviewId,
  });
  const closed: ReviewItem = { ...review, status: 'completada' };
  await emailResult(closed);
  return closed;
}

/** The member's email: each file's decision and comment. A mail failure never undoes the review. */
async function emailResult(review: ReviewItem): Promise<void> {
  try {
    const profile = await readProfile(review.userId);
    if (!profile) return;
    const files = await reviewFiles({ ...review, status: 'abierta' });
    await sendMail(reviewDoneEmail(profile, files));
  } catch (error) {
    logger.error('review email not sent', {
      memberId: review.userId,
      reviewId: review.reviewId,
      error: error as Error,
    });
  }
}
