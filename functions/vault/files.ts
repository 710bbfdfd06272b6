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
  copyObject,
  deleteObject,
  headObject,
  presignDownload,
  presignUpload,
  readStart,
  UPLOAD_URL_SECONDS,
} from '../commons/storage.ts';
import { ConditionsFailed, writeTransaction, type TransactItem } from '../commons/transactions.ts';
import { newItemId } from '../pro/ids.ts';
import { isItemId } from '../../shared/api/item-id.ts';
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
 * | `USER#<id>` | `COUNTER#vault` | count and bytes of ready files (commons/counters.ts); `starts`, bumped by each upload started, so starts are counted one at a time | the quota's conditions |
 * | `REMIND#<yyyy-mm-dd>` | `<userId>#<fileId>` | a freshness reminder due that day: documentId, staleOn | the daily job's query of today's partition (vault/daily.ts) |
 * | `UPLOADS#<yyyy-mm-dd>` | `<userId>#<fileId>` | an upload started that day | the daily job: an upload never completed has its objects deleted |
 *
 * A checked file stays the file (docs/decisions/001-upload-integrity.md): the browser uploads to
 * `uploads/<userId>/<fileId>`, a key the server never serves; the completion copies it to
 * `members/<userId>/<fileId>`, which no presigned URL can write, and checks the copy. What the
 * upload URL writes afterwards (it stays valid 15 minutes) lands where nobody reads.
 *
 * Pending uploads count against the quota while they can still complete (UPLOAD_WINDOW_SECONDS):
 * the files and bytes of the ready ones and of those, together, stay within the limits.
 *
 * Reviews (vault/reviews.ts) and the lender package (vault/package.ts) add their own items.
 * File ids carry their creation time (functions/pro/ids.ts), so the list comes in upload order.
 */
export const memberPrefix = (userId: string) => `members/${userId}/`;
export const fileKey = (userId: string, fileId: string) => `${memberPrefix(userId)}${fileId}`;
/** Where the browser's presigned PUT writes: never read by anything the member or staff open. */
export const uploadPrefix = (userId: string) => `uploads/${userId}/`;
export const uploadKey = (userId: string, fileId: string) => `${uploadPrefix(userId)}${fileId}`;

/**
 * How long after it starts an upload can still be completed, and counts against the quota: the
 * URL's lifetime and time to finish a slow upload. Older pending uploads are discarded.
 */
export const UPLOAD_WINDOW_SECONDS = UPLOAD_URL_SECONDS + 15 * 60;
/** How long a completion check holds its upload (no other completion of it meanwhile). */
const CHECK_HOLD_SECONDS = 60;
/** Tries of an upload start when other starts of the same member win the counter meanwhile. */
const START_TRIES = 6;

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
  /** While a completion copies and checks the upload (epoch s): no other completion until then. */
  checkingUntil?: number;
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

/** Still within its upload window: a pending upload that can complete, and counts. */
function live(item: FileItem, now: Date): boolean {
  return now.getTime() - Date.parse(item.createdAt) < UPLOAD_WINDOW_SECONDS * 1000;
}

interface Usage {
  files: number;
  bytes: number;
  /** The counter's `starts` as read (undefined: no counter yet, or none counted a start yet). */
  starts: number | undefined;
  counterExists: boolean;
}

async function vaultUsage(userId: string, consistent = false): Promise<Usage> {
  const { Item } = await db.get({
    TableName: tableName,
    Key: keys.vaultCounter(userId),
    ConsistentRead: consistent,
  });
  return {
    files: Number(Item?.count ?? 0),
    bytes: Number(Item?.bytes ?? 0),
    starts: Item?.starts === undefined ? undefined : Number(Item.starts),
    counterExists: Item !== undefined,
  };
}

/* ── Uploads ─────────────────────────────────────────────────────────────── */

/**
 * Start an upload: a pending file item and a presigned PUT for a key the server chose. The quota
 * counts the ready files and the pending uploads still in their window; starts of one member are
 * counted one at a time (each bumps the counter's `starts`, conditional on the value it read), so
 * parallel starts cannot all fit under the same room. Pending uploads past their window are
 * discarded first: abandoned uploads neither hold room nor pile up in the bucket.
 */
