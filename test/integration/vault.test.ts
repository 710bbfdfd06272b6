/**
 * The document vault against the S3 emulator (s3rver) and DynamoDB Local: presigned uploads
 * checked by their real bytes, the per-member quota, owner-only downloads, changes, deletion, the
 * freshness reminders of the daily job (SES emulator) and the erasure of a member's whole vault.
 */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/commons/db.ts';
import { s3, vaultBucket } from '../../functions/commons/storage.ts';
import { handler as deleteFileHandler } from '../../functions/vault/handlers/delete-file.ts';
import { handler as download } from '../../functions/vault/handlers/download-file.ts';
import { handler as listFiles } from '../../functions/vault/handlers/list-files.ts';
import { handler as preview } from '../../functions/vault/handlers/preview-file.ts';
import { handler as updateFile } from '../../functions/vault/handlers/update-file.ts';
import { handler as startUploadHandler } from '../../functions/vault/handlers/start-upload.ts';
import { runVaultDaily } from '../../functions/vault/daily.ts';
import { deleteMemberVault } from '../../functions/vault/erase.ts';
import { keys } from '../../functions/commons/keys.ts';
import { fileKey, uploadKey } from '../../functions/vault/files.ts';
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import {
  remindOn,
  VAULT_LIMITS,
  VAULT_MESSAGES,
  type UploadResponse,
  type VaultFile,
  type VaultListResponse,
} from '../../shared/api/vault-catalog.ts';
import { TEST_SES_URL } from '../setup/ports.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { waitForEmail, emailsTo } from '../support/mail.ts';
import { grantPlan } from '../support/plans.ts';
import { randomIp, signedInUser } from '../support/users.ts';
import {
  completeUpload,
  exeBytes,
  heicBytes,
  jpegBytes,
  pdfBytes,
  pngBytes,
  putToBucket,
  requestUpload,
  uploadFile,
  zipBytes,
} from '../support/vault.ts';

type Handler = (e: ReturnType<typeof apiEvent>) => Promise<APIGatewayProxyStructuredResultV2>;

async function call(
  handler: Handler,
  method: string,
  path: string,
  cookie: string,
  extra: { params?: Record<string, string>; body?: unknown } = {},
) {
  return handler(
    apiEvent({
      method,
      path,
      cookies: [cookie],
      pathParameters: extra.params,
      body: extra.body,
      sourceIp: randomIp(),
    }),
  );
}

const list = async (cookie: string) =>
  jsonBody<VaultListResponse>(await call(listFiles, 'GET', '/api/vault/files', cookie));

async function objectExists(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: vaultBucket, Key: key }));
    return true;
  } catch {
    return false;
  }
}

async function proMember() {
  const { account, cookie, user } = await signedInUser();
  await grantPlan(user.id, 'pro');
  return { account, cookie, userId: user.id };
}

let pro: Awaited<ReturnType<typeof proMember>>;
let other: Awaited<ReturnType<typeof proMember>>;
beforeAll(async () => {
  [pro, other] = await Promise.all([proMember(), proMember()]);
});

