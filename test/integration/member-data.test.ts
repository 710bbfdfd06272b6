import '../support/simulator-env.ts';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { handler as exportData } from '../../functions/auth/handlers/data-export.ts';
import { handler as exportConfirm } from '../../functions/auth/handlers/data-export-confirm.ts';
import { handler as deleteRequest } from '../../functions/auth/handlers/delete-account.ts';
import { handler as deleteConfirm } from '../../functions/auth/handlers/delete-account-confirm.ts';
import { handler as login } from '../../functions/auth/handlers/login.ts';
import { handler as getUser } from '../../functions/auth/handlers/get-user.ts';
import { SimulatorProvider } from '../../functions/billing/simulator.ts';
import { UPLOAD_URL_SECONDS } from '../../functions/commons/storage.ts';
import { runDueMemberSweeps } from '../../functions/vault/erase.ts';
import { AUTH_MESSAGES } from '../../shared/api/auth.ts';
import { MEMBER_DATA_MESSAGES as M } from '../../shared/api/member-data.ts';
import { handler as downloadJob } from '../../functions/jobs/handlers/download-job.ts';
import { JOB_MESSAGES, type JobAccepted } from '../../shared/api/jobs.ts';
import { waitForJob } from '../support/jobs.ts';
import { TEST_SES_URL, TEST_SITE_URL } from '../setup/ports.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { emailsTo, linkIn, waitForEmail } from '../support/mail.ts';
import { grantEliteWithCard } from '../support/plans.ts';
import { scanTable } from '../support/table.ts';
import { randomIp, signedInUser } from '../support/users.ts';
import { pdfBytes, uploadFile } from '../support/vault.ts';

/**
 * The member's data (download and account deletion) against DynamoDB Local, the S3 emulator and the
 * SES emulator: the download confirmed by email holds the data and the vault's files; the deletion
 * needs the password and an emailed link, cancels the subscription, removes every item and object,
 * keeps only the billing record, and the login fails after it.
 */
/** When a deleted member's second sweep is due: after every upload URL issued before is dead. */
const SWEEP_DUE_MS = (UPLOAD_URL_SECONDS + 2 * 60) * 1000;

const post = (handler: typeof exportData, path: string, body: unknown, cookie?: string) =>
  handler(
    apiEvent({
      method: 'POST',
      path,
      body,
      cookies: cookie ? [cookie] : undefined,
      sourceIp: randomIp(),
    }),
  );

async function member() {
  const user = await signedInUser();
  const billing = await grantEliteWithCard(user.user.id);
  const file = await uploadFile(user.cookie, {
    name: 'estado-de-cuenta.pdf',
    type: 'application/pdf',
    bytes: pdfBytes('Estado de cuenta de marzo'),
  });
  expect(file.result.statusCode).toBe(200);
  return { ...user, billing, fileId: file.id };
}

