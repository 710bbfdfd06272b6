import { createHash, randomUUID } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { JOBS_QUEUE } from './settings.ts';

/**
 * The jobs queue where there is no AWS (`npm start`, the tests): SQS's semantics in the process,
 * so the worker (functions/jobs/worker.ts) runs unchanged and retries and gives up as in AWS.
 *  - A received message is hidden for the visibility timeout and comes back if not deleted;
 *    ChangeMessageVisibility moves that moment (the worker's backoff).
 *  - Each receive counts (ApproximateReceiveCount); a message received maxReceiveCount times and
 *    still not deleted goes to the dead-letter queue on its next receive, as SQS's redrive does.
 *  - The poller hands the worker Lambda's SQS event and honours its partial batch response
 *    (batchItemFailures): what it names stays, the rest is deleted; a thrown error keeps the batch.
 * Messages live in memory: a restart of `npm start` loses what was queued (AWS keeps 4 days).
 */
interface Stored {
  messageId: string;
  body: string;
  sentAt: number;
  visibleAt: number;
  receiveCount: number;
  firstReceivedAt?: number;
  receiptHandle?: string;
}

export interface LocalQueueOptions {
  name: string;
  visibilityTimeoutSeconds: number;
  /** With a dead-letter queue: receives before a message moves there. */
  redrive?: { deadLetter: LocalQueue; maxReceiveCount: number };
  /** Milliseconds now (tests move time with it). */
  clock?: () => number;
}

export class LocalQueue {
  readonly name: string;
  readonly arn: string;
  private readonly messages = new Map<string, Stored>();
  private readonly options: LocalQueueOptions;
  private readonly clock: () => number;
  private readonly waiters = new Set<() => void>();

  constructor(options: LocalQueueOptions) {
    this.options = options;
    this.name = options.name;
    this.arn = `arn:aws:sqs:us-east-1:000000000000:${options.name}`;
    this.clock = options.clock ?? Date.now;
  }

  /** SendMessage: the message's id. Bodies over SQS's 256 KB are refused, as SQS refuses them. */
  send(body: string, delaySeconds = 0): string {
    if (Buffer.byteLength(body) > JOBS_QUEUE.maxMessageBytes) {
      throw new Error(`message of ${Buffer.byteLength(body)} bytes: SQS takes at most 256 KB`);
    }
    const now = this.clock();
    const messageId = randomUUID();
    this.messages.set(messageId, {
      messageId,
      body,
      sentAt: now,
      visibleAt: now + delaySeconds * 1000,
      receiveCount: 0,
    });
    for (const wake of [...this.waiters]) wake();
    return messageId;
  }

  /** ReceiveMessage: up to `max` visible messages, hidden for the visibility timeout. */
  receive(max: number): SQSRecord[] {
    const now = this.clock();
    const records: SQSRecord[] = [];
    for (const message of [...this.messages.values()].sort((a, b) => a.sentAt - b.sentAt)) {
      if (records.length >= max) break;
      if (message.visibleAt > now) continue;
      const redrive = this.options.redrive;
      if (redrive && message.receiveCount >= redrive.maxReceiveCount) {
        this.messages.delete(message.messageId);
        redrive.deadLetter.moveIn(message);
        continue;
      }
      message.receiveCount += 1;
      message.firstReceivedAt ??= now;
      message.visibleAt = now + this.options.visibilityTimeoutSeconds * 1000;
      message.receiptHandle = randomUUID();
      records.push(this.record(message));
    }
    return records;
  }

  /** DeleteMessage: only with the latest receipt of the message (an older one is ignored). */
  delete(receiptHandle: string): void {
    const message = this.byReceipt(receiptHandle);
    if (message) this.messages.delete(message.messageId);
  }

  /** ChangeMessageVisibility: the message comes back `seconds` from now. */
  changeVisibility(receiptHandle: string, seconds: number): void {
    const message = this.byReceipt(receiptHandle);
    if (message) message.visibleAt = this.clock() + seconds * 1000;
  }

  /** The messages, with how often each was received (the dead-letter queue's content, in tests). */
  list(): { messageId: string; body: string; receiveCount: number }[] {
    return [...this.messages.values()].map(({ messageId, body, receiveCount }) => ({
      messageId,
      body,
      receiveCount,
    }));
  }

  /** When the next hidden or delayed message comes back (ms), if any. */
  nextVisibleAt(): number | undefined {
    const times = [...this.messages.values()].map((m) => m.visibleAt);
    return times.length ? Math.min(...times) : undefined;
  }

