/**
 * Direct lender connections (Elite) on DynamoDB Local, the SES emulator and the S3 emulator:
 * consent first, the lender's email with its read-only link, the copies, each open logged, the
 * documents' ZIP, revocation, expiry, the daily limit under concurrent requests, and another
 * member's connection out of reach.
 */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { unzipSync } from 'fflate';
import { pdfTextOf } from '../support/pdf-text.ts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handler as createConnection } from '../../functions/qualify/handlers/create-connection.ts';
import { handler as downloadLink } from '../../functions/qualify/handlers/download-link.ts';
import { handler as listConnections } from '../../functions/qualify/handlers/list-connections.ts';
import { handler as openLink } from '../../functions/qualify/handlers/open-link.ts';
import { handler as qualify } from '../../functions/qualify/handlers/qualify.ts';
import { handler as revokeConnection } from '../../functions/qualify/handlers/revoke-connection.ts';
import { config } from '../../functions/commons/config.ts';
import { EXAMPLE_CONTACT } from '../../shared/lenders/examples.ts';
import {
  CONNECTION_MESSAGES as M,
  LENDER_CONNECTION_LIMITS,
  type ConnectionCreated,
  type LenderConnectionsResponse,
  type SharedPackage,
} from '../../shared/api/lender-connections.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { emailsTo, linkIn, waitForEmail } from '../support/mail.ts';
import { grantPlan } from '../support/plans.ts';
import { randomIp, signedInUser } from '../support/users.ts';
import { pdfBytes, uploadFile } from '../support/vault.ts';
import { TEST_SES_URL, TEST_SITE_URL } from '../setup/ports.ts';
import { WORKED_EXAMPLE } from '../support/worked-example.ts';

type Handler = (e: ReturnType<typeof apiEvent>) => Promise<APIGatewayProxyStructuredResultV2>;
const call = (
  handler: Handler,
  method: string,
  path: string,
  cookie?: string,
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

const PROGRAM = 'ejemplo-dscr-estandar';
/** A last name no other test uses (names take letters only). */
const unique = (base: string) =>
  base +
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) =>
    String.fromCharCode(97 + (b % 26)),
  ).join('');
const PROGRAM_NAME = 'Ejemplo — DSCR estándar';

/** An Elite member who ran ¿Califico? on the worked example. */
async function eliteMember(lastName: string, plan: 'elite' | 'pro' = 'elite') {
  const { account, cookie, user } = await signedInUser({ firstName: 'Rosa', lastName });
  await grantPlan(user.id, plan);
  const ran = await call(qualify, 'POST', '/api/qualify', cookie, {}, WORKED_EXAMPLE);
  expect(ran.statusCode).toBe(200);
  return { account, cookie, userId: user.id, name: `Rosa ${lastName}` };
}

const connect = (cookie: string, body: unknown) =>
  call(createConnection, 'POST', '/api/lender-connections', cookie, {}, body);

const lenderEmails = async (name: string) =>
  (await emailsTo(TEST_SES_URL, EXAMPLE_CONTACT)).filter((e) => e.subject.includes(name));

const history = async (cookie: string) =>
  jsonBody<LenderConnectionsResponse>(
    await call(listConnections, 'GET', '/api/lender-connections', cookie),
  ).connections;

const tokenOf = (link: string) => new URL(link).pathname.split('/').pop()!;

afterEach(() => {
  vi.useRealTimers();
});

