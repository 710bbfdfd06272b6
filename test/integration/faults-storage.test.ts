import '../support/fault-s3-env.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as createPackage } from '../../functions/vault/handlers/create-package.ts';
import type { JobAccepted } from '../../shared/api/jobs.ts';
import { waitForJob } from '../support/jobs.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { FaultS3 } from '../support/fault-s3.ts';
import { grantPlan } from '../support/plans.ts';
import { randomIp, signedInUser } from '../support/users.ts';
import { pdfBytes, uploadFile } from '../support/vault.ts';

/**
 * The bucket fails while the jobs worker builds a lender package: the request has already answered
 * 202 (it reads only the table), the job's attempt fails and is retried with the queue's backoff
 * (1 s, 3 s… in the tests), and once S3 is back the retry builds it. Never a 500, never a lost job.
 */
const bucket = new FaultS3();
let cookie: string;
beforeAll(async () => {
  await bucket.start();
  const signed = await signedInUser({ firstName: 'Lucía', lastName: 'Núñez' });
  await grantPlan(signed.user.id, 'pro');
  cookie = signed.cookie;
  const { result } = await uploadFile(cookie, {
    name: 'marzo.pdf',
    type: 'application/pdf',
    bytes: pdfBytes('Banco marzo'),
    documentId: 'personal-bank-statements',
  });
  expect(result.statusCode).toBe(200);
});
afterAll(() => bucket.stop());

async function queuePackage(): Promise<string> {
  const answer = await createPackage(
    apiEvent({
      method: 'POST',
      path: '/api/vault/packages',
      cookies: [cookie],
      body: {},
      sourceIp: randomIp(),
    }),
  );
  expect(answer.statusCode).toBe(202);
  return jsonBody<JobAccepted>(answer).job.id;
}

describe('lender package with the bucket failing', () => {
  it('S3 throttling (503 SlowDown): the attempt fails and is retried; S3 back, the package is built', async () => {
    bucket.throttle();
    const jobId = await queuePackage();
    const retrying = await waitForJob(cookie, jobId, (job) => job.attempts >= 2);
    expect(retrying.status).not.toBe('ready');
    bucket.mode = 'forward';
    const done = await waitForJob(cookie, jobId);
    expect(done.status).toBe('ready');
    expect(done.result?.fileCount).toBe(1);
  });

  it('the emulator down (connection refused): retried until it is back up', async () => {
    await bucket.stop();
    const jobId = await queuePackage();
    await waitForJob(cookie, jobId, (job) => job.attempts >= 2);
    bucket.mode = 'forward';
    await bucket.start();
    expect((await waitForJob(cookie, jobId)).status).toBe('ready');
  });
});