export async function startUpload(
  userId: string,
  request: UploadRequest,
  now = new Date(),
): Promise<UploadResponse> {
  const fileId = newItemId(now);
  for (let attempt = 1; ; attempt++) {
    const [usage, items] = await Promise.all([
      vaultUsage(userId, true),
      listFileItems(userId, true),
    ]);
    const pending = items.filter((f) => f.status === 'pending');
    const stale = pending.filter((f) => !live(f, now) && !checking(f, now));
    await Promise.all(stale.map((f) => discardUpload(userId, f.fileId)));
    const holding = pending.filter((f) => live(f, now));
    const ready = items.filter((f) => f.status === 'ready');
    // Without a counter yet, the ready files read now are its seed (see writeCounted).
    const files = usage.counterExists ? usage.files : ready.length;
    const bytes = usage.counterExists ? usage.bytes : ready.reduce((sum, f) => sum + f.size, 0);
    if (files + holding.length >= VAULT_LIMITS.maxFiles) throw conflict(M.tooManyFiles);
    const held = holding.reduce((sum, f) => sum + f.size, 0);
    if (bytes + held + request.size > VAULT_LIMITS.maxTotalBytes) throw conflict(M.quotaFull);
    try {
      await writeTransaction([
        countStart(userId, usage, { count: files, bytes }),
        ...pendingUpload(userId, fileId, request, now),
      ]);
      break;
    } catch (error) {
      if (!(error instanceof ConditionsFailed) || !error.failed.includes(0)) throw error;
      // Another start or completion of this member changed the counter: read again.
      if (attempt >= START_TRIES) throw conflict(M.uploadBusy);
      await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40 * attempt));
    }
  }
  return {
    id: fileId,
    uploadUrl: await presignUpload(uploadKey(userId, fileId), request.contentType, request.size),
    headers: { 'content-type': request.contentType },
    expiresAt: new Date(now.getTime() + UPLOAD_URL_SECONDS * 1000).toISOString(),
  };
}

