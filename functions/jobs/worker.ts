import { readProfile } from '../auth/profile.ts';
import type { SQSBatchItemFailure, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { config } from '../commons/config.ts';
import { logger, userHash } from '../commons/logger.ts';
import { sendMail } from '../commons/mail.ts';
import { asTableWriter } from '../commons/table-writes.ts';
import { countMetric, METRICS } from '../commons/metrics.ts';
import { writeDataExport } from '../auth/member-data.ts';
import { runBillingDaily } from '../billing/daily.ts';
import { runLenderDaily } from '../lenders/daily.ts';
import { planVaultDaily, runVaultMember } from '../vault/daily.ts';
import { buildPackage, findPackage } from '../vault/package.ts';
import { jobDownloadPath } from '../../shared/api/jobs.ts';
import { packageDownloadPath } from '../../shared/api/vault-catalog.ts';
import { dataExportReadyEmail, packageReadyEmail } from './emails.ts';
import { sendMailRetried } from './mail.ts';
import { jobMessageSchema, mailOf, type JobMessage } from './messages.ts';
import { retryLater } from './queue.ts';
import { jobRecords } from './records.ts';
import { JOBS_QUEUE, retryDelaySeconds } from './settings.ts';

/**
 * The jobs worker: SQS's event source mapping in AWS (infra/constructs/jobs.ts), the local queue's
 * poller in `npm start` and the tests (functions/jobs/local-queue.ts). One message per invocation;
 * a message that fails is reported in batchItemFailures, brought back sooner than the visibility
 * timeout (30 s, 90 s, 4.5 min… settings.ts) and, after its last receive, goes to the dead-letter
 * queue, which alarms. Every job is safe to run twice: a retry finds what the failed try did.
 */
export const handler = (event: SQSEvent): Promise<SQSBatchResponse> =>
  // Its table writes are the worker's (its role's dynamodb:LeadingKeys in AWS).
  asTableWriter('jobs-worker', JOBS_QUEUE.workerWrites, async () => {
    const batchItemFailures: SQSBatchItemFailure[] = [];
    for (const record of event.Records) {
      if (!(await runRecord(record))) batchItemFailures.push({ itemIdentifier: record.messageId });
    }
    return { batchItemFailures };
  });

/** Run one message; false when it failed (and comes back later). */
async function runRecord(record: SQSRecord): Promise<boolean> {
  const attempt = Number(record.attributes.ApproximateReceiveCount) || 1;
  const last = attempt >= JOBS_QUEUE.maxReceiveCount;
  let message: JobMessage | undefined;
  logger.resetKeys();
  logger.appendKeys({ messageId: record.messageId, attempt });
  try {
    message = jobMessageSchema.parse(JSON.parse(record.body));
    logger.appendKeys({
      job: message.kind,
      ...('userId' in message ? { user: userHash(message.userId) } : {}),
    });
    await run(message, attempt);
    return true;
  } catch (error) {
    logger.error('job failed', { last, error: error as Error });
    if (message && 'jobId' in message && message.jobId && 'userId' in message) {
      await jobRecords
        .failed(message.userId, message.jobId, last)
        .catch((e: unknown) => logger.error('job record not updated', { error: e as Error }));
    }
    if (last) countMetric(METRICS.jobFailedForGood);
    else {
      const delay = retryDelaySeconds(attempt, config.JOBS_RETRY_BASE_SECONDS);
      await retryLater(record.receiptHandle, delay).catch((e: unknown) =>
        logger.error('retry delay not set', { error: e as Error }),
      );
    }
    return false;
  }
}

async function run(message: JobMessage, attempt: number): Promise<void> {
  switch (message.kind) {
    case 'vault-package':
      return runPackage(message, attempt);
    case 'data-export':
      return runDataExport(message, attempt);
    case 'daily': {
      const now = message.day ? new Date(`${message.day}T13:00:00Z`) : new Date();
      // Every part runs; one failing does not stop the others, and the message then comes back.
      const [vault, billing, lenders] = await Promise.allSettled([
        planVaultDaily(now),
        runBillingDaily(now),
        runLenderDaily(now),
      ]);
      if (vault.status === 'fulfilled') countMetric(METRICS.vaultDailyPlanned);
      const failed = [vault, billing, lenders].find((part) => part.status === 'rejected');
      if (failed) throw failed.reason;
      return;
    }
    case 'vault-member':
      await runVaultMember(message.userId, message);
      return;
    case 'email':
      await sendMail(mailOf(message));
      logger.info('queued email sent', { purpose: message.purpose });
      return;
  }
}

/**
 * A lender package. A member deleted since has nothing left to package: dropped. A retry after
 * the ZIP was built (the history holds the promised id) goes straight to telling the member.
 */
async function runPackage(
  message: Extract<JobMessage, { kind: 'vault-package' }>,
  attempt: number,
): Promise<void> {
  const { userId, jobId, packageId } = message;
  const profile = await readProfile(userId, { consistent: true });
  if (!profile) return;
  if (jobId && !(await jobRecords.running(userId, jobId, attempt))) return;
  const built =
    (packageId && (await findPackage(userId, packageId))) ||
    (await buildPackage(
      profile,
      message.fileIds,
      message.facts ?? { lenderFigures: null },
      new Date(),
      {
        packageId,
        onProgress: jobId
          ? async (done, total) => void (await jobRecords.progress(userId, jobId, done, total))
          : undefined,
      },
    ));
  if (!jobId) return;
  await jobRecords.ready(userId, jobId, {
    downloadUrl: packageDownloadPath(built.id),
    fileCount: built.fileCount,
    bytes: built.bytes,
    expiresAt: built.expiresAt,
    packageId: built.id,
  });
  await sendMailRetried('package-ready', packageReadyEmail(profile, built));
}

/** How long a data export can be downloaded once ready (the object goes with packages/' lifecycle). */
const EXPORT_HOURS = 24;

async function runDataExport(
  message: Extract<JobMessage, { kind: 'data-export' }>,
  attempt: number,
): Promise<void> {
  const { userId, jobId } = message;
  const profile = await readProfile(userId, { consistent: true });
  if (!profile) return;
  if (!(await jobRecords.running(userId, jobId, attempt))) return;
  const now = new Date();
  const written = await writeDataExport(userId, jobId, now);
  const expiresAt = new Date(now.getTime() + EXPORT_HOURS * 3600 * 1000).toISOString();
  await jobRecords.ready(userId, jobId, {
    downloadUrl: jobDownloadPath(jobId),
    fileCount: written.fileCount,
    bytes: written.bytes,
    expiresAt,
    key: written.key,
  });
  await sendMailRetried('data-export-ready', dataExportReadyEmail(profile, jobId, expiresAt));
}