describe('sending a connection', () => {
  let member: Awaited<ReturnType<typeof eliteMember>>;
  let fileId: string;
  let created: ConnectionCreated;
  let token: string;

  beforeAll(async () => {
    member = await eliteMember(unique('Conecta'));
    const upload = await uploadFile(member.cookie, {
      name: 'banco-octubre.pdf',
      type: 'application/pdf',
      bytes: pdfBytes('Banco octubre'),
      documentId: 'personal-bank-statements',
    });
    expect(upload.result.statusCode).toBe(200);
    fileId = upload.id;
  });

  it('without consent answers 400 in Spanish and sends nothing', async () => {
    for (const consent of [undefined, false, 'true']) {
      const answer = await connect(member.cookie, {
        programId: PROGRAM,
        consent,
        share: ['summary'],
        message: '',
      });
      expect(answer.statusCode).toBe(400);
      expect(jsonBody(answer)).toEqual({ message: M.consentRequired });
    }
    expect(await lenderEmails(member.name)).toHaveLength(0);
    expect(await history(member.cookie)).toEqual([]);
  });

  it('refuses an empty share, an unknown program, documents without files', async () => {
    const base = { programId: PROGRAM, consent: true, message: '' };
    expect(jsonBody(await connect(member.cookie, { ...base, share: [] }))).toEqual({
      message: M.shareRequired,
    });
    const unknown = await connect(member.cookie, {
      ...base,
      programId: 'nada',
      share: ['summary'],
    });
    expect(unknown.statusCode).toBe(404);
    expect(jsonBody(unknown)).toEqual({ message: M.programNotFound });
    const noFiles = await connect(member.cookie, { ...base, share: ['documents'] });
    expect(noFiles.statusCode).toBe(400);
    expect(jsonBody(noFiles)).toEqual({ message: M.filesRequired });
    expect(await lenderEmails(member.name)).toHaveLength(0);
  });

  it('emails the lender the summary and a read-only link; the member and the team get copies', async () => {
    const answer = await connect(member.cookie, {
      programId: PROGRAM,
      consent: true,
      share: ['summary', 'figures', 'documents'],
      fileIds: [fileId],
      message: 'Busco cerrar en diciembre.',
    });
    expect(answer.statusCode).toBe(201);
    created = jsonBody<ConnectionCreated>(answer);
    expect(created.sentTo).toBe(EXAMPLE_CONTACT);

    const email = await waitForEmail(TEST_SES_URL, EXAMPLE_CONTACT, {
      subject: new RegExp(member.name),
    });
    // Lenders read English first (a Spanish line follows).
    expect(email.subject).toBe(
      `Loan inquiry from ${member.name} for "${PROGRAM_NAME}" / Solicitud de préstamo`,
    );
    const text = email.body.text ?? '';
    // The worked example's figures (test/support/worked-example.ts): PITIA $2,128.11, DSCR 1.13,
    // LTV 80 %: above this program's 75 % purchase maximum at FICO 700, its one failed rule.
    // Reserves after funds to close: (95,000 − 66,000) / 2,128.11 = 13.6 months.
    for (const line of [
      'Price or value $300,000.00; loan $240,000.00 at 7.5% over 30 years; monthly rent $2,400.00.',
      `Against "${PROGRAM_NAME}": meets 12 of 13 rules (does not qualify yet)`,
      'Figures: PITIA $2,128.11 a month; DSCR 1.13; LTV 80.00%; reserves after closing 13.6 months of PITIA: ($95,000.00 counted - $66,000.00 to close) / $2,128.11 a month.',
      'Borrower: FICO 700;',
      'Documents: 1 in one ZIP with a cover page.',
      'Message from Rosa: "Busco cerrar en diciembre."',
    ]) {
      expect(text, line).toContain(line);
    }
    const link = linkIn(email, `${TEST_SITE_URL}/expediente-compartido/`);
    token = tokenOf(link);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes

    const copy = await waitForEmail(TEST_SES_URL, member.account.email, {
      subject: /Copia: enviaste tu solicitud/,
    });
    expect(copy.body.text).toContain('Cifras: PITIA $2,128.11');
    expect(copy.body.text).not.toContain(token); // the link is the lender's alone
    const team = await waitForEmail(TEST_SES_URL, config.CONSULTING_TEAM_EMAIL, {
      subject: new RegExp(`${member.name} → Prestamista de ejemplo`),
    });
    expect(team.body.text).not.toContain(token);
  });

  it('opens the package read-only, logs every open, and serves the ZIP', async () => {
    const path = `/api/lender-links/${token}`;
    const first = await call(openLink, 'GET', path, undefined, { token });
    expect(first.statusCode).toBe(200);
    const shared = jsonBody<SharedPackage>(first);
    expect(shared).toMatchObject({
      memberName: member.name,
      memberEmail: member.account.email,
      programName: PROGRAM_NAME,
      example: true,
      message: 'Busco cerrar en diciembre.',
      summary: { price: 300_000, loanAmount: 240_000, eligible: false, rulesPassed: 12 },
      figures: { fico: 700, borrowerType: 'citizen' },
      documents: ['03 Bank statements.pdf'],
      downloadUrl: `${path}/download`,
    });
    expect(shared.figures!.metrics.pitia).toBeCloseTo(2128.11, 2);
    expect(shared.figures!.metrics.dscr).toBeCloseTo(1.1278, 4);
    // As the program reads it: reserves after the $66,000 to close.
    expect(shared.figures!.basis).toMatchObject({
      paymentBasis: 'PITIA',
      fundsToClose: 66_000,
      countedAssets: 95_000,
      reservesRequiredMonths: 7,
    });

    await call(openLink, 'GET', path, undefined, { token });
    const [row] = await history(member.cookie);
    expect(row).toMatchObject({
      id: created.id,
      status: 'active',
      sentTo: EXAMPLE_CONTACT,
      share: ['summary', 'figures', 'documents'],
      fileCount: 1,
      opens: { count: 2 },
    });
    expect(Date.now() - Date.parse(row!.opens.lastAt!)).toBeLessThan(60_000);
    expect(Date.parse(row!.expiresAt) - Date.parse(row!.createdAt)).toBe(7 * 24 * 3600 * 1000);

    // The documents' ZIP is built by the jobs worker: 409 in Spanish until it is there.
    let download = await call(downloadLink, 'GET', `${path}/download`, undefined, { token });
    for (let i = 0; download.statusCode === 409 && i < 300; i++) {
      expect(jsonBody(download)).toEqual({ message: M.documentsPreparing });
      await new Promise((resolve) => setTimeout(resolve, 100));
      download = await call(downloadLink, 'GET', `${path}/download`, undefined, { token });
    }
    expect(download.statusCode).toBe(302);
    const zip = unzipSync(
      new Uint8Array(await (await fetch(String(download.headers!.location))).arrayBuffer()),
    );
    expect(Object.keys(zip)).toEqual([
      '00 Cover - borrower loan package.pdf',
      '03 Bank statements.pdf',
    ]);
    // The cover says the lender's figures as the program reads them, reserves after closing.
    const cover = await pdfTextOf(zip['00 Cover - borrower loan package.pdf']!);
    for (const line of [
      'Monthly PITIA: $2,128.11',
      'Cash to close: $66,000.00',
      'Reserves after closing: 13.6 months of PITIA: ($95,000.00 counted - $66,000.00 to close) / $2,128.11 a month',
    ]) {
      expect(cover, line).toContain(line);
    }
  });

  it('answers 404 in Spanish to an unknown or malformed token', async () => {
    for (const token of ['x'.repeat(43), 'corto']) {
      const answer = await call(openLink, 'GET', `/api/lender-links/${token}`, undefined, {
        token,
      });
      expect(answer.statusCode).toBe(404);
      expect(jsonBody(answer)).toEqual({ message: M.linkNotFound });
    }
  });

  it('answers 410 once the 7 days are over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 7 * 24 * 3600 * 1000 + 1000);
    const answer = await call(openLink, 'GET', `/api/lender-links/${token}`, undefined, { token });
    expect(answer.statusCode).toBe(410);
    expect(jsonBody(answer)).toEqual({ message: M.linkExpired });
    const download = await call(
      downloadLink,
      'GET',
      `/api/lender-links/${token}/download`,
      undefined,
      {
        token,
      },
    );
    expect(download.statusCode).toBe(410);
    vi.useRealTimers();
    expect((await history(member.cookie))[0]!.opens.count).toBe(2); // a refused open is no open
  });

  it('another member cannot see or revoke it: 404', async () => {
    const other = await eliteMember(unique('Otra'));
    const answer = await call(
      revokeConnection,
      'DELETE',
      `/api/lender-connections/${created.id}`,
      other.cookie,
      { id: created.id },
    );
    expect(answer.statusCode).toBe(404);
    expect(jsonBody(answer)).toEqual({ message: M.notFound });
    expect(await history(other.cookie)).toEqual([]);
    expect((await history(member.cookie))[0]!.status).toBe('active');
  });

  it('the member revokes it: the link answers 410 and the history says so', async () => {
    const path = `/api/lender-connections/${created.id}`;
    const answer = await call(revokeConnection, 'DELETE', path, member.cookie, { id: created.id });
    expect(answer.statusCode).toBe(200);
    expect(jsonBody(answer)).toMatchObject({ message: M.revoked });
    const again = await call(revokeConnection, 'DELETE', path, member.cookie, { id: created.id });
    expect(again.statusCode).toBe(409);

    const open = await call(openLink, 'GET', `/api/lender-links/${token}`, undefined, { token });
    expect(open.statusCode).toBe(410);
    expect(jsonBody(open)).toEqual({ message: M.linkRevoked });
    const row = (await history(member.cookie))[0]!;
    expect(row.status).toBe('revoked');
    expect(row.revokedAt).not.toBeNull();
  });
});

