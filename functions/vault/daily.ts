import { readProfile } from '../auth/profile.ts';
import { db, queryAll, tableName } from '../commons/db.ts';
import { logger } from '../commons/logger.ts';
import { sendMail } from '../commons/mail.ts';
import { deleteObject } from '../commons/storage.ts';
import { isoDay, staleOn } from '../../shared/api/vault-catalog.ts';
import { staleSoonEmail } from './emails.ts';
import { runDueMemberSweeps } from './erase.ts';
import { fileKey, uploadKey, type FileItem } from './files.ts';
import { keys, remindersPk, uploadsPk, type ItemKey } from '../commons/keys.ts';
import { enqueue } from '../jobs/queue.ts';

/**
 * The vault's daily job: email each member whose documents go stale in a week, delete the objects
 * of uploads that were never completed (and what an upload URL wrote after its completion), and
 * sweep again the objects of members deleted since (functions/vault/erase.ts). All read date-keyed
 * partitions written as things change (functions/vault/files.ts): no scan. In AWS the schedule queues a `daily` message;
 * the jobs worker plans (planVaultDaily) and queues one `vault-member` message per member, each
 * retried on its own (functions/jobs/worker.ts). Locally `npx tsx scripts/vault-reminders.ts`
 * runs it all in turn (runVaultDaily).
 */
const DAY_MS = 24 * 60 * 60 * 1000;
/** Days looked back: a job that did not run for a few days still sends what was due. */
const CATCH_UP_DAYS = 6;
/** An upload item is kept 2 days while pending: older uploads that are not ready never will be. */
const ABANDONED_AFTER_DAYS = 2;
/** Keys per queued message (well inside SQS's 256 KB). */
const KEYS_PER_MESSAGE = 200;

export interface DailyResult {
  emails: number;
  reminders: number;
  abandonedUploads: number;
  /** Deleted members whose objects were swept again (functions/vault/erase.ts). */
  deletedMembersSwept: number;
}

/** One member's part of a day: the reminder items due and the upload markers to sweep. */
export interface MemberWork {
  reminders: ItemKey[];
  uploads: ItemKey[];
}

interface Due {
  pk: string;
  sk: string;
  userId: string;
  fileId: string;
  staleOn: string;
}

function daysBack(now: Date, from: number, to: number): string[] {
  const days: string[] = [];
  for (let back = from; back <= to; back++)
    days.push(isoDay(new Date(now.getTime() - back * DAY_MS)));
  return days;
}

function queryDay(pk: string): Promise<Record<string, unknown>[]> {
  return queryAll({ pk });
}

/** The day's work, by member. */
async function collectDaily(now: Date): Promise<Map<string, MemberWork>> {
  const byMember = new Map<string, MemberWork>();
  const of = (userId: string) => {
    let work = byMember.get(userId);
    if (!work) byMember.set(userId, (work = { reminders: [], uploads: [] }));
    return work;
  };
  for (const day of daysBack(now, 0, CATCH_UP_DAYS)) {
    for (const item of await queryDay(remindersPk(day))) {
      of(String(item.userId)).reminders.push({ pk: String(item.pk), sk: String(item.sk) });
    }
  }
  for (const day of daysBack(now, ABANDONED_AFTER_DAYS, ABANDONED_AFTER_DAYS + CATCH_UP_DAYS)) {
    for (const item of await queryDay(uploadsPk(day))) {
      const [userId] = String(item.sk).split('#') as [string];
      of(userId).uploads.push({ pk: String(item.pk), sk: String(item.sk) });
    }
  }
  return byMember;
}

/**
 * The schedule's run in AWS: one queued message per member (more for a member with hundreds of
 * items), so one member's failure is retried alone. Returns how many members have work.
 */
