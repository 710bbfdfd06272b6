/**
 * Expert document review (Elite) on DynamoDB Local, the S3 emulator and the SES emulator: a member
 * submits, staff (role granted by the ops code of scripts/staff.ts) see the queue, open only the
 * submitted files, decide each, and the member gets one email and sees each file's status.
 */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as decide } from '../../functions/staff/handlers/decide-file.ts';
import { handler as getReview } from '../../functions/staff/handlers/get-review.ts';
import { handler as listReviews } from '../../functions/staff/handlers/list-reviews.ts';
import { handler as openFile } from '../../functions/staff/handlers/open-file.ts';
import { handler as deleteFile } from '../../functions/vault/handlers/delete-file.ts';
import { handler as listFiles } from '../../functions/vault/handlers/list-files.ts';
import { handler as submit } from '../../functions/vault/handlers/submit-review.ts';
import { listStaff, revokeStaff } from '../../functions/staff/roles.ts';
import { MESSAGES } from '../../shared/messages.ts';
import {
  VAULT_MESSAGES,
  type ReviewSummary,
  type VaultFile,
  type VaultListResponse,
} from '../../shared/api/vault-catalog.ts';
import { TEST_SES_URL } from '../setup/ports.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { captureLogs } from '../support/logs.ts';
import { waitForEmail } from '../support/mail.ts';
import { grantPlan } from '../support/plans.ts';
import { sessionOf, signedInStaff, signInWithCode } from '../support/mfa.ts';
import { randomIp, signedInUser } from '../support/users.ts';
import { jpegBytes, pdfBytes, uploadFile } from '../support/vault.ts';

type Handler = (e: ReturnType<typeof apiEvent>) => Promise<APIGatewayProxyStructuredResultV2>;
const call = (
  handler: Handler,
  method: string,
  path: string,
  cookie: string,
  params: Record<string, string> = {},
  body?: unknown,
) =>
  handler(
    apiEvent({
      method,
      path,
      cookies: [cookie],
      pathParameters: params,
      body,
      sourceIp: randomIp(),
    }),
  );

const filePath = (memberId: string, reviewId: string, fileId: string) => ({
  path: `/api/staff/reviews/${memberId}/${reviewId}/files/${fileId}`,
  params: { memberId, reviewId, fileId },
});

let member: { cookie: string; userId: string; email: string };
let staff: { cookie: string; userId: string };
const files: string[] = [];
let later = '';
let reviewId = '';
const statement = pdfBytes('Estado de cuenta');
const photo = jpegBytes();

beforeAll(async () => {
  const m = await signedInUser();
  await grantPlan(m.user.id, 'elite');
  member = { cookie: m.cookie, userId: m.user.id, email: m.account.email };
  // The role is read from the profile at each request; the console needs a session that passed
  // the second factor (the one that turned it on).
  const s = await signedInStaff();
  staff = { cookie: s.cookie, userId: s.userId };
  for (const [name, type, bytes, documentId] of [
    ['Banco.pdf', 'application/pdf', statement, 'personal-bank-statements'],
    ['Licencia.jpg', 'image/jpeg', photo, 'personal-id'],
  ] as const) {
    const { id, result } = await uploadFile(member.cookie, { name, type, bytes, documentId });
    expect(result.statusCode).toBe(200);
    files.push(id);
  }
});

