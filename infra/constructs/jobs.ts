import path from 'node:path';
import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { SqsQueue } from 'aws-cdk-lib/aws-events-targets';
import type { Function as LambdaFn } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { JOBS_QUEUE } from '../../functions/jobs/settings.ts';
import { AppFunction, bindTable, REPO_ROOT } from './app-function.ts';
import type { Documents } from './documents.ts';
import type { Mail } from './mail.ts';

export interface JobsProps {
  table: ITable;
  mail: Mail;
  documents: Documents;
}

/**
 * Long work off the request path (docs/decisions/010-queue-for-long-work.md): an SQS queue with a
 * dead-letter queue, and the worker that takes its messages (functions/jobs/worker.ts): lender
 * packages, data exports, the vault's daily run fanned out per member, and emails retried until
 * SES takes them. The settings (retries, timeouts) are functions/jobs/settings.ts, which the local
 * queue of `npm start` and the tests uses too.
 */
export class Jobs extends Construct {
  readonly queue: Queue;
  readonly deadLetter: Queue;
  readonly worker: AppFunction;
  /** The daily schedule that queues the vault's run. */
  readonly daily: Rule;

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    this.deadLetter = new Queue(this, 'DeadLetter', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.seconds(JOBS_QUEUE.deadLetterRetentionSeconds),
    });
    this.queue = new Queue(this, 'Queue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(JOBS_QUEUE.visibilityTimeoutSeconds),
      retentionPeriod: Duration.seconds(JOBS_QUEUE.retentionSeconds),
      deadLetterQueue: { queue: this.deadLetter, maxReceiveCount: JOBS_QUEUE.maxReceiveCount },
    });

    this.worker = new AppFunction(this, 'Worker', {
      entry: path.join(REPO_ROOT, 'functions', 'jobs', 'worker.ts'),
      description:
        'Jobs worker: lender packages, data exports, the daily run (vault per member, trial reminders, lender program reminders), retried emails',
      timeoutSeconds: JOBS_QUEUE.workerTimeoutSeconds,
      memoryMb: JOBS_QUEUE.workerMemoryMb,
      // Queued emails keep their attachments (the booking's calendar invite): SES v2 as tested.
      bundleAwsSdk: true,
      environment: { LOG_LEVEL: 'INFO', BILLING_MODE: 'stripe' },
    });
    bindTable(this.worker, props.table, JOBS_QUEUE.workerWrites);
    props.mail.bind(this.worker);
    // Packages and exports: read members' files, write packages/.
    props.documents.bind(this.worker, 'vault-package');
    // The daily run removes the objects of uploads never completed and what upload URLs wrote
    // after completion, and sweeps deleted members' prefixes again (list and delete versions).
    props.documents.grantPurge(this.worker);
    this.worker.addEventSource(
      new SqsEventSource(this.queue, {
        batchSize: JOBS_QUEUE.batchSize,
        reportBatchItemFailures: true,
        maxConcurrency: JOBS_QUEUE.maxConcurrency,
      }),
    );
    // It queues too: the daily run's per-member messages, emails to retry.
    this.bind(this.worker);

    this.daily = new Rule(this, 'Daily', {
      description: 'Queues the daily run at 13:00 UTC (morning in the US)',
      schedule: Schedule.cron({ minute: '0', hour: '13' }),
      targets: [
        new SqsQueue(this.queue, {
          message: RuleTargetInput.fromObject({ v: 1, kind: 'daily' }),
          retryAttempts: 8,
        }),
      ],
    });

    NagSuppressions.addResourceSuppressions(
      this.worker.role!,
      [
        {
          id: 'AwsSolutions-IAM4',
          reason:
            'AWSLambdaBasicExecutionRole only lets the function write its own CloudWatch logs.',
          appliesTo: [
            'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole',
          ],
        },
      ],
      true,
    );
  }

  /** Let a function queue work: JOBS_QUEUE_URL and sqs:SendMessage on this queue only. */
  bind(fn: LambdaFn): void {
    fn.addEnvironment('JOBS_QUEUE_URL', this.queue.queueUrl);
    this.queue.grantSendMessages(fn);
  }
}
