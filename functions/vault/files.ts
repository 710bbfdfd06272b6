import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { fileTypeFromBuffer } from 'file-type';
import { decrement, incrementUnder, writeCounted } from '../commons/counters.ts';
import { db, epochSeconds, queryAll, tableName } from '../commons/db.ts';
import {
  badRequest,
  conflict,
  notFound,
  payloadTooLarge,
  unsupportedMediaType,
} from '../commons/errors.ts';
import { logger } from '../commons/logger.ts';
import {
  deleteObject,
  headObject,
  presignDownload,
  presignUpload,
  readStart,
  UPLOAD_URL_SECONDS,
} from '../commons/storage.ts';
import { ConditionsFailed, writeTransaction } from '../commons/transactions.ts';
import { newItemId } from '../pro/ids.ts';
import { isItemId } from '../../shared/api/pro-catalog.ts';
import type { FileUpdate, UploadRequest } from '../../shared/api/vault.ts';
import {
  isAcceptedType,
  isoDay,
  remindOn,
  staleOn,
  VAULT_LIMITS,
  VAULT_MESSAGES as M,
  type UploadResponse,
  type VaultFile,
} from '../../shared/api/vault-catalog.ts';
import { keys, userPk, PREFIX } from '../commons/keys.ts';

/**
 * The document vault (docs/documents.md). A member's file is the object
 * `members/<userId>/<fileId>` in the vault bucket (opaque ids only: never a name or an email) and
 * one table item. Items and their access patterns (key lookups and queries, no scans):
 *
 * | pk | sk | holds | read by |
 * |---|---|---|---|
 * | `USER#<id>` | `FILE#<fileId>` | name, size, contentType, documentId, documentDate, uploadedAt, status (`pending` until the completion check, then `ready`; a pending item expires in 2 days) | query begins_with `FILE#` (the list), get (one) |
 * | `USER#<id>` | `COUNTER#vault` | count and bytes of ready files (commons/counters.ts) | the quota's conditions |
 * | `REMIND#<yyyy-mm-dd>` | `<userId>#<fileId>` | a freshness reminder due that day: documentId, staleOn | the daily job's query of today's partition (vault/daily.ts) |
 * | `UPLOADS#<yyyy-mm-dd>` | `<userId>#<fileId>` | an upload started that day | the daily job: an upload never completed has its object deleted |
 *
 * Reviews (vault/reviews.ts) and the lender package (vault/package.ts) add their own items.
 * File ids carry their creation time (functions/pro/ids.ts), so the list comes in upload order.
 */
export const memberPrefix = (userId: string) => `members/${userId}/`;
export const fileKey = (userId: string, fileId: string) => `${memberPrefix(userId)}${fileId}`;

/** Bytes file-type needs to tell every accepted type (its own sample size). */
const TYPE_SAMPLE_BYTES = 4100;
const PENDING_SECONDS = 2 * 24 * 60 * 60;
const DAY_SECONDS = 24 * 60 * 60;

export interface FileItem {
  pk: string;
  sk: string;
  fileId: string;
  name: string;
  size: number;
  contentType: string;
  documentId?: string;
  documentDate?: string;
  uploadedAt?: string;
  status: 'pending' | 'ready';
  createdAt: string;
  ttl?: number;
}

export function toVaultFile(item: FileItem): VaultFile {
  const documentId = item.documentId ?? null;
  const documentDate = item.documentDate ?? null;
  const uploadedAt = item.status === 'ready' ? (item.uploadedAt ?? null) : null;
  return {
    id: item.fileId,
    name: item.name,
    size: item.size,
    contentType: item.contentType,
    documentId,
    uploadedAt,
    status: item.status,
    documentDate,
    staleOn: staleOn(documentId, documentDate, uploadedAt),
    review: null,
  };
}

/** The {id} path parameter of a file; a malformed id names nothing the member has. */
export function fileIdParam(value: string | undefined): string {
  if (!isItemId(value)) throw notFound(M.fileNotFound);
  return value;
}

/* ── Reading ─────────────────────────────────────────────────────────────── */

export async function listFileItems(userId: string, consistent = false): Promise<FileItem[]> {
  const now = epochSeconds();
  const items = await queryAll<FileItem>({ pk: userPk(userId), prefix: PREFIX.file, consistent });
  // An upload that never finished expires by TTL; until DynamoDB deletes it, it is not listed.
  return items.filter((item) => item.ttl === undefined || item.ttl > now);
}

async function getFileItem(userId: string, fileId: string): Promise<FileItem> {
  const { Item } = await db.get({
    TableName: tableName,
    Key: keys.file(userId, fileId),
    ConsistentRead: true,
  });
  const item = Item as FileItem | undefined;
  if (!item || (item.ttl !== undefined && item.ttl <= epochSeconds()))
    throw notFound(M.fileNotFound);
  return item;
}

