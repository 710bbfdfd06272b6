import type { ProfileItem } from '../commons/access.ts';
import { db, queryAll, tableName } from '../commons/db.ts';
import { logger } from '../commons/logger.ts';
import { sendMail } from '../commons/mail.ts';
import { deleteObject } from '../commons/storage.ts';
import { isoDay, staleOn } from '../../shared/api/vault-catalog.ts';
import { staleSoonEmail } from './emails.ts';
import { runDueMemberSweeps } from './erase.ts';
import { fileKey, uploadKey, type FileItem } from './files.ts';
import { keys, remindersPk, uploadsPk } from '../commons/keys.ts';

/**
 * The vault's daily job (an EventBridge schedule in AWS, `npx tsx scripts/vault-reminders.ts`
 * locally): email each member whose documents go stale in a week, and delete the objects of
 * uploads that were never completed (and what an upload URL wrote after its completion), and sweep
 * again the objects of members deleted since (functions/vault/erase.ts). Both read date-keyed partitions written as files change
 * (functions/vault/files.ts): no scan.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
/** Days looked back: a job that did not run for a few days still sends what was due. */
const CATCH_UP_DAYS = 6;
/** An upload item is kept 2 days while pending: older uploads that are not ready never will be. */
const ABANDONED_AFTER_DAYS = 2;

export interface DailyResult {
  emails: number;
  reminders: number;
  abandonedUploads: number;
  /** Deleted members whose objects were swept again (functions/vault/erase.ts). */
  deletedMembersSwept: number;
}

export async function runVaultDaily(now = new Date()): Promise<DailyResult> {
  const reminders = await sendReminders(now);
  const abandonedUploads = await sweepUploads(now);
  const deletedMembersSwept = await runDueMemberSweeps(now);
  const result = { ...reminders, abandonedUploads, deletedMembersSwept };
  logger.info('vault daily job', { ...result });
  return result;
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

async function getFile(userId: string, fileId: string): Promise<FileItem | undefined> {
  const { Item } = await db.get({
    TableName: tableName,
    Key: keys.file(userId, fileId),
    ConsistentRead: true,
  });
  return Item as FileItem | undefined;
}

async function sendReminders(now: Date): Promise<{ emails: number; reminders: number }> {
  const byMember = new Map<string, { due: Due; file: FileItem }[]>();
  for (const day of daysBack(now, 0, CATCH_UP_DAYS)) {
    for (const item of (await queryDay(remindersPk(day))) as unknown as Due[]) {
      const file = await getFile(item.userId, item.fileId);
      const current =
        file?.status === 'ready'
          ? staleOn(file.documentId ?? null, file.documentDate ?? null, file.uploadedAt ?? null)
          : null;
      // Deleted, or its date changed since (the change wrote a new reminder): nothing to send.
      if (!file || current !== item.staleOn) {
        await db.delete({ TableName: tableName, Key: { pk: item.pk, sk: item.sk } });
        continue;
      }
      byMember.set(item.userId, [...(byMember.get(item.userId) ?? []), { due: item, file }]);
    }
  }
  let emails = 0;
  let reminders = 0;
  for (const [userId, due] of byMember) {
    const { Item } = await db.get({
      TableName: tableName,
      Key: keys.profile(userId),
    });
    if (Item) {
      try {
        await sendMail(
          staleSoonEmail(
            Item as ProfileItem,
            due.map(({ due: d, file }) => ({
              name: file.name,
              documentId: file.documentId ?? null,
              staleOn: d.staleOn,
            })),
          ),
        );
        emails++;
      } catch (error) {
        // Kept: the next run tries again.
        logger.error('vault reminder not sent', { userId, error: error as Error });
        continue;
      }
    }
    for (const { due: d } of due) {
      await db.delete({ TableName: tableName, Key: { pk: d.pk, sk: d.sk } });
      reminders++;
    }
  }
  return { emails, reminders };
}

async function sweepUploads(now: Date): Promise<number> {
  let deleted = 0;
  for (const day of daysBack(now, ABANDONED_AFTER_DAYS, ABANDONED_AFTER_DAYS + CATCH_UP_DAYS)) {
    for (const item of await queryDay(uploadsPk(day))) {
      const [userId, fileId] = String(item.sk).split('#') as [string, string];
      const file = await getFile(userId, fileId);
      // The upload's own key goes either way: after a completion it holds only what the URL
      // may have written since, which nobody reads.
      await deleteObject(uploadKey(userId, fileId));
      if (file?.status !== 'ready') {
        await deleteObject(fileKey(userId, fileId));
        deleted++;
      }
      await db.delete({ TableName: tableName, Key: { pk: String(item.pk), sk: String(item.sk) } });
    }
  }
  return deleted;
}