/** The counter's `starts`, bumped only over the value read (or seeded when there is no counter). */
function countStart(
  userId: string,
  usage: Usage,
  seed: { count: number; bytes: number },
): TransactItem {
  const counter = keys.vaultCounter(userId);
  if (!usage.counterExists) {
    return {
      Put: {
        TableName: tableName,
        Item: { ...counter, ...seed, starts: 1 },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
  }
  return {
    Update: {
      TableName: tableName,
      Key: counter,
      UpdateExpression: 'SET starts = :next',
      ConditionExpression:
        usage.starts === undefined ? 'attribute_not_exists(starts)' : 'starts = :seen',
      ExpressionAttributeValues: {
        ':next': (usage.starts ?? 0) + 1,
        ...(usage.starts === undefined ? {} : { ':seen': usage.starts }),
      },
    },
  };
}

/** The pending file item and the daily job's marker of an upload started now. */
function pendingUpload(
  userId: string,
  fileId: string,
  request: UploadRequest,
  now: Date,
): TransactItem[] {
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
  return [
    { Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
    {
      // The daily job deletes the objects of an upload that was never completed.
      Put: {
        TableName: tableName,
        Item: {
          ...keys.upload(isoDay(now), userId, fileId),
          ttl: epochSeconds(now) + 7 * DAY_SECONDS,
        },
      },
    },
  ];
}

/** A completion holds the upload while it copies and checks it. */
function checking(item: FileItem, now: Date): boolean {
  return item.checkingUntil !== undefined && item.checkingUntil > epochSeconds(now);
}

/** Remove a refused or abandoned upload: its objects (both keys), then its pending item. */
async function discardUpload(userId: string, fileId: string): Promise<void> {
  await Promise.all([
    deleteObject(uploadKey(userId, fileId)),
    deleteObject(fileKey(userId, fileId)),
  ]);
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
 * Hold a pending upload for this completion (the copy and the check), unless another completion
 * holds it; returns the hold's end, or undefined when another has it.
 */
async function holdForCheck(
  userId: string,
  fileId: string,
  now: Date,
): Promise<number | undefined> {
  const until = epochSeconds(now) + CHECK_HOLD_SECONDS;
  try {
    await db.update({
      TableName: tableName,
      Key: keys.file(userId, fileId),
      UpdateExpression: 'SET checkingUntil = :until',
      ConditionExpression:
        '#status = :pending AND (attribute_not_exists(checkingUntil) OR checkingUntil < :now)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':until': until,
        ':pending': 'pending',
        ':now': epochSeconds(now),
      },
    });
    return until;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return undefined;
    throw error;
  }
}

async function releaseHold(userId: string, fileId: string, until: number): Promise<void> {
  await db
    .update({
      TableName: tableName,
      Key: keys.file(userId, fileId),
      UpdateExpression: 'REMOVE checkingUntil',
      ConditionExpression: 'checkingUntil = :until',
      ExpressionAttributeValues: { ':until': until },
    })
    .catch((error: unknown) => {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    });
}

/** Another completion of the same upload is checking it: its answer, once it has one. */
async function awaitTwin(userId: string, fileId: string): Promise<VaultFile> {
  for (let i = 0; i < 20; i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const { Item } = await db.get({
      TableName: tableName,
      Key: keys.file(userId, fileId),
      ConsistentRead: true,
    });
    const item = Item as FileItem | undefined;
    if (!item) throw notFound(M.fileNotFound); // the twin refused it
    if (item.status === 'ready') return toVaultFile(item);
  }
  throw conflict(M.uploadChecking);
}

/**
 * Check an uploaded object and record it. The upload is first copied to the file's own key (which
 * no URL can write), then that copy is checked: its real size (HeadObject) at most 15 MB, its real
 * type from its first bytes (a ranged GET read by file-type) one of PDF, JPEG, PNG, HEIC. Anything
 * else is deleted and refused in Spanish. Recording counts it against the member's quota (files and
 * bytes) in the same transaction, and schedules its freshness reminder. So the bytes checked are
 * the bytes every later read serves, whatever is PUT to the upload URL afterwards.
 *
 * One function (~70 lines): the hold, the copy, the checks and the counted write are one sequence
 * whose every exit must release or discard what it took.
 */
export async function completeUpload(
  userId: string,
  fileId: string,
  now = new Date(),
): Promise<VaultFile> {
  const item = await getFileItem(userId, fileId);
  if (item.status === 'ready') return toVaultFile(item);
  if (!live(item, now)) {
    await discardUpload(userId, fileId);
    throw conflict(M.uploadExpired);
  }
  const hold = await holdForCheck(userId, fileId, now);
  if (hold === undefined) return awaitTwin(userId, fileId);
  const key = fileKey(userId, fileId);
  if (!(await copyObject(uploadKey(userId, fileId), key))) {
    await releaseHold(userId, fileId, hold);
    throw conflict(M.notUploaded);
  }
  const head = await headObject(key);
  if (!head) {
    await releaseHold(userId, fileId, hold);
    throw conflict(M.notUploaded);
  }
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
  delete ready.checkingUntil;
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
          ConditionExpression: '#status = :pending AND checkingUntil = :hold',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':pending': 'pending', ':hold': hold },
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
  // The upload itself is no longer needed (what the URL writes later lands there, unread).
  await deleteObject(uploadKey(userId, fileId)).catch((error: unknown) =>
    logger.warn('vault upload copy not deleted', { userId, fileId, error: error as Error }),
  );
  return toVaultFile(ready);
}

/** The seed of a counter that does not exist yet (the first completion): ready files and bytes. */
async function countReady(userId: string): Promise<{ count: number; bytes: number }> {
  const ready = (await listFileItems(userId, true)).filter((f) => f.status === 'ready');
  return { count: ready.length, bytes: ready.reduce((sum, f) => sum + f.size, 0) };
}

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
