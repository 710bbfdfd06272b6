import type { SQSEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { LocalQueue, pollQueue } from '../../functions/jobs/local-queue.ts';
import { JOBS_QUEUE, retryDelaySeconds } from '../../functions/jobs/settings.ts';

/**
 * The local queue keeps SQS's contract (functions/jobs/local-queue.ts): what the worker sees and
 * how a message retries and dies are what SQS and Lambda's event source mapping do in AWS.
 */
function queues(maxReceiveCount = 3) {
  let now = 1_000_000;
  const clock = () => now;
  const deadLetter = new LocalQueue({ name: 'dlq', visibilityTimeoutSeconds: 30, clock });
  const queue = new LocalQueue({
    name: 'jobs',
    visibilityTimeoutSeconds: 30,
    redrive: { deadLetter, maxReceiveCount },
    clock,
  });
  return { queue, deadLetter, advance: (seconds: number) => (now += seconds * 1000) };
}

describe('LocalQueue', () => {
  it('hands out Lambda SQS records and hides a received message for the visibility timeout', () => {
    const { queue, advance } = queues();
    const id = queue.send('{"v":1}');
    const [record] = queue.receive(10);
    expect(record).toMatchObject({
      messageId: id,
      body: '{"v":1}',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:jobs',
      attributes: { ApproximateReceiveCount: '1' },
    });
    expect(queue.receive(10)).toEqual([]);
    advance(29);
    expect(queue.receive(10)).toEqual([]);
    advance(1);
    const [again] = queue.receive(10);
    expect(again!.attributes.ApproximateReceiveCount).toBe('2');
    // The first receipt no longer deletes it; the latest does.
    queue.delete(record!.receiptHandle);
    expect(queue.list()).toHaveLength(1);
    queue.delete(again!.receiptHandle);
    expect(queue.list()).toEqual([]);
  });

  it('brings a message back sooner with ChangeMessageVisibility, and delays a send', () => {
    const { queue, advance } = queues();
    queue.send('later', 5);
    expect(queue.receive(1)).toEqual([]);
    advance(5);
    const [record] = queue.receive(1);
    queue.changeVisibility(record!.receiptHandle, 2);
    advance(2);
    expect(queue.receive(1)).toHaveLength(1);
  });

  it('moves a message to the dead-letter queue on the receive after maxReceiveCount', () => {
    const { queue, deadLetter, advance } = queues(3);
    queue.send('poison');
    for (let i = 1; i <= 3; i++) {
      expect(queue.receive(1)[0]!.attributes.ApproximateReceiveCount).toBe(String(i));
      advance(30);
    }
    expect(queue.receive(1)).toEqual([]);
    expect(queue.list()).toEqual([]);
    expect(deadLetter.list()).toEqual([
      { messageId: expect.any(String), body: 'poison', receiveCount: 0 },
    ]);
  });

  it('refuses a message larger than SQS takes', () => {
    const { queue } = queues();
    expect(() => queue.send('x'.repeat(JOBS_QUEUE.maxMessageBytes + 1))).toThrow(/256 KB/);
  });
});

describe('pollQueue (the event source mapping)', () => {
  it('deletes what the handler did not report, keeps what it did and a batch that threw', async () => {
    const queue = new LocalQueue({ name: 'jobs', visibilityTimeoutSeconds: 3600 });
    queue.send('ok');
    queue.send('fail');
    queue.send('throw');
    const seen: string[] = [];
    const stop = pollQueue(
      queue,
      async () => async (event: SQSEvent) => {
        const [record] = event.Records;
        seen.push(record!.body);
        if (record!.body === 'throw') throw new Error('crash');
        return {
          batchItemFailures: record!.body === 'fail' ? [{ itemIdentifier: record!.messageId }] : [],
        };
      },
      { batchSize: 1, concurrency: 1, idleMs: 20 },
    );
    while (seen.length < 3) await new Promise((resolve) => setTimeout(resolve, 10));
    await stop();
    expect(seen.sort()).toEqual(['fail', 'ok', 'throw']);
    expect(
      queue
        .list()
        .map((m) => m.body)
        .sort(),
    ).toEqual(['fail', 'throw']);
  });
});

describe('retryDelaySeconds', () => {
  it('grows threefold from the base and stops at the cap', () => {
    expect([1, 2, 3, 4].map((n) => retryDelaySeconds(n))).toEqual([30, 90, 270, 810]);
    expect(retryDelaySeconds(20)).toBe(JOBS_QUEUE.retryMaxSeconds);
    expect(retryDelaySeconds(2, 1)).toBe(3);
  });
});