export async function planVaultDaily(now = new Date()): Promise<number> {
  const work = await collectDaily(now);
  const day = isoDay(now);
  for (const [userId, { reminders, uploads }] of work) {
    const chunks = Math.max(
      Math.ceil(reminders.length / KEYS_PER_MESSAGE),
      Math.ceil(uploads.length / KEYS_PER_MESSAGE),
    );
    for (let i = 0; i < chunks; i++) {
      const part = (keys: ItemKey[]) =>
        keys.slice(i * KEYS_PER_MESSAGE, (i + 1) * KEYS_PER_MESSAGE);
      await enqueue({
        kind: 'vault-member',
        userId,
        day,
        reminders: part(reminders),
        uploads: part(uploads),
      });
    }
  }
  const deletedMembersSwept = await runDueMemberSweeps(now);
  logger.info('vault daily job planned', { members: work.size, deletedMembersSwept });
  return work.size;
}

/** Everything in turn, in this process (the local script and the tests). */
export async function runVaultDaily(now = new Date()): Promise<DailyResult> {
  const total: DailyResult = {
    emails: 0,
    reminders: 0,
    abandonedUploads: 0,
    deletedMembersSwept: 0,
  };
  for (const [userId, work] of await collectDaily(now)) {
    try {
      const done = await runVaultMember(userId, work);
      total.emails += done.emails;
      total.reminders += done.reminders;
      total.abandonedUploads += done.abandonedUploads;
    } catch (error) {
      // Kept: the next run tries again.
      logger.error('vault daily job: a member failed', { userId, error: error as Error });
    }
  }
  total.deletedMembersSwept = await runDueMemberSweeps(now);
  logger.info('vault daily job', { ...total });
  return total;
}

async function getFile(userId: string, fileId: string): Promise<FileItem | undefined> {
  const { Item } = await db.get({
    TableName: tableName,
    Key: keys.file(userId, fileId),
    ConsistentRead: true,
  });
  return Item as FileItem | undefined;
}

/**
 * One member's part: the reminder email (one for every document due; a failure throws, so the
 * queue tries again, and the reminders stay until it is sent) and the abandoned uploads' objects.
 * Safe to run twice: what is done is deleted as it is done.
 */
export async function runVaultMember(
  userId: string,
  work: MemberWork,
): Promise<Omit<DailyResult, 'deletedMembersSwept'>> {
  const due: { due: Due; file: FileItem }[] = [];
  for (const key of work.reminders) {
    const { Item } = await db.get({ TableName: tableName, Key: key, ConsistentRead: true });
    if (!Item) continue; // sent by an earlier try
    const item = Item as Due;
    const file = await getFile(item.userId, item.fileId);
    const current =
      file?.status === 'ready'
        ? staleOn(file.documentId ?? null, file.documentDate ?? null, file.uploadedAt ?? null)
        : null;
    // Deleted, or its date changed since (the change wrote a new reminder): nothing to send.
    if (!file || current !== item.staleOn) {
      await db.delete({ TableName: tableName, Key: key });
      continue;
    }
    due.push({ due: item, file });
  }
  let emails = 0;
  if (due.length > 0) {
    const profile = await readProfile(userId);
    if (profile) {
      await sendMail(
        staleSoonEmail(
          profile,
          due.map(({ due: d, file }) => ({
            name: file.name,
            documentId: file.documentId ?? null,
            staleOn: d.staleOn,
          })),
        ),
      );
      emails++;
    }
    for (const { due: d } of due) {
      await db.delete({ TableName: tableName, Key: { pk: d.pk, sk: d.sk } });
    }
  }
  let abandonedUploads = 0;
  for (const key of work.uploads) {
    const [, fileId] = key.sk.split('#') as [string, string];
    const file = await getFile(userId, fileId);
    // The upload's own key goes either way: after a completion it holds only what the URL may
    // have written since, which nobody reads.
    await deleteObject(uploadKey(userId, fileId));
    if (file?.status !== 'ready') {
      await deleteObject(fileKey(userId, fileId));
      abandonedUploads++;
    }
    await db.delete({ TableName: tableName, Key: key });
  }
  return { emails, reminders: due.length, abandonedUploads };
}
