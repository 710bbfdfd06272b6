/**
 * The vault's findings of the security review (../shared/reviews/security.md #1 and #7), as the
 * attacks the review made against the S3 emulator: a file swapped after its type check by PUTting
 * its upload URL again, and pending uploads started far past the quota.
 *
 * The emulator (s3rver) enforces no signature, expiry or condition: the URL's second PUT succeeds
 * here as it would in AWS within its 15 minutes. What must hold is that nothing anyone reads
 * afterwards serves those bytes (docs/decisions/001-upload-integrity.md).
 */
import '../support/simulator-env.ts';
import { unzipSync } from 'fflate';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/commons/db.ts';
import { keys } from '../../functions/commons/keys.ts';
import { handler as exportData } from '../../functions/auth/handlers/data-export.ts';
import { handler as exportConfirm } from '../../functions/auth/handlers/data-export-confirm.ts';
import { handler as downloadJob } from '../../functions/jobs/handlers/download-job.ts';
import { handler as openFile } from '../../functions/staff/handlers/open-file.ts';
import { handler as createPackage } from '../../functions/vault/handlers/create-package.ts';
import { handler as download } from '../../functions/vault/handlers/download-file.ts';
import { handler as downloadPackage } from '../../functions/vault/handlers/download-package.ts';
import { handler as listFiles } from '../../functions/vault/handlers/list-files.ts';
import { handler as preview } from '../../functions/vault/handlers/preview-file.ts';
import { handler as submitReview } from '../../functions/vault/handlers/submit-review.ts';
import { UPLOAD_WINDOW_SECONDS, fileKey, uploadKey } from '../../functions/vault/files.ts';
import type { JobAccepted } from '../../shared/api/jobs.ts';
import {
  VAULT_LIMITS,
  VAULT_MESSAGES,
  type UploadResponse,
  type VaultFile,
  type VaultListResponse,
} from '../../shared/api/vault-catalog.ts';
import { TEST_SES_URL, TEST_SITE_URL } from '../setup/ports.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { waitForJob } from '../support/jobs.ts';
import { linkIn, waitForEmail } from '../support/mail.ts';
import { signedInStaff } from '../support/mfa.ts';
import { grantPlan } from '../support/plans.ts';
import { scanTable } from '../support/table.ts';
import { randomIp, signedInUser } from '../support/users.ts';
import { completeUpload, pdfBytes, putToBucket, requestUpload } from '../support/vault.ts';

type Handler = (e: ReturnType<typeof apiEvent>) => Promise<APIGatewayProxyStructuredResultV2>;

const call = (
  handler: Handler,
  method: string,
  path: string,
  cookie: string | undefined,
  params: Record<string, string> = {},
  body?: unknown,
) =>
  handler(
    apiEvent({
      method,
      path,
      cookies: cookie ? [cookie] : undefined,
      pathParameters: params,
      body,
      sourceIp: randomIp(),
    }),
  );

/** Follow a 302 to the bucket and read what it serves. */
async function served(answer: APIGatewayProxyStructuredResultV2) {
  expect(answer.statusCode, answer.body).toBe(302);
  const response = await fetch(String(answer.headers!.location));
  return {
    bytes: Buffer.from(await response.arrayBuffer()),
    type: response.headers.get('content-type'),
  };
}

const HTML = Buffer.from(
  '<!doctype html><html><body><script>alert(document.domain)</script></body></html>',
);

async function eliteMember() {
  const member = await signedInUser();
  await grantPlan(member.user.id, 'elite');
  return member;
}

