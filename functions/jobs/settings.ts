import type { LeadingKey } from '../commons/keys.ts';

/**
 * The jobs queue's settings: one definition for the SQS queue of the stack (infra/constructs/jobs.ts)
 * and the local queue of `npm start` and the tests (functions/jobs/local-queue.ts), so both retry
 * and give up alike (docs/decisions/010-queue-for-long-work.md).
 */
export const JOBS_QUEUE = {
  /** Receives of one message before it goes to the dead-letter queue (SQS maxReceiveCount). */
  maxReceiveCount: 8,
  /** The worker's time limit (s): a 500 MB package streams in well under it. */
  workerTimeoutSeconds: 600,
  /** The worker's memory (MB): one full vCPU for the ZIP's CRC, parts of 8 MB in flight. */
  workerMemoryMb: 1769,
  /**
   * How long a received message stays hidden (s): AWS asks for six times the function's timeout,
   * so a message whose worker timed out or crashed is tried again after an hour.
   */
  visibilityTimeoutSeconds: 3600,
  /**
   * A failed attempt is tried again sooner, by itself: 30 s, 90 s, 4.5 min, 13.5 min, 40 min,
   * 2 h, 6 h (retryDelaySeconds), about 9 hours in all before the dead-letter queue.
   */
  retryBaseSeconds: 30,
  retryMaxSeconds: 6 * 3600,
  /** Kept at most 4 days in the queue (longer than every retry), 14 in the dead-letter queue. */
  retentionSeconds: 4 * 24 * 3600,
  deadLetterRetentionSeconds: 14 * 24 * 3600,
  /** SQS's limit on one message; messages carry ids and small texts, never files. */
  maxMessageBytes: 256 * 1024,
  /** One message per invocation: a package takes minutes, an email milliseconds. */
  batchSize: 1,
  /** Workers at once (the event source mapping's maximum concurrency; SQS's minimum is 2). */
  maxConcurrency: 10,
  /**
   * What the worker writes in the table (functions/commons/keys.ts LEADING_KEYS), as an area's
   * `writes` (functions/routes.ts): members' jobs, packages, files and vault counters, the daily
   * run's reminder and upload partitions, its trial reminders (a subscription synced again) and
   * the second sweeps of deleted members it has done, and the lender programs it reminded
   * (their copy and their listing).
   * Its role grants these only, and the table client refuses anything else while a job runs.
   */
  workerWrites: [
    'user',
    'reminders',
    'uploads',
    'billingReminders',
    'sweeps',
    'program',
    'programs',
  ] satisfies LeadingKey[] as readonly LeadingKey[],
} as const;

/** How long a message that failed its `receiveCount`-th attempt waits before the next one (s). */
export function retryDelaySeconds(
  receiveCount: number,
  base: number = JOBS_QUEUE.retryBaseSeconds,
): number {
  return Math.min(base * 3 ** Math.max(0, receiveCount - 1), JOBS_QUEUE.retryMaxSeconds);
}