describe('uploads', () => {
  it('a PDF goes straight to the bucket under the member’s prefix, is checked and listed under its guide item', async () => {
    const bytes = pdfBytes();
    const started = await requestUpload(pro.cookie, {
      name: 'Estado de cuenta — marzo.pdf',
      type: 'application/pdf',
      bytes,
      documentId: 'personal-bank-statements',
    });
    expect(started.statusCode).toBe(201);
    const upload = jsonBody<UploadResponse>(started);
    const url = new URL(upload.uploadUrl);
    // The key is the server's: the member's id and an opaque file id, never a name or an email;
    // and it is the upload's own key, never the file's (docs/decisions/001-upload-integrity.md).
    expect(decodeURIComponent(url.pathname)).toBe(
      `/${vaultBucket}/${uploadKey(pro.userId, upload.id)}`,
    );
    expect(url.pathname).not.toMatch(/marzo|cuenta|@/i);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(15 * 60);

    // The browser's PUT passes the bucket's CORS rule for the site's origin.
    const put = await putToBucket(upload, bytes);
    expect(put.status).toBe(200);
    expect(put.headers.get('access-control-allow-origin')).toBe('http://localhost:3200');

    // Listed as pending until the completion check.
    expect((await list(pro.cookie)).files.find((f) => f.id === upload.id)?.status).toBe('pending');
    const done = await completeUpload(pro.cookie, upload.id);
    expect(done.statusCode).toBe(200);
    const file = jsonBody<VaultFile>(done);
    expect(file).toMatchObject({
      id: upload.id,
      name: 'Estado de cuenta — marzo.pdf',
      size: bytes.length,
      contentType: 'application/pdf',
      documentId: 'personal-bank-statements',
      status: 'ready',
    });
    const listed = await list(pro.cookie);
    expect(listed.files.find((f) => f.id === upload.id)).toEqual(file);
    expect(listed.usage).toMatchObject({ files: 1, bytes: bytes.length });
    // Completing twice changes nothing (the quota counted it once).
    expect((await completeUpload(pro.cookie, upload.id)).statusCode).toBe(200);
    expect((await list(pro.cookie)).usage.files).toBe(1);
  });

  it('accepts JPEG, PNG and HEIC photos, recording the type their bytes show', async () => {
    for (const [bytes, claimed, real] of [
      [jpegBytes(), 'image/jpeg', 'image/jpeg'],
      [pngBytes(), 'image/png', 'image/png'],
      [heicBytes(), 'image/heic', 'image/heic'],
      // A PNG the browser called a JPEG is still a PNG.
      [pngBytes(), 'image/jpeg', 'image/png'],
    ] as const) {
      const { result } = await uploadFile(pro.cookie, { name: 'foto', type: claimed, bytes });
      expect(result.statusCode, claimed).toBe(200);
      expect(jsonBody<VaultFile>(result).contentType).toBe(real);
    }
  });

  it('refuses an executable renamed .pdf and a ZIP: deleted from the bucket and the table, in Spanish', async () => {
    const before = await list(other.cookie);
    for (const bytes of [exeBytes(), zipBytes()]) {
      const { id, result } = await uploadFile(other.cookie, {
        name: 'contrato.pdf',
        type: 'application/pdf',
        bytes,
      });
      expect(result.statusCode).toBe(415);
      expect(jsonBody(result)).toEqual({ message: VAULT_MESSAGES.typeRefused });
      expect(await objectExists(fileKey(other.userId, id))).toBe(false);
      const after = await list(other.cookie);
      expect(after.files.map((f) => f.id)).not.toContain(id);
      expect(after.usage).toEqual(before.usage);
    }
  });

  it('refuses more than 15 MB: declared (400) or really stored (413, deleted)', async () => {
    const declared = await requestUpload(other.cookie, {
      name: 'grande.pdf',
      type: 'application/pdf',
      bytes: pdfBytes(),
      declaredSize: VAULT_LIMITS.maxFileBytes + 1,
    });
    expect(declared.statusCode).toBe(400);
    expect(jsonBody(declared)).toEqual({ message: VAULT_MESSAGES.tooLarge });
    // S3 itself refuses a body of another size than the signed one; the emulator does not, so the
    // completion's own check is what stands here.
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(VAULT_LIMITS.maxFileBytes)]);
    const { id, result } = await uploadFile(other.cookie, {
      name: 'grande.pdf',
      type: 'application/pdf',
      bytes: big,
      declaredSize: 1000,
    });
    expect(result.statusCode).toBe(413);
    expect(jsonBody(result)).toEqual({ message: VAULT_MESSAGES.tooLarge });
    expect(await objectExists(fileKey(other.userId, id))).toBe(false);
  });

  it('refuses a completion with nothing uploaded, and types and names it cannot take', async () => {
    const started = jsonBody<UploadResponse>(
      await requestUpload(other.cookie, {
        name: 'nada.pdf',
        type: 'application/pdf',
        bytes: pdfBytes(),
      }),
    );
    const missing = await completeUpload(other.cookie, started.id);
    expect(missing.statusCode).toBe(409);
    expect(jsonBody(missing)).toEqual({ message: VAULT_MESSAGES.notUploaded });
    for (const [body, message] of [
      [
        { fileName: 'x.exe', contentType: 'application/x-msdownload', size: 10 },
        VAULT_MESSAGES.typeRefused,
      ],
      [{ fileName: '', contentType: 'application/pdf', size: 10 }, VAULT_MESSAGES.fileNameRequired],
      [{ fileName: 'a.pdf', contentType: 'application/pdf', size: 0 }, VAULT_MESSAGES.emptyFile],
      [
        { fileName: 'a.pdf', contentType: 'application/pdf', size: 10, documentId: 'nope' },
        VAULT_MESSAGES.unknownDocument,
      ],
    ] as const) {
      const answer = await call(startUploadHandler, 'POST', '/api/vault/uploads', other.cookie, {
        body,
      });
      expect(answer.statusCode).toBe(400);
      expect(jsonBody(answer)).toEqual({ message });
    }
  });

  it('is for Pro and Elite: a free member is refused', async () => {
    const { cookie } = await signedInUser();
    const answer = await requestUpload(cookie, {
      name: 'a.pdf',
      type: 'application/pdf',
      bytes: pdfBytes(),
    });
    expect(answer.statusCode).toBe(403);
    expect((await call(listFiles, 'GET', '/api/vault/files', cookie)).statusCode).toBe(403);
  });
});