describe('Descargar mis datos', () => {
  it('emails a link; the link queues a ZIP with the data as JSON and the vault files, once', async () => {
    const ana = await member();
    const asked = await post(exportData, '/api/auth/data-export', {}, ana.cookie);
    expect(asked.statusCode).toBe(202);
    expect(jsonBody<{ message: string }>(asked).message).toBe(M.exportRequested);
    const email = await waitForEmail(TEST_SES_URL, ana.account.email, {
      subject: /Descarga tus datos/,
    });
    const token = new URL(linkIn(email, `${TEST_SITE_URL}/mis-datos?token=`)).searchParams.get(
      'token',
    )!;

    // The link queues the ZIP (the worker writes it); the member follows it signed in.
    const accepted = await post(exportConfirm, '/api/auth/data-export/confirm', { token });
    expect(accepted.statusCode).toBe(202);
    const { job, message } = jsonBody<JobAccepted>(accepted);
    expect(message).toBe(JOB_MESSAGES.exportQueued);
    const done = await waitForJob(ana.cookie, job.id);
    expect(done).toMatchObject({ kind: 'data-export', status: 'ready' });
    expect(done.result).toMatchObject({
      fileCount: 1,
      downloadUrl: `/api/jobs/${job.id}/download`,
    });
    const ready = await waitForEmail(TEST_SES_URL, ana.account.email, {
      subject: /Tus datos de Inversor Listo están listos/,
    });
    expect(linkIn(ready, `${TEST_SITE_URL}/mis-datos?job=`)).toContain(job.id);
    // Only its member downloads it, signed in.
    const download = (cookie: string | undefined) =>
      downloadJob(
        apiEvent({
          path: `/api/jobs/${job.id}/download`,
          pathParameters: { id: job.id },
          cookies: cookie ? [cookie] : undefined,
          sourceIp: randomIp(),
        }),
      );
    expect((await download(undefined)).statusCode).toBe(401);
    const other = await signedInUser();
    expect((await download(other.cookie)).statusCode).toBe(404);
    const answer = await download(ana.cookie);
    expect(answer.statusCode).toBe(302);
    const zip = unzipSync(
      new Uint8Array(await (await fetch(String(answer.headers!.location))).arrayBuffer()),
    );
    const names = Object.keys(zip);
    expect(names).toContain('mis-datos.json');
    expect(names.some((n) => n.startsWith('Bóveda/') && n.endsWith('.pdf'))).toBe(true);
    const data = JSON.parse(new TextDecoder().decode(zip['mis-datos.json'])) as {
      data: Record<string, Record<string, unknown>[]>;
    };
    expect(data.data.profile?.[0]).toMatchObject({ email: ana.account.email, plan: 'elite' });
    expect(data.data.file?.length ?? data.data.vaultfile?.length ?? 0).toBeGreaterThan(0);
    const text = new TextDecoder().decode(zip['mis-datos.json']);
    expect(text).not.toContain('passwordHash');
    expect(text).not.toMatch(/SESSION#/);

    // The link works once: then it is gone.
    const again = await post(exportConfirm, '/api/auth/data-export/confirm', { token });
    expect(again.statusCode).toBe(410);
    expect(jsonBody<{ message: string }>(again).message).toBe(M.exportInvalid);
  });
});

describe('Eliminar mi cuenta', () => {
  it('needs the password; the emailed link deletes everything but the billing record', async () => {
    const luis = await member();
    const wrong = await post(
      deleteRequest,
      '/api/auth/delete-account',
      { currentPassword: 'no-es-la-clave-1' },
      luis.cookie,
    );
    expect(wrong.statusCode).toBe(403);
    expect(jsonBody<{ message: string }>(wrong).message).toBe(AUTH_MESSAGES.currentPasswordWrong);

    const asked = await post(
      deleteRequest,
      '/api/auth/delete-account',
      { currentPassword: luis.account.password },
      luis.cookie,
    );
    expect(asked.statusCode).toBe(202);
    // Nothing changes until the link is opened.
    expect(
      (await getUser(apiEvent({ path: '/api/auth/user', cookies: [luis.cookie] }))).statusCode,
    ).toBe(200);
    const email = await waitForEmail(TEST_SES_URL, luis.account.email, {
      subject: /Confirma la eliminación/,
    });
    const token = new URL(
      linkIn(email, `${TEST_SITE_URL}/eliminar-cuenta?token=`),
    ).searchParams.get('token')!;

    const done = await post(deleteConfirm, '/api/auth/delete-account/confirm', { token });
    expect(done.statusCode).toBe(200);
    expect(jsonBody<{ message: string }>(done).message).toBe(M.deleted);

    // The subscription is cancelled at the (simulated) provider.
    const sub = await new SimulatorProvider().getSubscription(luis.billing.subscriptionId);
    expect(sub?.status).toBe('canceled');
    // Nothing of the member is left but the billing record, once the second sweep of the
    // member's objects has run (due after the upload URLs' lifetime).
    await runDueMemberSweeps(new Date(Date.now() + SWEEP_DUE_MS));
    const items = await scanTable();
    const mine = items.filter((i) => JSON.stringify(i).includes(luis.user.id));
    expect(mine.map((i) => String(i.pk)).filter((pk) => !pk.startsWith('SIM#'))).toEqual([
      `DELETED#${luis.user.id}`,
    ]);
    // Only the short-lived login-throttle counters (TTL minutes) may still name the address.
    const withEmail = items
      .filter((i) => JSON.stringify(i).includes(luis.account.email.toLowerCase()))
      .filter((i) => !String(i.pk).startsWith('SIM#') && !String(i.pk).startsWith('RATE#'))
      .map((i) => `${String(i.pk).split('#')[0]} ${String(i.sk).split('#')[0]}`);
    expect(withEmail).toEqual([]);
    // The file is gone from the bucket, and the session and the login fail.
    expect(
      jsonBody(await getUser(apiEvent({ path: '/api/auth/user', cookies: [luis.cookie] }))),
    ).toBeNull();
    const again = await login(
      apiEvent({
        method: 'POST',
        path: '/api/auth/login',
        body: { email: luis.account.email, password: luis.account.password },
        sourceIp: randomIp(),
      }),
    );
    expect(again.statusCode).toBe(401);
    await waitForEmail(TEST_SES_URL, luis.account.email, { subject: /Eliminamos tu cuenta/ });
    // The link is used up.
    expect(
      (await post(deleteConfirm, '/api/auth/delete-account/confirm', { token })).statusCode,
    ).toBe(410);
  });
});

describe('Eliminar mi cuenta, dos confirmaciones a la vez', () => {
  it('two links at once (one twice), then a third, keep one full billing record', async () => {
    const eva = await member();
    for (let i = 0; i < 3; i++) {
      const asked = await post(
        deleteRequest,
        '/api/auth/delete-account',
        { currentPassword: eva.account.password },
        eva.cookie,
      );
      expect(asked.statusCode).toBe(202);
      await waitForEmail(TEST_SES_URL, eva.account.email, {
        subject: /Confirma la eliminación/,
        count: i + 1,
      });
    }
    const tokens = (await emailsTo(TEST_SES_URL, eva.account.email))
      .filter((e) => /Confirma la eliminación/.test(e.subject))
      .map((e) =>
        new URL(linkIn(e, `${TEST_SITE_URL}/eliminar-cuenta?token=`)).searchParams.get('token'),
      );
    expect(new Set(tokens).size).toBe(3);
    const [a, b, c] = tokens as [string, string, string];

    const answers = await Promise.all(
      [a, b, a].map((token) => post(deleteConfirm, '/api/auth/delete-account/confirm', { token })),
    );
    const codes = answers.map((r) => r.statusCode);
    // Link a works once (200 then 410, in either order); link b finds the account or its end
    // (or, if the deletion got there first, is gone with the account's other links).
    expect([codes[0], codes[2]].sort()).toEqual([200, 410]);
    expect([200, 410]).toContain(codes[1]);
    // A third link opened after the account is gone went with it: nothing done, nothing overwritten.
    expect(
      (await post(deleteConfirm, '/api/auth/delete-account/confirm', { token: c })).statusCode,
    ).toBe(410);

    // One billing record, with the plan and the subscription (not a partial overwrite).
    await runDueMemberSweeps(new Date(Date.now() + SWEEP_DUE_MS));
    const items = await scanTable();
    const mine = items.filter((i) => JSON.stringify(i).includes(eva.user.id));
    expect(mine.map((i) => String(i.pk)).filter((pk) => !pk.startsWith('SIM#'))).toEqual([
      `DELETED#${eva.user.id}`,
    ]);
    const record = mine.find((i) => String(i.pk) === `DELETED#${eva.user.id}`)!;
    expect(record.plan).toBe('elite');
    expect(record.stripeSubscriptionId).toBe(eva.billing.subscriptionId);
    const sub = await new SimulatorProvider().getSubscription(eva.billing.subscriptionId);
    expect(sub?.status).toBe('canceled');
  });
});