  /** Wait until a message is sent or `ms` pass. */
  waitForMessage(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      this.waiters.add(done);
    });
  }

  private moveIn(message: Stored): void {
    this.messages.set(message.messageId, {
      ...message,
      receiveCount: 0,
      visibleAt: this.clock(),
      receiptHandle: undefined,
    });
  }

  private byReceipt(receiptHandle: string): Stored | undefined {
    return [...this.messages.values()].find((m) => m.receiptHandle === receiptHandle);
  }

  private record(message: Stored): SQSRecord {
    return {
      messageId: message.messageId,
      receiptHandle: message.receiptHandle!,
      body: message.body,
      attributes: {
        ApproximateReceiveCount: String(message.receiveCount),
        SentTimestamp: String(message.sentAt),
        SenderId: 'local',
        ApproximateFirstReceiveTimestamp: String(message.firstReceivedAt),
      },
      messageAttributes: {},
      md5OfBody: createHash('md5').update(message.body).digest('hex'),
      eventSource: 'aws:sqs',
      eventSourceARN: this.arn,
      awsRegion: 'us-east-1',
    };
  }
}

export type QueueHandler = (event: SQSEvent) => Promise<SQSBatchResponse | void>;

/**
 * Lambda's event source mapping, locally: `concurrency` pollers take batches, invoke the handler
 * and delete what it did not report as failed. Returns a stop function.
 */
export function pollQueue(
  queue: LocalQueue,
  handler: () => Promise<QueueHandler>,
  options: { batchSize: number; concurrency: number; idleMs?: number },
): () => Promise<void> {
  let running = true;
  const idleMs = options.idleMs ?? 1000;
  const poller = async () => {
    while (running) {
      const records = queue.receive(options.batchSize);
      if (records.length === 0) {
        const next = queue.nextVisibleAt();
        const wait =
          next === undefined ? idleMs : Math.max(10, Math.min(idleMs, next - Date.now()));
        await queue.waitForMessage(wait);
        continue;
      }
      let failed: Set<string>;
      try {
        const response = await (await handler())({ Records: records });
        failed = new Set((response?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
      } catch (error) {
        // As in AWS: an invocation that throws returns its whole batch to the queue.
        console.error(`${queue.name}: the worker threw; the batch comes back later`, error);
        continue;
      }
      for (const record of records) {
        if (!failed.has(record.messageId)) queue.delete(record.receiptHandle);
      }
    }
  };
  const pollers = Array.from({ length: options.concurrency }, () => poller());
  return async () => {
    running = false;
    await Promise.allSettled(pollers);
  };
}

interface LocalJobs {
  queue: LocalQueue;
  deadLetter: LocalQueue;
  load?: () => Promise<QueueHandler>;
  handler?: Promise<QueueHandler>;
  stop?: () => Promise<void>;
}

const GLOBAL_KEY = Symbol.for('inversor-listo.local-jobs');

/**
 * The process's jobs queue and its dead-letter queue, with the settings of the SQS ones. Kept on
 * globalThis: a test runner that loads modules again per file still has one queue per process.
 */
export function localJobs(): LocalJobs {
  const holder = globalThis as { [GLOBAL_KEY]?: LocalJobs };
  if (!holder[GLOBAL_KEY]) {
    const deadLetter = new LocalQueue({
      name: 'jobs-dead-letter',
      visibilityTimeoutSeconds: JOBS_QUEUE.visibilityTimeoutSeconds,
    });
    const queue = new LocalQueue({
      name: 'jobs',
      visibilityTimeoutSeconds: JOBS_QUEUE.visibilityTimeoutSeconds,
      redrive: { deadLetter, maxReceiveCount: JOBS_QUEUE.maxReceiveCount },
    });
    holder[GLOBAL_KEY] = { queue, deadLetter };
  }
  return holder[GLOBAL_KEY];
}

/**
 * Run the worker on the local queue (`npm start`, the tests). The worker's module is loaded when
 * the first message arrives, not before: a test file points the functions' configuration at its
 * own services first. Called again, it swaps the worker (a test file's own module instances) and
 * keeps the pollers.
 */
export function startLocalWorker(load: () => Promise<QueueHandler>, concurrency = 3): void {
  const jobs = localJobs();
  jobs.load = load;
  jobs.handler = undefined;
  const handler = () =>
    (jobs.handler ??= jobs.load!().catch((error: unknown) => {
      jobs.handler = undefined; // the next batch loads it again
      throw error;
    }));
  jobs.stop ??= pollQueue(jobs.queue, handler, {
    batchSize: JOBS_QUEUE.batchSize,
    concurrency,
  });
}
