import { batchDeleteKeys, db, epochSeconds, queryAll, tableName } from '../commons/db.ts';
import { logger } from '../commons/logger.ts';
import { deletePrefix, UPLOAD_URL_SECONDS } from '../commons/storage.ts';
import { isoDay, remindOn, staleOn } from '../../shared/api/vault-catalog.ts';
import { listFileItems, memberPrefix, uploadPrefix } from './files.ts';
import { packagePrefix } from './zip-names.ts';
import { keys, sweepsPk, userPk, PREFIX, type ItemKey } from '../commons/keys.ts';

/** Every prefix of the bucket that holds objects of the member: files, uploads, packages. */
function memberPrefixes(userId: string): string[] {
  return [memberPrefix(userId), uploadPrefix(userId), packagePrefix(userId)];
}

async function deleteMemberObjects(userId: string): Promise<number> {
  let objects = 0;
  for (const prefix of memberPrefixes(userId)) objects += await deletePrefix(prefix);
  return objects;
}

/**
 * Everything the vault holds of a member, gone (account deletion): every object under the
 * member's prefixes (files, uploads, packages) with all their versions, then the items — files,
 * quota counter, reminders, reviews and their place in the staff queue, packages. Objects first:
 * if this stops half way, running it again finds the items and finishes; no item is left pointing
 * at nothing it could not delete again. Returns how many objects were deleted.
 */
export async function deleteMemberVault(userId: string): Promise<number> {
  const objects = await deleteMemberObjects(userId);
  const doomed: ItemKey[] = [];
  for (const file of await listFileItems(userId, true)) {
    doomed.push({ pk: file.pk, sk: file.sk });
    const stale = staleOn(
      file.documentId ?? null,
      file.documentDate ?? null,
      file.uploadedAt ?? null,
    );
    if (stale && file.status === 'ready')
      doomed.push(keys.reminder(remindOn(stale), userId, file.fileId));
  }
  for (const item of await queryPrefix(userId, PREFIX.review)) {
    doomed.push({ pk: String(item.pk), sk: String(item.sk) });
    if (item.status === 'abierta') {
      doomed.push(keys.reviewQueue(String(item.submittedAt), userId, String(item.reviewId)));
    }
  }
  // The packages' entries in the reports history (their ZIPs went with the prefix above).
  for (const item of await queryPrefix(userId, PREFIX.report)) {
    if (item.kind === 'package') doomed.push({ pk: String(item.pk), sk: String(item.sk) });
  }
  doomed.push(keys.reviewOpen(userId), keys.vaultCounter(userId));
  await batchDeleteKeys(doomed);
  return objects;
}

function queryPrefix(userId: string, prefix: string): Promise<Record<string, unknown>[]> {
  return queryAll({ pk: userPk(userId), prefix, consistent: true });
}

/*
 * The second sweep of a deleted member's objects. An upload URL issued before the deletion stays
 * valid for its lifetime (UPLOAD_URL_SECONDS) and can write `uploads/<id>/…` after the first
 * sweep; so the deletion schedules another once every such URL is dead. Entry points:
 *  - `sweepDeletedMember(job)`: one member, for a queue's message (`MemberSweep`); it answers
 *    `early` before `notBefore`, for the message to be delayed again (SQS delays at most 15 min);
 *  - `runDueMemberSweeps(now)`: every sweep due by now (the vault's daily job runs it).
 * The schedule item (SWEEP#<day>/<userId>) is deleted once its sweep is done.
 */

/** What a queue's message for one member's second sweep carries. */
export interface MemberSweep {
  userId: string;
  /** ISO 8601: not before this instant (every upload URL issued before the deletion is dead). */
  notBefore: string;
}

/** The URLs' lifetime and a minute for S3's clock against ours. */
const SWEEP_AFTER_SECONDS = UPLOAD_URL_SECONDS + 60;
/** Days of schedule the daily job reads back: a job that did not run for days still sweeps. */
const SWEEP_CATCH_UP_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Schedule a deleted member's second sweep; returns the job (for a queue to carry). */
export async function scheduleMemberSweep(userId: string, now = new Date()): Promise<MemberSweep> {
  const due = new Date(now.getTime() + SWEEP_AFTER_SECONDS * 1000);
  await db.put({
    TableName: tableName,
    Item: {
      ...keys.memberSweep(isoDay(due), userId),
      notBefore: due.toISOString(),
      ttl: epochSeconds(due) + 30 * 24 * 60 * 60,
    },
  });
  return { userId, notBefore: due.toISOString() };
}

/** Sweep one deleted member's objects again, if it is time; the schedule item goes after. */
export async function sweepDeletedMember(
  job: MemberSweep,
  now = new Date(),
): Promise<{ status: 'swept'; objects: number } | { status: 'early'; waitSeconds: number }> {
  const wait = Math.ceil((Date.parse(job.notBefore) - now.getTime()) / 1000);
  if (wait > 0) return { status: 'early', waitSeconds: wait };
  const objects = await deleteMemberObjects(job.userId);
  await db.delete({
    TableName: tableName,
    Key: keys.memberSweep(isoDay(new Date(job.notBefore)), job.userId),
  });
  if (objects > 0) logger.info('deleted member swept again', { userId: job.userId, objects });
  return { status: 'swept', objects };
}

/** Every second sweep due by `now` (the daily job): returns how many members were swept. */
export async function runDueMemberSweeps(now = new Date()): Promise<number> {
  let swept = 0;
  for (let back = 0; back <= SWEEP_CATCH_UP_DAYS; back++) {
    const day = isoDay(new Date(now.getTime() - back * DAY_MS));
    for (const item of await queryAll({ pk: sweepsPk(day), consistent: true })) {
      const job = { userId: String(item.sk), notBefore: String(item.notBefore) };
      if ((await sweepDeletedMember(job, now)).status === 'swept') swept++;
    }
  }
  return swept;
}