describe('security.md #1: a checked file stays the file', () => {
  const pdf = pdfBytes('Estado de cuenta verdadero');
  let member: Awaited<ReturnType<typeof eliteMember>>;
  let upload: UploadResponse;

  beforeAll(async () => {
    member = await eliteMember();
    // The review's attack: upload a real PDF, complete it, then PUT the same URL again with HTML.
    upload = jsonBody<UploadResponse>(
      await requestUpload(member.cookie, {
        name: 'banco.pdf',
        type: 'application/pdf',
        bytes: pdf,
      }),
    );
    expect((await putToBucket(upload, pdf)).status).toBe(200);
    expect((await completeUpload(member.cookie, upload.id)).statusCode).toBe(200);
    const again = await putToBucket(upload, HTML);
    expect(again.status).toBe(200); // the URL is still valid: S3 (and the emulator) take it
  });

  it('preview and download still serve the checked PDF', async () => {
    const params = { id: upload.id };
    for (const [handler, path] of [
      [preview, `/api/vault/files/${upload.id}/preview`],
      [download, `/api/vault/files/${upload.id}/download`],
    ] as const) {
      const { bytes, type } = await served(await call(handler, 'GET', path, member.cookie, params));
      expect(bytes, path).toEqual(pdf);
      expect(type).toBe('application/pdf');
    }
    const listed = jsonBody<VaultListResponse>(
      await call(listFiles, 'GET', '/api/vault/files', member.cookie),
    );
    expect(listed.files.find((f) => f.id === upload.id)).toMatchObject({
      size: pdf.length,
      status: 'ready',
    });
  });

  it('staff review opens the checked PDF', async () => {
    const submitted = await call(submitReview, 'POST', '/api/vault/reviews', member.cookie, {}, {});
    expect(submitted.statusCode).toBe(201);
    const reviewId = jsonBody<{ id: string }>(submitted).id;
    const staff = await signedInStaff();
    const params = { memberId: member.user.id, reviewId, fileId: upload.id };
    const { bytes } = await served(
      await call(
        openFile,
        'GET',
        `/api/staff/reviews/${member.user.id}/${reviewId}/files/${upload.id}`,
        staff.cookie,
        params,
      ),
    );
    expect(bytes).toEqual(pdf);
  });

  it('the lender package and the data export carry the checked PDF', async () => {
    const accepted = await call(
      createPackage,
      'POST',
      '/api/vault/packages',
      member.cookie,
      {},
      {},
    );
    expect(accepted.statusCode).toBe(202);
    const built = await waitForJob(member.cookie, jsonBody<JobAccepted>(accepted).job.id);
    expect(built.status).toBe('ready');
    const packageId = built.result!.packageId!;
    const zip = unzipSync(
      new Uint8Array(
        (
          await served(
            await call(
              downloadPackage,
              'GET',
              `/api/vault/packages/${packageId}/download`,
              member.cookie,
              { id: packageId },
            ),
          )
        ).bytes,
      ),
    );
    const packed = Object.entries(zip).filter(([name]) => !name.startsWith('00 '));
    expect(packed).toHaveLength(1);
    expect(Buffer.from(packed[0]![1])).toEqual(pdf);

    expect(
      (await call(exportData, 'POST', '/api/auth/data-export', member.cookie, {}, {})).statusCode,
    ).toBe(202);
    const email = await waitForEmail(TEST_SES_URL, member.account.email, {
      subject: /Descarga tus datos/,
    });
    const token = new URL(linkIn(email, `${TEST_SITE_URL}/mis-datos?token=`)).searchParams.get(
      'token',
    );
    const confirmed = await call(
      exportConfirm,
      'POST',
      '/api/auth/data-export/confirm',
      undefined,
      {},
      { token },
    );
    expect(confirmed.statusCode).toBe(202);
    const exportJob = await waitForJob(member.cookie, jsonBody<JobAccepted>(confirmed).job.id);
    expect(exportJob.status).toBe('ready');
    const exported = unzipSync(
      new Uint8Array(
        (
          await served(
            await call(downloadJob, 'GET', exportJob.result!.downloadUrl!, member.cookie, {
              id: exportJob.id,
            }),
          )
        ).bytes,
      ),
    );
    const vaulted = Object.entries(exported).filter(([name]) => name.startsWith('Bóveda/'));
    expect(vaulted.map(([, bytes]) => Buffer.from(bytes))).toEqual([pdf]);
  });

  it('the URL never writes the key anything serves: the upload and the file are two objects', () => {
    const url = new URL(upload.uploadUrl);
    expect(decodeURIComponent(url.pathname)).toContain(uploadKey(member.user.id, upload.id));
    expect(decodeURIComponent(url.pathname)).not.toContain(fileKey(member.user.id, upload.id));
  });

  it('HTML PUT before the completion is checked and refused (415), as before', async () => {
    const swapped = jsonBody<UploadResponse>(
      await requestUpload(member.cookie, { name: 'otro.pdf', type: 'application/pdf', bytes: pdf }),
    );
    await putToBucket(swapped, HTML);
    const refused = await completeUpload(member.cookie, swapped.id);
    expect(refused.statusCode).toBe(415);
    expect(jsonBody(refused)).toEqual({ message: VAULT_MESSAGES.typeRefused });
  });

  it('two completions of one upload at once record one file, and both answer it', async () => {
    const twin = jsonBody<UploadResponse>(
      await requestUpload(member.cookie, {
        name: 'gemelo.pdf',
        type: 'application/pdf',
        bytes: pdf,
      }),
    );
    await putToBucket(twin, pdf);
    const before = jsonBody<VaultListResponse>(
      await call(listFiles, 'GET', '/api/vault/files', member.cookie),
    ).usage;
    const answers = await Promise.all([
      completeUpload(member.cookie, twin.id),
      completeUpload(member.cookie, twin.id),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => jsonBody<VaultFile>(a).status)).toEqual(['ready', 'ready']);
    const after = jsonBody<VaultListResponse>(
      await call(listFiles, 'GET', '/api/vault/files', member.cookie),
    ).usage;
    expect(after.files).toBe(before.files + 1);
  });
});

