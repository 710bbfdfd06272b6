import '../support/fault-s3-env.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as createPackage } from '../../functions/handlers/vault/create-package.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { FaultS3 } from '../support/fault-s3.ts';
import { grantPlan } from '../support/plans.ts';
import { randomIp, signedInUser } from '../support/users.ts';
import { pdfBytes, uploadFile } from '../support/vault.ts';

/** The bucket fails while a lender package is built: a Spanish 503, never a 500. */
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

const build = () =>
  createPackage(
    apiEvent({
      method: 'POST',
      path: '/api/vault/packages',
      cookies: [cookie],
      body: {},
      sourceIp: randomIp(),
    }),
  );

describe('lender package with the bucket failing', () => {
  it('S3 throttling (503 SlowDown): 503 in Spanish with Retry-After', async () => {
    bucket.throttle();
    const answer = await build();
    expect(answer.statusCode).toBe(503);
    expect(answer.headers?.['retry-after']).toBe('5');
    expect(jsonBody(answer)).toEqual({ message: MESSAGES.unavailable });
  });

  it('the emulator down (connection refused): 503 in Spanish; back up, the package is built', async () => {
    await bucket.stop();
    const answer = await build();
    expect(answer.statusCode).toBe(503);
    expect(jsonBody(answer)).toEqual({ message: MESSAGES.unavailable });
    bucket.mode = 'forward';
    await bucket.start();
    expect((await build()).statusCode).toBe(201);
  });
});