describe('quota', () => {
  it('holds at 200 files when two completions race for the last place', async () => {
    const member = await proMember();
    const a = await uploadFile(member.cookie, {
      name: 'a.pdf',
      type: 'application/pdf',
      bytes: pdfBytes(),
    });
    expect(a.result.statusCode).toBe(200);
    // The counter as 198 files would leave it (uploading 198 real files would only be slower):
    // room for the two pending uploads, which count too.
    const setCount = (n: number) =>
      db.update({
        TableName: tableName,
        Key: keys.vaultCounter(member.userId),
        UpdateExpression: 'SET #count = :n',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':n': n },
      });
    await setCount(VAULT_LIMITS.maxFiles - 2);
    const uploads = [];
    for (const name of ['b.pdf', 'c.pdf']) {
      const upload = jsonBody<UploadResponse>(
        await requestUpload(member.cookie, { name, type: 'application/pdf', bytes: pdfBytes() }),
      );
      await putToBucket(upload, pdfBytes());
      uploads.push(upload);
    }
    // Then one place left for both (as if a file had been added meanwhile).
    await setCount(VAULT_LIMITS.maxFiles - 1);
    const results = await Promise.all(uploads.map((u) => completeUpload(member.cookie, u.id)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = results.findIndex((r) => r.statusCode === 409);
    expect(jsonBody(results[refused]!)).toEqual({ message: VAULT_MESSAGES.tooManyFiles });
    expect(await objectExists(fileKey(member.userId, uploads[refused]!.id))).toBe(false);
    // Full: a new upload is refused before anything is sent.
    const next = await requestUpload(member.cookie, {
      name: 'd.pdf',
      type: 'application/pdf',
      bytes: pdfBytes(),
    });
    expect(next.statusCode).toBe(409);
  });

  it('holds at 500 MB', async () => {
    const member = await proMember();
    await uploadFile(member.cookie, { name: 'a.pdf', type: 'application/pdf', bytes: pdfBytes() });
    const upload = jsonBody<UploadResponse>(
      await requestUpload(member.cookie, {
        name: 'b.pdf',
        type: 'application/pdf',
        bytes: pdfBytes(),
      }),
    );
    await putToBucket(upload, pdfBytes());
    await db.update({
      TableName: tableName,
      Key: keys.vaultCounter(member.userId),
      UpdateExpression: 'SET #bytes = :n',
      ExpressionAttributeNames: { '#bytes': 'bytes' },
      ExpressionAttributeValues: { ':n': VAULT_LIMITS.maxTotalBytes - 10 },
    });
    const result = await completeUpload(member.cookie, upload.id);
    expect(result.statusCode).toBe(409);
    expect(jsonBody(result)).toEqual({ message: VAULT_MESSAGES.quotaFull });
  });
});

describe('downloads and changes: the owner only', () => {
  let fileId = '';
  const bytes = pdfBytes('Contrato de compraventa');
  beforeAll(async () => {
    const { id, result } = await uploadFile(pro.cookie, {
      name: 'Contrato Núñez.pdf',
      type: 'application/pdf',
      bytes,
      documentId: 'property-purchase-contract',
    });
    expect(result.statusCode).toBe(200);
    fileId = id;
  });

  it('download: 302 to a presigned GET valid at most 5 minutes that saves the same bytes', async () => {
    const answer = await call(download, 'GET', `/api/vault/files/${fileId}/download`, pro.cookie, {
      params: { id: fileId },
    });
    expect(answer.statusCode).toBe(302);
    const location = String(answer.headers!.location);
    expect(Number(new URL(location).searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(300);
    const file = await fetch(location);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(bytes);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Contrato Nunez.pdf"; filename*=UTF-8''Contrato%20N%C3%BA%C3%B1ez.pdf`,
    );
    const shown = await call(preview, 'GET', `/api/vault/files/${fileId}/preview`, pro.cookie, {
      params: { id: fileId },
    });
    const inline = await fetch(String(shown.headers!.location));
    expect(inline.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(inline.headers.get('content-type')).toBe('application/pdf');
  });

  it('another member gets 404 for the same id on every route', async () => {
    const params = { id: fileId };
    for (const [handler, method, path, body] of [
      [download, 'GET', `/api/vault/files/${fileId}/download`, undefined],
      [preview, 'GET', `/api/vault/files/${fileId}/preview`, undefined],
      [updateFile, 'PATCH', `/api/vault/files/${fileId}`, { name: 'mío.pdf' }],
      [deleteFileHandler, 'DELETE', `/api/vault/files/${fileId}`, undefined],
    ] as const) {
      const answer = await call(handler as Handler, method, path, other.cookie, { params, body });
      expect(answer.statusCode, path).toBe(404);
      expect(jsonBody(answer)).toEqual({ message: VAULT_MESSAGES.fileNotFound });
    }
    expect((await completeUpload(other.cookie, fileId)).statusCode).toBe(404);
    expect(await objectExists(fileKey(pro.userId, fileId))).toBe(true);
  });

  it('rename, move and date: the freshness follows the document’s own date', async () => {
    const answer = await call(updateFile, 'PATCH', `/api/vault/files/${fileId}`, pro.cookie, {
      params: { id: fileId },
      body: {
        name: 'Estado de cuenta abril.pdf',
        documentId: 'personal-bank-statements',
        documentDate: '2026-04-30',
      },
    });
    expect(answer.statusCode).toBe(200);
    expect(jsonBody<VaultFile>(answer)).toMatchObject({
      name: 'Estado de cuenta abril.pdf',
      documentId: 'personal-bank-statements',
      documentDate: '2026-04-30',
      staleOn: '2026-06-29', // 60 days
    });
    const reminder = await db.get({
      TableName: tableName,
      Key: { pk: `REMIND#${remindOn('2026-06-29')}`, sk: `${pro.userId}#${fileId}` },
    });
    expect(reminder.Item).toMatchObject({ staleOn: '2026-06-29' });
    const future = await call(updateFile, 'PATCH', `/api/vault/files/${fileId}`, pro.cookie, {
      params: { id: fileId },
      body: { documentDate: '2999-01-01' },
    });
    expect(future.statusCode).toBe(400);
    expect(jsonBody(future)).toEqual({ message: VAULT_MESSAGES.invalidDate });
  });

  it('delete: the object, the item, its reminder and its place in the quota', async () => {
    const before = (await list(pro.cookie)).usage;
    const answer = await call(
      deleteFileHandler,
      'DELETE',
      `/api/vault/files/${fileId}`,
      pro.cookie,
      {
        params: { id: fileId },
      },
    );
    expect(answer.statusCode).toBe(200);
    expect(await objectExists(fileKey(pro.userId, fileId))).toBe(false);
    const after = await list(pro.cookie);
    expect(after.files.map((f) => f.id)).not.toContain(fileId);
    expect(after.usage.files).toBe(before.files - 1);
    expect(after.usage.bytes).toBe(before.bytes - bytes.length);
    const reminder = await db.get({
      TableName: tableName,
      Key: { pk: `REMIND#${remindOn('2026-06-29')}`, sk: `${pro.userId}#${fileId}` },
    });
    expect(reminder.Item).toBeUndefined();
    const again = await call(download, 'GET', `/api/vault/files/${fileId}/download`, pro.cookie, {
      params: { id: fileId },
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('the daily job', () => {
  it('emails a week before bank statements go stale (once), and not for fresh ones', async () => {
    const member = await proMember();
    const { id } = await uploadFile(member.cookie, {
      name: 'Banco marzo.pdf',
      type: 'application/pdf',
      bytes: pdfBytes(),
      documentId: 'personal-bank-statements',
    });
    await call(updateFile, 'PATCH', `/api/vault/files/${id}`, member.cookie, {
      params: { id },
      body: { documentDate: '2026-03-01' },
    });
    await uploadFile(member.cookie, {
      name: 'ID.png',
      type: 'image/png',
      bytes: pngBytes(),
      documentId: 'personal-id', // no freshness rule
    });
    // 2026-03-01 + 60 days = 2026-04-30; a week before: 2026-04-23.
    const first = await runVaultDaily(new Date('2026-04-23T13:00:00Z'));
    expect(first.emails).toBeGreaterThanOrEqual(1);
    const email = await waitForEmail(TEST_SES_URL, member.account.email, {
      subject: /vence en una semana/,
    });
    expect(email.subject).toBe('Tu documento «Estados de cuenta bancarios» vence en una semana');
    expect(email.body.text).toContain(
      'Estados de cuenta bancarios («Banco marzo.pdf»): deja de estar vigente el 30 de abril de 2026.',
    );
    expect(email.body.text).not.toContain('ID.png');
    await runVaultDaily(new Date('2026-04-24T13:00:00Z'));
    const reminders = (await emailsTo(TEST_SES_URL, member.account.email)).filter((e) =>
      /vence/.test(e.subject),
    );
    expect(reminders).toHaveLength(1);
  });

  it('deletes the object of an upload that was never completed', async () => {
    const member = await proMember();
    const started = new Date();
    const upload = jsonBody<UploadResponse>(
      await requestUpload(member.cookie, {
        name: 'a.pdf',
        type: 'application/pdf',
        bytes: pdfBytes(),
      }),
    );
    await putToBucket(upload, pdfBytes());
    expect(await objectExists(uploadKey(member.userId, upload.id))).toBe(true);
    const result = await runVaultDaily(new Date(started.getTime() + 3 * 24 * 3600 * 1000));
    expect(result.abandonedUploads).toBeGreaterThanOrEqual(1);
    expect(await objectExists(uploadKey(member.userId, upload.id))).toBe(false);
    expect(await objectExists(fileKey(member.userId, upload.id))).toBe(false);
  });
});

describe('erasing a member’s vault (account deletion)', () => {
  it('removes every object and every vault item of the member, and nobody else’s', async () => {
    const member = await proMember();
    const kept = await uploadFile(other.cookie, {
      name: 'otro.pdf',
      type: 'application/pdf',
      bytes: pdfBytes(),
    });
    for (const documentId of ['personal-bank-statements', 'personal-id']) {
      await uploadFile(member.cookie, {
        name: `${documentId}.pdf`,
        type: 'application/pdf',
        bytes: pdfBytes(),
        documentId,
      });
    }
    const deleted = await deleteMemberVault(member.userId);
    expect(deleted).toBe(2);
    const objects = await s3.send(
      new ListObjectsV2Command({ Bucket: vaultBucket, Prefix: `members/${member.userId}/` }),
    );
    expect(objects.Contents ?? []).toEqual([]);
    const items = await db.query({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `USER#${member.userId}` },
    });
    const left = (items.Items ?? []).map((i) => String(i.sk));
    expect(left.filter((sk) => /^(FILE#|COUNTER#vault|REVIEW)/.test(sk))).toEqual([]);
    expect(await objectExists(fileKey(other.userId, kept.id))).toBe(true);
  });
});