/** A ready file (downloads, previews, reviews): a pending upload is not a file yet. */
export async function getReadyFile(userId: string, fileId: string): Promise<FileItem> {
  const item = await getFileItem(userId, fileId);
  if (item.status !== 'ready') throw notFound(M.fileNotFound);
  return item;
}

async function vaultUsage(userId: string): Promise<{ files: number; bytes: number }> {
  const { Item } = await db.get({ TableName: tableName, Key: keys.vaultCounter(userId) });
  return { files: Number(Item?.count ?? 0), bytes: Number(Item?.bytes ?? 0) };
}

/* ── Uploads ─────────────────────────────────────────────────────────────── */

/**
 * Start an upload: a pending file item and a presigned PUT for a key the server chose. Full vaults
 * are refused here already (the authoritative check is the completion's counted transaction).
 */
export async function startUpload(
  userId: string,
  request: UploadRequest,
  now = new Date(),
): Promise<UploadResponse> {
  const usage = await vaultUsage(userId);
  if (usage.files >= VAULT_LIMITS.maxFiles) throw conflict(M.tooManyFiles);
  if (usage.bytes + request.size > VAULT_LIMITS.maxTotalBytes) throw conflict(M.quotaFull);
  const fileId = newItemId(now);
  const item: FileItem = {
    ...keys.file(userId, fileId),
    fileId,
    name: request.fileName,
    size: request.size,
    contentType: request.contentType,
    ...(request.documentId ? { documentId: request.documentId } : {}),
    status: 'pending',
    createdAt: now.toISOString(),
    ttl: epochSeconds(now) + PENDING_SECONDS,
  };
  await writeTransaction([
    { Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
    {
      // The daily job deletes the object of an upload that was never completed.
      Put: {
        TableName: tableName,
        Item: {
          ...keys.upload(isoDay(now), userId, fileId),
          ttl: epochSeconds(now) + 7 * DAY_SECONDS,
        },
      },
    },
  ]);
  return {
    id: fileId,
    uploadUrl: await presignUpload(fileKey(userId, fileId), request.contentType, request.size),
    headers: { 'content-type': request.contentType },
    expiresAt: new Date(now.getTime() + UPLOAD_URL_SECONDS * 1000).toISOString(),
  };
}

/** Remove a refused or abandoned upload: its object, then its pending item. */
async function discardUpload(userId: string, fileId: string): Promise<void> {
  await deleteObject(fileKey(userId, fileId));
  await db
    .delete({
      TableName: tableName,
      Key: keys.file(userId, fileId),
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':pending': 'pending' },
    })
    .catch((error: unknown) => {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    });
}

/**
 * Check an uploaded object and record it: its real size (HeadObject) at most 15 MB, its real type
 * from its first bytes (a ranged GET read by file-type) one of PDF, JPEG, PNG, HEIC. Anything else
 * is deleted and refused in Spanish. Recording counts it against the member's quota (files and
 * bytes) in the same transaction, and schedules its freshness reminder.
 */
export async function completeUpload(
  userId: string,
  fileId: string,
  now = new Date(),
): Promise<VaultFile> {
  const item = await getFileItem(userId, fileId);
  if (item.status === 'ready') return toVaultFile(item);
  const key = fileKey(userId, fileId);
  const head = await headObject(key);
  if (!head) throw conflict(M.notUploaded);
  if (head.size > VAULT_LIMITS.maxFileBytes || head.size === 0) {
    await discardUpload(userId, fileId);
    throw head.size === 0 ? badRequest(M.emptyFile) : payloadTooLarge(M.tooLarge);
  }
  const detected = await fileTypeFromBuffer(await readStart(key, TYPE_SAMPLE_BYTES));
  if (!detected || !isAcceptedType(detected.mime)) {
    logger.info('vault upload refused', { userId, fileId, detected: detected?.mime ?? 'unknown' });
    await discardUpload(userId, fileId);
    throw unsupportedMediaType(M.typeRefused);
  }
  const uploadedAt = now.toISOString();
  const ready: FileItem = {
    ...item,
    size: head.size,
    contentType: detected.mime,
    uploadedAt,
    status: 'ready',
  };
  delete ready.ttl;
  const stale = staleOn(item.documentId ?? null, item.documentDate ?? null, uploadedAt);
  const counter = keys.vaultCounter(userId);
  try {
    await writeCounted(counter, () => countReady(userId), [
      incrementUnder(counter, VAULT_LIMITS.maxFiles, {
        name: 'bytes',
        amount: head.size,
        max: VAULT_LIMITS.maxTotalBytes,
      }),
      {
        Put: {
          TableName: tableName,
          Item: ready,
          ConditionExpression: '#status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':pending': 'pending' },
        },
      },
      ...(stale ? [putReminder(userId, ready, stale)] : []),
    ]);
  } catch (error) {
    if (!(error instanceof ConditionsFailed)) throw error;
    if (error.failed.includes(1)) return toVaultFile(await getFileItem(userId, fileId)); // a twin won
    const usage = await vaultUsage(userId);
    await discardUpload(userId, fileId);
    throw conflict(usage.files >= VAULT_LIMITS.maxFiles ? M.tooManyFiles : M.quotaFull);
  }
  return toVaultFile(ready);
}