describe('expert review', () => {
  it('is Elite only: a Pro member cannot submit', async () => {
    const pro = await signedInUser();
    await grantPlan(pro.user.id, 'pro');
    const answer = await call(submit, 'POST', '/api/vault/reviews', pro.cookie, {}, {});
    expect(answer.statusCode).toBe(403);
    expect(jsonBody(answer)).toEqual({ message: MESSAGES.forbiddenElite });
  });

  it('the member submits every ready file; a second submission waits for the first', async () => {
    const answer = await call(submit, 'POST', '/api/vault/reviews', member.cookie, {}, {});
    expect(answer.statusCode).toBe(201);
    const review = jsonBody<ReviewSummary>(answer);
    expect(review).toMatchObject({ status: 'abierta', fileCount: 2, reviewedCount: 0 });
    reviewId = review.id;
    const again = await call(submit, 'POST', '/api/vault/reviews', member.cookie, {}, {});
    expect(again.statusCode).toBe(409);
    expect(jsonBody(again)).toEqual({ message: VAULT_MESSAGES.reviewOpen });
    const listed = jsonBody<VaultListResponse>(
      await call(listFiles, 'GET', '/api/vault/files', member.cookie),
    );
    expect(listed.files.map((f) => f.review?.status)).toEqual(['pendiente', 'pendiente']);
    // Under review, a file cannot be deleted.
    const del = await call(deleteFile, 'DELETE', `/api/vault/files/${files[0]}`, member.cookie, {
      id: files[0]!,
    });
    expect(del.statusCode).toBe(409);
    // Uploaded after the submission: not part of the review.
    const { id } = await uploadFile(member.cookie, {
      name: 'Póliza.pdf',
      type: 'application/pdf',
      bytes: pdfBytes(),
    });
    later = id;
  });

  it('only staff reach the staff routes; the role is given and taken only by the ops code', async () => {
    for (const cookie of [member.cookie]) {
      const answer = await call(listReviews, 'GET', '/api/staff/reviews', cookie);
      expect(answer.statusCode).toBe(403);
      expect(jsonBody(answer)).toEqual({ message: MESSAGES.forbiddenStaff });
    }
    expect((await listStaff()).map((s) => s.userId)).toContain(staff.userId);
  });

  it('staff see the queue and open only the files the member submitted', async () => {
    const queue = jsonBody<{
      reviews: { memberId: string; reviewId: string; fileCount: number }[];
    }>(await call(listReviews, 'GET', '/api/staff/reviews', staff.cookie));
    expect(queue.reviews).toContainEqual(
      expect.objectContaining({ memberId: member.userId, reviewId, fileCount: 2 }),
    );
    const detail = await call(
      getReview,
      'GET',
      `/api/staff/reviews/${member.userId}/${reviewId}`,
      staff.cookie,
      { memberId: member.userId, reviewId },
    );
    expect(detail.statusCode).toBe(200);
    const shown = jsonBody<{ files: VaultFile[] }>(detail).files;
    expect(shown.map((f) => f.id).sort()).toEqual([...files].sort());

    const { result: opened, logs } = await captureLogs(async () => {
      const { path, params } = filePath(member.userId, reviewId, files[0]!);
      return call(openFile, 'GET', path, staff.cookie, params);
    });
    expect(opened.statusCode).toBe(302);
    const bytes = Buffer.from(await (await fetch(String(opened.headers!.location))).arrayBuffer());
    expect(bytes).toEqual(statement);
    expect(logs).toContainEqual(
      expect.objectContaining({
        message: 'staff action',
        staffId: staff.userId,
        action: 'open-file',
        memberId: member.userId,
        fileId: files[0],
      }),
    );
    expect(JSON.stringify(logs)).not.toContain(member.email);

    // A file outside the review, a made-up review, another member: 404.
    for (const [memberId, review, fileId] of [
      [member.userId, reviewId, later],
      [member.userId, '1700000000000-0123456789ab', files[0]!],
      [staff.userId, reviewId, files[0]!],
    ] as const) {
      const { path, params } = filePath(memberId, review, fileId);
      expect((await call(openFile, 'GET', path, staff.cookie, params)).statusCode).toBe(404);
    }
    // A member cannot open their own file through the staff route either.
    const { path, params } = filePath(member.userId, reviewId, files[0]!);
    expect((await call(openFile, 'GET', path, member.cookie, params)).statusCode).toBe(403);
  });

  it('a change request needs a comment; approving one and asking changes on the other closes the review and emails the member', async () => {
    const first = filePath(member.userId, reviewId, files[0]!);
    const second = filePath(member.userId, reviewId, files[1]!);
    const bare = await call(decide, 'PUT', second.path, staff.cookie, second.params, {
      status: 'requiere-cambios',
    });
    expect(bare.statusCode).toBe(400);
    expect(jsonBody(bare)).toEqual({ message: VAULT_MESSAGES.reviewCommentRequired });

    const approved = await call(decide, 'PUT', first.path, staff.cookie, first.params, {
      status: 'aprobado',
    });
    expect(approved.statusCode).toBe(200);
    expect(jsonBody<{ review: ReviewSummary }>(approved).review).toMatchObject({
      status: 'abierta',
      reviewedCount: 1,
    });
    const comment = 'La licencia está vencida: sube una vigente por ambos lados.';
    const changes = await call(decide, 'PUT', second.path, staff.cookie, second.params, {
      status: 'requiere-cambios',
      comment,
    });
    expect(changes.statusCode).toBe(200);
    expect(jsonBody<{ review: ReviewSummary }>(changes).review).toMatchObject({
      status: 'completada',
      reviewedCount: 2,
    });

    const email = await waitForEmail(TEST_SES_URL, member.email, {
      subject: /Revisión de documentos/,
    });
    expect(email.subject).toBe('Revisión de documentos: 1 documento requiere cambios');
    expect(email.body.text).toContain('Estados de cuenta bancarios («Banco.pdf»): Aprobado');
    expect(email.body.text).toContain(
      `Identificación oficial con foto («Licencia.jpg»): Requiere cambios — ${comment}`,
    );

    const listed = jsonBody<VaultListResponse>(
      await call(listFiles, 'GET', '/api/vault/files', member.cookie),
    );
    expect(listed.review).toMatchObject({ id: reviewId, status: 'completada' });
    const byId = new Map(listed.files.map((f) => [f.id, f]));
    expect(byId.get(files[0]!)?.review).toMatchObject({ status: 'aprobado', comment: null });
    expect(byId.get(files[1]!)?.review).toMatchObject({ status: 'requiere-cambios', comment });
    expect(byId.get(later)?.review).toBeNull();

    // Closed: out of the queue, and staff can no longer open its files.
    const queue = jsonBody<{ reviews: { reviewId: string }[] }>(
      await call(listReviews, 'GET', '/api/staff/reviews', staff.cookie),
    );
    expect(queue.reviews.map((r) => r.reviewId)).not.toContain(reviewId);
    expect((await call(openFile, 'GET', first.path, staff.cookie, first.params)).statusCode).toBe(
      404,
    );
    // The member may submit again.
    expect(
      (await call(submit, 'POST', '/api/vault/reviews', member.cookie, {}, {})).statusCode,
    ).toBe(201);
  });

  it('a revoked staff member is refused at once', async () => {
    const s = await signedInStaff();
    expect((await call(listReviews, 'GET', '/api/staff/reviews', s.cookie)).statusCode).toBe(200);
    await revokeStaff(s.account.email);
    const refused = await call(listReviews, 'GET', '/api/staff/reviews', s.cookie);
    expect(refused.statusCode).toBe(403);
    expect(jsonBody(refused)).toEqual({ message: MESSAGES.forbiddenStaff });
    // And a fresh login, code and all, changes nothing.
    const again = sessionOf(await signInWithCode(s.account, s.recoveryCodes[0]!));
    expect((await call(listReviews, 'GET', '/api/staff/reviews', again)).statusCode).toBe(403);
  });
});
