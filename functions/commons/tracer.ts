import { Tracer } from '@aws-lambda-powertools/tracer';

/**
 * X-Ray tracing (Powertools Tracer; the stack turns tracing on for every function): each AWS SDK
 * client is captured where it is made (db.ts, storage.ts, mail.ts, secrets.ts, jobs/queue.ts), so
 * every call to DynamoDB, S3, SES, Secrets Manager and SQS is a subsegment, and each request is
 * annotated with its route (functions/area.ts). Outside Lambda (npm start, the tests) it does
 * nothing and the clients are returned as they are.
 */
export const tracer = new Tracer({ serviceName: 'inversor-listo' });

/** A client with its calls traced (the same client outside Lambda). */
export function traced<T>(client: T): T {
  return tracer.captureAWSv3Client(client);
}