/** The seed of a counter that does not exist yet (the first completion): ready files and bytes. */
async function countReady(userId: string): Promise<{ count: number; bytes: number }> {
  const ready = (await listFileItems(userId, true)).filter((f) => f.status === 'ready');
  return { count: ready.length, bytes: ready.reduce((sum, f) => sum + f.size, 0) };
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

function putReminder(userId: string, file: FileItem, stale: string): TransactItem {
  const day = remindOn(stale);
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...keys.reminder(day, userId, file.fileId),
        userId,
        fileId: file.fileId,
        documentId: file.documentId,
        staleOn: stale,
        // Kept a week past its day: a job that missed a day still finds it.
        ttl: epochSeconds(new Date(`${day}T00:00:00Z`)) + 7 * DAY_SECONDS,
      },
    },
  };
}

function deleteReminder(userId: string, file: FileItem): TransactItem[] {
  const stale = staleOn(
    file.documentId ?? null,
    file.documentDate ?? null,
    file.uploadedAt ?? null,
  );
  if (!stale || file.status !== 'ready') return [];
  return [
    { Delete: { TableName: tableName, Key: keys.reminder(remindOn(stale), userId, file.fileId) } },
  ];
}

/* ── Changes ─────────────────────────────────────────────────────────────── */

/** Rename, move to another guide item, or set the document's own date (its reminder moves too). */
export async function updateFile(
  userId: string,
  fileId: string,
  change: FileUpdate,
): Promise<VaultFile> {
  const item = await getReadyFile(userId, fileId);
  const next: FileItem = { ...item };
  if (change.name !== undefined) next.name = change.name;
  if (change.documentId !== undefined) {
    if (change.documentId === null) delete next.documentId;
    else next.documentId = change.documentId;
  }
  if (change.documentDate !== undefined) {
    if (change.documentDate === null) delete next.documentDate;
    else next.documentDate = change.documentDate;
  }
  const stale = staleOn(
    next.documentId ?? null,
    next.documentDate ?? null,
    next.uploadedAt ?? null,
  );
  const before = deleteReminder(userId, item);
  const after = stale ? [putReminder(userId, next, stale)] : [];
  const sameReminder =
    before.length === 1 &&
    after.length === 1 &&
    JSON.stringify(before[0]!.Delete!.Key) ===
      JSON.stringify({ pk: after[0]!.Put!.Item!.pk, sk: after[0]!.Put!.Item!.sk });
  try {
    await writeTransaction([
      {
        Put: {
          TableName: tableName,
          Item: next,
          // Written over exactly what was read: a concurrent change is refused, not lost.
          ConditionExpression: '#status = :ready AND #name = :name',
          ExpressionAttributeNames: { '#status': 'status', '#name': 'name' },
          ExpressionAttributeValues: { ':ready': 'ready', ':name': item.name },
        },
      },
      ...(sameReminder ? after : [...before, ...after]),
    ]);
  } catch (error) {
    if (error instanceof ConditionsFailed)
      throw conflict('El archivo cambió mientras lo editabas. Recarga e inténtalo de nuevo.');
    throw error;
  }
  return toVaultFile(next);
}

/** Delete a file: its item, its place in the quota, its reminder, then its object. */
export async function deleteFile(userId: string, fileId: string): Promise<void> {
  const item = await getFileItem(userId, fileId);
  if (item.status === 'pending') {
    await discardUpload(userId, fileId);
    return;
  }
  const counter = keys.vaultCounter(userId);
  try {
    await writeCounted(counter, () => countReady(userId), [
      decrement(counter, { name: 'bytes', amount: item.size }),
      {
        Delete: {
          TableName: tableName,
          Key: { pk: item.pk, sk: item.sk },
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      ...deleteReminder(userId, item),
    ]);
  } catch (error) {
    if (error instanceof ConditionsFailed && error.failed.includes(1))
      throw notFound(M.fileNotFound);
    throw error;
  }
  // Versioned in AWS: this leaves a delete marker; the lifecycle rule expires the old version.
  await deleteObject(fileKey(userId, fileId));
}

/** Presigned GET of a member's own ready file (a download, or an inline preview). */
export async function fileUrl(
  userId: string,
  fileId: string,
  disposition: 'attachment' | 'inline',
): Promise<string> {
  const item = await getReadyFile(userId, fileId);
  logger.info('vault download', { userId, fileId, disposition });
  return presignDownload(fileKey(userId, fileId), item.name, item.contentType, disposition);
}