describe('security.md #7: pending uploads count against the quota', () => {
  const fifteen = VAULT_LIMITS.maxFileBytes;
  const fits = Math.floor(VAULT_LIMITS.maxTotalBytes / fifteen);
  const start = (cookie: string, i: number) =>
    requestUpload(cookie, {
      name: `grande-${i}.pdf`,
      type: 'application/pdf',
      bytes: pdfBytes(),
      declaredSize: fifteen,
    });

  it(`35 uploads of 15 MB, one after another: ${fits} start, the rest are refused in Spanish`, async () => {
    const { cookie } = await eliteMember();
    const answers: number[] = [];
    for (let i = 0; i < 35; i++) {
      const answer = await start(cookie, i);
      answers.push(answer.statusCode ?? 0);
      if (answer.statusCode === 409)
        expect(jsonBody(answer)).toEqual({ message: VAULT_MESSAGES.quotaFull });
    }
    expect(answers.filter((s) => s === 201)).toHaveLength(fits);
    expect(answers.filter((s) => s === 409)).toHaveLength(35 - fits);
  }, 120_000);

  it('35 at once: never more than fits in 500 MB', async () => {
    const { cookie, user } = await eliteMember();
    const answers = await Promise.all(Array.from({ length: 35 }, (_, i) => start(cookie, i)));
    const started = answers.filter((a) => a.statusCode === 201);
    expect(started.length).toBeGreaterThan(0);
    expect(started.length).toBeLessThanOrEqual(fits);
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 409)).toBe(true);
    const pending = (await scanTable()).filter(
      (i) => i.pk === `USER#${user.id}` && String(i.sk).startsWith('FILE#'),
    );
    expect(pending).toHaveLength(started.length);
    expect(pending.reduce((sum, i) => sum + Number(i.size), 0)).toBeLessThanOrEqual(
      VAULT_LIMITS.maxTotalBytes,
    );
  }, 120_000);

  it('an upload left pending past its window frees its room (and its object) at the next start', async () => {
    const { cookie, user } = await eliteMember();
    const uploads: UploadResponse[] = [];
    for (let i = 0; i < fits; i++) uploads.push(jsonBody<UploadResponse>(await start(cookie, i)));
    await putToBucket(uploads[0]!, pdfBytes());
    expect((await start(cookie, 99)).statusCode).toBe(409);
    // As if the window had passed for every one of them.
    const old = new Date(Date.now() - (UPLOAD_WINDOW_SECONDS + 60) * 1000).toISOString();
    for (const upload of uploads) {
      await db.update({
        TableName: tableName,
        Key: keys.file(user.id, upload.id),
        UpdateExpression: 'SET createdAt = :old',
        ExpressionAttributeValues: { ':old': old },
      });
    }
    expect((await start(cookie, 100)).statusCode).toBe(201);
    const left = (await scanTable()).filter(
      (i) => i.pk === `USER#${user.id}` && String(i.sk).startsWith('FILE#'),
    );
    expect(left).toHaveLength(1);
    // A late completion of an expired upload is refused, and nothing of it is kept.
    const late = await completeUpload(cookie, uploads[0]!.id);
    expect(late.statusCode).toBe(404);
  }, 120_000);
});
