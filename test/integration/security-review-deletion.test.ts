/**
 * Account deletion's finding of the security review (../shared/reviews/security.md #6): a member
 * who used every part of the product is deleted; then an export link and an upload URL issued
 * before try to write again, and the whole table and the whole bucket are scanned for anything
 * that still names the member.
 */
import '../support/simulator-env.ts';
import { ListObjectsV2Command, type _Object } from '@aws-sdk/client-s3';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { epochSeconds } from '../../functions/commons/db.ts';
import { s3, UPLOAD_URL_SECONDS, vaultBucket } from '../../functions/commons/storage.ts';
import type { JobAccepted } from '../../shared/api/jobs.ts';
import { waitForJob } from '../support/jobs.ts';
import { handler as exportData } from '../../functions/auth/handlers/data-export.ts';
import { handler as exportConfirm } from '../../functions/auth/handlers/data-export-confirm.ts';
import { handler as deleteRequest } from '../../functions/auth/handlers/delete-account.ts';
import { handler as deleteConfirm } from '../../functions/auth/handlers/delete-account-confirm.ts';
import { handler as forgotPassword } from '../../functions/auth/handlers/forgot-password.ts';
import { handler as login } from '../../functions/auth/handlers/login.ts';
import { handler as loginMfa } from '../../functions/auth/handlers/login-mfa.ts';
import { handler as updateUser } from '../../functions/auth/handlers/update-user.ts';
import { handler as answerRequest } from '../../functions/elite/handlers/answer-contact-request.ts';
import { handler as block } from '../../functions/elite/handlers/block-member.ts';
import { handler as createAlert } from '../../functions/elite/handlers/create-alert.ts';
import { handler as createTicket } from '../../functions/elite/handlers/create-ticket.ts';
import { handler as listRequests } from '../../functions/elite/handlers/list-contact-requests.ts';
import { handler as masterclassNotify } from '../../functions/elite/handlers/masterclass-notify.ts';
import { handler as report } from '../../functions/elite/handlers/report-member.ts';
import { handler as saveProfile } from '../../functions/elite/handlers/save-network-profile.ts';
import { handler as sendRequest } from '../../functions/elite/handlers/send-contact-request.ts';
import { handler as createConnection } from '../../functions/qualify/handlers/create-connection.ts';
import { handler as qualify } from '../../functions/qualify/handlers/qualify.ts';
import { handler as createPackage } from '../../functions/vault/handlers/create-package.ts';
import { handler as submitReview } from '../../functions/vault/handlers/submit-review.ts';
import { grantStaff } from '../../functions/staff/roles.ts';
import {
  runDueMemberSweeps,
  scheduleMemberSweep,
  sweepDeletedMember,
} from '../../functions/vault/erase.ts';
import type { ContactRequestsResponse, NetworkProfileSaved } from '../../shared/api/network.ts';
import type { UploadResponse } from '../../shared/api/vault-catalog.ts';
import { TEST_SES_URL, TEST_SITE_URL } from '../setup/ports.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { linkIn, waitForEmail } from '../support/mail.ts';
import { enrolledUser } from '../support/mfa.ts';
import { grantEliteWithCard, grantPlan } from '../support/plans.ts';
import { scanTable } from '../support/table.ts';
import { newAccount, randomIp, signedInUser } from '../support/users.ts';
import { pdfBytes, putToBucket, requestUpload, uploadFile } from '../support/vault.ts';
import { WORKED_EXAMPLE } from '../support/worked-example.ts';

type Handler = (e: ReturnType<typeof apiEvent>) => Promise<APIGatewayProxyStructuredResultV2>;

const send = (
  handler: Handler,
  method: string,
  path: string,
  cookie: string | undefined,
  body?: unknown,
  params?: Record<string, string>,
) =>
  handler(
    apiEvent({
      method,
      path,
      body,
      cookies: cookie ? [cookie] : undefined,
      pathParameters: params,
      sourceIp: randomIp(),
    }),
  );

async function ok(answer: Promise<APIGatewayProxyStructuredResultV2>, status = 200) {
  const result = await answer;
  expect(result.statusCode, result.body).toBe(status);
  return result;
}

const letters = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) =>
    String.fromCharCode(97 + (b % 26)),
  ).join('');

const networkProfile = (displayName: string) => ({
  displayName,
  markets: [{ state: 'TX', metro: 'Houston' }],
  strategies: ['brrrr'],
  experience: '1-3',
  lookingFor: ['partner'],
});

async function eliteNetworkMember() {
  const member = await signedInUser();
  await grantPlan(member.user.id, 'elite');
  const saved = await ok(
    send(
      saveProfile,
      'PUT',
      '/api/elite/network/profile',
      member.cookie,
      networkProfile(`Vecino ${letters()}`),
    ),
    201,
  );
  return { ...member, memberId: jsonBody<NetworkProfileSaved>(saved).profile.memberId };
}

