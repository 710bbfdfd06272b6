import { ChangeMessageVisibilityCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { config } from '../commons/config.ts';
import { traced } from '../commons/tracer.ts';
import { localJobs } from './local-queue.ts';
import { jobMessageSchema, type JobMessage, type NewJobMessage } from './messages.ts';

/**
 * The jobs queue from the sender's side: SQS in AWS (JOBS_QUEUE_URL, set by the stack on the
 * functions whose routes need 'jobs'), the local queue otherwise (functions/jobs/local-queue.ts).
 * A function in AWS without the variable refuses to send rather than queue in its own memory.
 */
const sqs = config.JOBS_QUEUE_URL
  ? traced(new SQSClient({ region: config.AWS_REGION, maxAttempts: 3 }))
  : undefined;

function queueUrl(): string | undefined {
  if (config.JOBS_QUEUE_URL) return config.JOBS_QUEUE_URL;
  if (config.AWS_LAMBDA_FUNCTION_NAME) {
    throw new Error('JOBS_QUEUE_URL is not set: this function cannot queue work');
  }
  return undefined;
}

/** Queue one message (checked against the contract first: a bad message fails its sender). */
export async function enqueue(message: NewJobMessage, delaySeconds = 0): Promise<void> {
  const body = JSON.stringify(jobMessageSchema.parse({ v: 1, ...message } satisfies JobMessage));
  const url = queueUrl();
  if (url) {
    await sqs!.send(
      new SendMessageCommand({ QueueUrl: url, MessageBody: body, DelaySeconds: delaySeconds }),
    );
  } else {
    localJobs().queue.send(body, delaySeconds);
  }
}

/** Bring a received message back in `seconds` instead of at the end of its visibility timeout. */
export async function retryLater(receiptHandle: string, seconds: number): Promise<void> {
  const url = queueUrl();
  if (url) {
    await sqs!.send(
      new ChangeMessageVisibilityCommand({
        QueueUrl: url,
        ReceiptHandle: receiptHandle,
        VisibilityTimeout: seconds,
      }),
    );
  } else {
    localJobs().queue.changeVisibility(receiptHandle, seconds);
  }
}