describe('who may connect, and how often', () => {
  it('at most N a day, even when the requests race', async () => {
    const member = await eliteMember(unique('Limite'));
    const body = { programId: PROGRAM, consent: true, share: ['summary'], message: '' };
    const answers = await Promise.all(
      Array.from({ length: LENDER_CONNECTION_LIMITS.perDay + 2 }, () =>
        connect(member.cookie, body),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(LENDER_CONNECTION_LIMITS.perDay);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(2);
    expect(jsonBody(refused[0]!)).toEqual({ message: M.dailyLimit });
    expect(await history(member.cookie)).toHaveLength(LENDER_CONNECTION_LIMITS.perDay);
    expect(await lenderEmails(member.name)).toHaveLength(LENDER_CONNECTION_LIMITS.perDay);
  });

  it('a member who never ran ¿Califico? is told to run it first', async () => {
    const { cookie, user } = await signedInUser();
    await grantPlan(user.id, 'elite');
    const answer = await connect(cookie, {
      programId: PROGRAM,
      consent: true,
      share: ['summary'],
      message: '',
    });
    expect(answer.statusCode).toBe(400);
    expect(jsonBody(answer)).toEqual({ message: M.noQualification });
  });

  it('Pro and free members cannot connect (403), nor list', async () => {
    const pro = await eliteMember(unique('Pro'), 'pro');
    const answer = await connect(pro.cookie, {
      programId: PROGRAM,
      consent: true,
      share: ['summary'],
      message: '',
    });
    expect(answer.statusCode).toBe(403);
    const free = await signedInUser();
    const list = await call(listConnections, 'GET', '/api/lender-connections', free.cookie);
    expect(list.statusCode).toBe(403);
    expect(jsonBody(list)).toHaveProperty('message');
    expect((await call(listConnections, 'GET', '/api/lender-connections')).statusCode).toBe(401);
  });
});