async function allObjects(): Promise<_Object[]> {
  const objects: _Object[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: vaultBucket, ContinuationToken: token }),
    );
    objects.push(...(page.Contents ?? []));
    token = page.NextContinuationToken;
  } while (token);
  return objects;
}

const tokenFrom = (email: Parameters<typeof linkIn>[0], path: string) =>
  new URL(linkIn(email, `${TEST_SITE_URL}${path}?token=`)).searchParams.get('token')!;

describe('security.md #6: deletion leaves nothing', () => {
  it('after a member used everything, the whole table and bucket hold nothing of theirs; old links and URLs write nothing', async () => {
    // ── A member who used every part of the product ────────────────────────────────────────
    const m = await enrolledUser({ lastName: `Borrada${letters()}` });
    await grantEliteWithCard(m.userId);
    await grantStaff(m.account.email);
    const codes = [...m.recoveryCodes];
    const cookie = m.cookie;

    // Vault: a checked file, a review, a package, and an upload left pending (its URL kept).
    const file = await uploadFile(cookie, {
      name: 'banco.pdf',
      type: 'application/pdf',
      bytes: pdfBytes('Banco'),
      documentId: 'personal-bank-statements',
    });
    expect(file.result.statusCode).toBe(200);
    await ok(send(submitReview, 'POST', '/api/vault/reviews', cookie, {}), 201);
    const queued = await ok(send(createPackage, 'POST', '/api/vault/packages', cookie, {}), 202);
    const built = await waitForJob(cookie, jsonBody<JobAccepted>(queued).job.id);
    expect(built.status).toBe('ready');
    const stale = jsonBody<UploadResponse>(
      await requestUpload(cookie, {
        name: 'tarde.pdf',
        type: 'application/pdf',
        bytes: pdfBytes(),
      }),
    );
    // Elite services: a deal alert, a masterclass notice, a support ticket.
    await ok(
      send(createAlert, 'POST', '/api/elite/alerts', cookie, {
        type: 'multifamily',
        minCapRate: 8,
        location: 'Florida',
      }),
      201,
    );
    await ok(
      send(masterclassNotify, 'PUT', '/api/elite/masterclasses/notify', cookie, { notify: true }),
    );
    await ok(
      send(createTicket, 'POST', '/api/elite/tickets', cookie, {
        subject: 'No puedo exportar el reporte',
        category: 'tools',
        description: 'Al generar el reporte profesional el archivo sale vacío, ¿me ayudan?',
        priority: 'alta',
        method: 'email',
      }),
      201,
    );
    // A lender connection (its read-only link for the lender lives outside the partition).
    await ok(send(qualify, 'POST', '/api/qualify', cookie, WORKED_EXAMPLE));
    await ok(
      send(createConnection, 'POST', '/api/lender-connections', cookie, {
        programId: 'ejemplo-dscr-estandar',
        consent: true,
        share: ['summary'],
        message: '',
      }),
      201,
    );
    // The network: a request declined by one member, a block of another, reports both ways.
    const mName = `Borrada ${letters()}`;
    const joined = await ok(
      send(saveProfile, 'PUT', '/api/elite/network/profile', cookie, networkProfile(mName)),
      201,
    );
    const mMemberId = jsonBody<NetworkProfileSaved>(joined).profile.memberId;
    const [decliner, blocked, reporter] = await Promise.all([
      eliteNetworkMember(),
      eliteNetworkMember(),
      eliteNetworkMember(),
    ]);
    const message = 'Hola, busco socio para un BRRRR en Houston. ¿Conversamos?';
    await ok(
      send(sendRequest, 'POST', '/api/elite/network/requests', cookie, {
        memberId: decliner.memberId,
        message,
      }),
      201,
    );
    const received = jsonBody<ContactRequestsResponse>(
      await send(listRequests, 'GET', '/api/elite/network/requests', decliner.cookie),
    ).received[0]!;
    await ok(
      send(
        answerRequest,
        'POST',
        `/api/elite/network/requests/${received.id}`,
        decliner.cookie,
        { action: 'decline' },
        { id: received.id },
      ),
    );
    await ok(
      send(block, 'POST', '/api/elite/network/blocks', cookie, { memberId: blocked.memberId }),
    );
    await ok(
      send(report, 'POST', '/api/elite/network/reports', reporter.cookie, {
        memberId: mMemberId,
        reason: 'spam',
      }),
      201,
    );
    await ok(
      send(report, 'POST', '/api/elite/network/reports', cookie, {
        memberId: reporter.memberId,
        reason: 'fake',
      }),
      201,
    );
    // Accounts: a reset link, an email change waiting, an export link, a pending login with a
    // wrong code (the account's count of codes).
    await ok(
      send(forgotPassword, 'POST', '/api/auth/forgot-password', undefined, {
        email: m.account.email,
      }),
    );
    const newEmail = newAccount().email;
    await ok(
      send(updateUser, 'PUT', '/api/auth/user', cookie, {
        firstName: m.account.firstName,
        lastName: m.account.lastName,
        email: newEmail,
        username: m.account.username,
        currentPassword: m.account.password,
        code: codes.shift(),
      }),
    );
    await ok(send(exportData, 'POST', '/api/auth/data-export', cookie, {}), 202);
    const exportToken = tokenFrom(
      await waitForEmail(TEST_SES_URL, m.account.email, { subject: /Descarga tus datos/ }),
      '/mis-datos',
    );
    const first = await send(login, 'POST', '/api/auth/login', undefined, {
      email: m.account.email,
      password: m.account.password,
    });
    const pending = first.cookies!.find((c) => c.startsWith('mfa='))!.split(';')[0]!;
    expect(
      (await send(loginMfa, 'POST', '/api/auth/login/mfa', pending, { code: '000000' })).statusCode,
    ).toBe(401);

    // ── Deletion: password and code, then the emailed link ─────────────────────────────────
    await ok(
      send(deleteRequest, 'POST', '/api/auth/delete-account', cookie, {
        currentPassword: m.account.password,
        code: codes.shift(),
      }),
      202,
    );
    const deleteToken = tokenFrom(
      await waitForEmail(TEST_SES_URL, m.account.email, { subject: /Confirma la eliminación/ }),
      '/eliminar-cuenta',
    );
    const deletedAt = new Date();
    await ok(
      send(deleteConfirm, 'POST', '/api/auth/delete-account/confirm', undefined, {
        token: deleteToken,
      }),
    );

    // ── What was issued before tries again ─────────────────────────────────────────────────
    // The export link is gone (410) and writes no ZIP.
    const exported = await send(exportConfirm, 'POST', '/api/auth/data-export/confirm', undefined, {
      token: exportToken,
    });
    expect(exported.statusCode).toBe(410);
    // The upload URL still works for its lifetime (S3 signed it; the emulator checks nothing):
    // it recreates an object under the deleted member's uploads prefix...
    expect((await putToBucket(stale, pdfBytes('Después'))).status).toBe(200);
    const mine = async () => (await allObjects()).filter((o) => o.Key?.includes(m.userId));
    expect((await mine()).map((o) => o.Key)).toEqual([`uploads/${m.userId}/${stale.id}`]);
    // ...which the second sweep removes once every such URL is dead, not before.
    const early = await sweepDeletedMember(
      {
        userId: m.userId,
        notBefore: new Date(deletedAt.getTime() + UPLOAD_URL_SECONDS * 1000).toISOString(),
      },
      deletedAt,
    );
    expect(early.status).toBe('early');
    await runDueMemberSweeps(deletedAt);
    expect(await mine()).toHaveLength(1);
    const later = new Date(deletedAt.getTime() + (UPLOAD_URL_SECONDS + 2 * 60) * 1000);
    expect(await runDueMemberSweeps(later)).toBeGreaterThanOrEqual(1);

    // ── The whole bucket and the whole table ───────────────────────────────────────────────
    expect(await mine()).toEqual([]);
    const names = [
      m.userId,
      m.account.email.toLowerCase(),
      newEmail,
      m.account.username,
      mMemberId,
      mName,
    ];
    const items = await scanTable();
    const naming = items.filter((item) => {
      const text = JSON.stringify(item, (_k, v: unknown) => (v instanceof Set ? [...v] : v));
      return names.some((name) => text.toLowerCase().includes(name.toLowerCase()));
    });
    const kept = naming.filter((item) => {
      const pk = String(item.pk);
      // Kept by design: the billing record (no name, no email), the billing simulator's own
      // records (Stripe's stand-in: its customer is not deleted), and login-throttle counters
      // that expire within the hour.
      if (pk === `DELETED#${m.userId}` || pk.startsWith('SIM#')) return false;
      if (pk.startsWith('RATE#')) return Number(item.ttl) > epochSeconds() + 3660;
      return true;
    });
    expect(kept.map((item) => `${String(item.pk)} | ${String(item.sk)}`)).toEqual([]);
    expect(naming.some((item) => item.pk === `DELETED#${m.userId}`)).toBe(true);
    // The other members keep nothing of the deleted one either (their sides of the request,
    // the block and the reports were in the scan); their own accounts stand.
    expect(
      items.some((item) => item.pk === `USER#${decliner.user.id}` && item.sk === 'PROFILE'),
    ).toBe(true);
  }, 240_000);

  it('a second sweep scheduled but not yet due leaves its schedule; once due, it goes', async () => {
    const userId = crypto.randomUUID();
    const now = new Date();
    const job = await scheduleMemberSweep(userId, now);
    expect(Date.parse(job.notBefore) - now.getTime()).toBeGreaterThanOrEqual(
      UPLOAD_URL_SECONDS * 1000,
    );
    await runDueMemberSweeps(now);
    expect((await scanTable()).some((item) => item.sk === userId)).toBe(true);
    await runDueMemberSweeps(new Date(Date.parse(job.notBefore) + 1000));
    expect((await scanTable()).some((item) => item.sk === userId)).toBe(false);
  });
});
