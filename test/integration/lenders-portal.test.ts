/**
 * Lenders on the platform, on DynamoDB Local and the SES emulator: staff verify and suspend a
 * lender; a lender keeps its own programs (server-set provenance, English 400s); two lenders never
 * see each other's programs, connections or answers (404); an Elite member's connection reaches
 * the lender's inbox, the lender's answer reaches the member (API and email); a revoked connection
 * leaves the inbox; a program not confirmed for 120 days stops matching, reminded at 100 by the
 * daily job; members, visitors and staff are refused the lender routes.
 */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { handler as listLenders } from '../../functions/staff/handlers/list-lenders.ts';
import { handler as verifyLender } from '../../functions/staff/handlers/verify-lender.ts';
import { handler as setLenderStatus } from '../../functions/staff/handlers/set-lender-status.ts';
import { handler as getOrganisation } from '../../functions/lenders/handlers/portal-get-organisation.ts';
import { handler as updateOrganisation } from '../../functions/lenders/handlers/portal-update-organisation.ts';
import { handler as listOwn } from '../../functions/lenders/handlers/portal-list-programs.ts';
import { handler as createOwn } from '../../functions/lenders/handlers/portal-create-program.ts';
import { handler as updateOwn } from '../../functions/lenders/handlers/portal-update-program.ts';
import { handler as deleteOwn } from '../../functions/lenders/handlers/portal-delete-program.ts';
import { handler as inbox } from '../../functions/lenders/handlers/portal-list-connections.ts';
import { handler as respond } from '../../functions/lenders/handlers/portal-respond.ts';
import { handler as download } from '../../functions/lenders/handlers/portal-download-package.ts';
import { handler as createConnection } from '../../functions/qualify/handlers/create-connection.ts';
import { handler as listConnections } from '../../functions/qualify/handlers/list-connections.ts';
import { handler as revokeConnection } from '../../functions/qualify/handlers/revoke-connection.ts';
import { handler as listPrograms } from '../../functions/qualify/handlers/list-programs.ts';
import { handler as qualify } from '../../functions/qualify/handlers/qualify.ts';
import { runLenderDaily } from '../../functions/lenders/daily.ts';
import { listLenderPrograms } from '../../functions/lenders/lender-programs.ts';
import { getOrganisation as getOrganisationOf } from '../../functions/lenders/organisations.ts';
import {
  listPrograms as listStoredMatchable,
  listStoredPrograms,
  removeProgram,
} from '../../functions/lenders/programs.ts';
import { EXAMPLE_PROGRAMS } from '../../shared/lenders/examples.ts';
import type { LenderProgram } from '../../shared/lenders/program.ts';
import type { LenderConnectionsResponse } from '../../shared/api/lender-connections.ts';
import type { LenderProgramsResponse, QualifyResponse } from '../../shared/api/qualify.ts';
import {
  LENDER_MESSAGES,
  STAFF_LENDER_MESSAGES,
  type LenderInboxResponse,
  type LenderOrganisation,
  type LenderProgramRow,
  type LenderProgramsList,
  type StaffLendersResponse,
} from '../../shared/api/lenders.ts';
import { MESSAGES, MESSAGES_EN } from '../../shared/messages.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { emailsTo, waitForEmail } from '../support/mail.ts';
import { enrolledUser, enrolMfa, signedInStaff } from '../support/mfa.ts';
import { grantPlan } from '../support/plans.ts';
import { randomIp, signedInUser } from '../support/users.ts';
import { TEST_SES_URL } from '../setup/ports.ts';
import { WORKED_EXAMPLE } from '../support/worked-example.ts';

type Handler = (e: ReturnType<typeof apiEvent>) => Promise<APIGatewayProxyStructuredResultV2>;
// The files after this one in the same worker share its table and ask ¿Califico? of it: the
// lenders' programs made here leave with the file, so they never compete with the examples there.
afterAll(async () => {
  for (const stored of await listStoredPrograms()) {
    if (stored.program.origin === 'lender') await removeProgram(stored.program.id);
  }
});

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

const suffix = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) =>
    String.fromCharCode(97 + (b % 26)),
  ).join('');

/** A program body as a lender sends it: the standard example without what the server sets. */
function programBody(id: string, overrides: Record<string, unknown> = {}) {
  const body: Record<string, unknown> = { ...EXAMPLE_PROGRAMS[0]! };
  for (const serverSet of ['lender', 'example', 'origin', 'source', 'sourceDate']) {
    delete body[serverSet];
  }
  return { ...body, id, name: `DSCR ${id}`, ...overrides };
}

async function staffCookie() {
  return (await signedInStaff({ firstName: 'Equipo', lastName: `Staff${suffix()}` })).cookie;
}

/**
 * A verified lender: an account, verified by staff, signed in. The portal needs a session that
 * passed a second factor: by default the account turns MFA on in that session.
 */
async function verifiedLender(staff: string, name: string, { mfa = true } = {}) {
  const person = { firstName: 'Loan', lastName: `Officer${suffix()}` };
  const account = mfa ? await enrolledUser(person) : await signedInUser(person);
  const verified = await call(
    verifyLender,
    'POST',
    '/api/staff/lenders',
    staff,
    {},
    {
      email: account.account.email,
      name,
      website: 'https://lender.example.com',
    },
  );
  expect(verified.statusCode).toBe(201);
  const { lenderId } = jsonBody<{ lenderId: string }>(verified);
  return { ...account, lenderId, name };
}

async function eliteMember() {
  const member = await signedInUser({ firstName: 'Rosa', lastName: `Miembro${suffix()}` });
  await grantPlan(member.user.id, 'elite');
  const ran = await call(qualify, 'POST', '/api/qualify', member.cookie, {}, WORKED_EXAMPLE);
  expect(ran.statusCode).toBe(200);
  return member;
}

describe('staff verify lenders', () => {
  it('grants the role to an existing account, lists it, suspends it and verifies it again', async () => {
    const staff = await staffCookie();
    const name = `Acme Lending ${suffix()}`;
    const lender = await verifiedLender(staff, name);

    const listed = jsonBody<StaffLendersResponse>(
      await call(listLenders, 'GET', '/api/staff/lenders', staff),
    ).lenders.find((l) => l.lenderId === lender.lenderId);
    expect(listed).toMatchObject({
      name,
      website: 'https://lender.example.com',
      status: 'verified',
      email: lender.account.email,
      contactEmail: lender.account.email,
      states: 'ALL',
    });
    const org = await call(getOrganisation, 'GET', '/api/lender/organisation', lender.cookie);
    expect(org.statusCode).toBe(200);

    const suspended = await call(
      setLenderStatus,
      'PATCH',
      `/api/staff/lenders/${lender.lenderId}`,
      staff,
      { id: lender.lenderId },
      { status: 'suspended' },
    );
    expect(jsonBody<LenderOrganisation>(suspended).status).toBe('suspended');
    const refused = await call(getOrganisation, 'GET', '/api/lender/organisation', lender.cookie);
    expect(refused.statusCode).toBe(403);
    expect(jsonBody(refused)).toEqual({ message: MESSAGES_EN.forbiddenLender });

    await call(
      setLenderStatus,
      'PATCH',
      `/api/staff/lenders/${lender.lenderId}`,
      staff,
      { id: lender.lenderId },
      { status: 'verified' },
    );
    expect(
      (await call(getOrganisation, 'GET', '/api/lender/organisation', lender.cookie)).statusCode,
    ).toBe(200);
  });

  it("refuses a lender's session that did not pass a second factor, in English", async () => {
    const staff = await staffCookie();
    const lender = await verifiedLender(staff, `No MFA ${suffix()}`, { mfa: false });
    const refused = await call(getOrganisation, 'GET', '/api/lender/organisation', lender.cookie);
    expect(refused.statusCode).toBe(403);
    expect(jsonBody(refused)).toEqual({ message: MESSAGES_EN.secondFactorRequired });
    const listed = await call(listOwn, 'GET', '/api/lender/programs', lender.cookie);
    expect(listed.statusCode).toBe(403);
    expect(jsonBody(listed)).toEqual({ message: MESSAGES_EN.secondFactorRequired });

    // The session that turns MFA on has passed it.
    await enrolMfa(lender.account, lender.cookie);
    const org = await call(getOrganisation, 'GET', '/api/lender/organisation', lender.cookie);
    expect(org.statusCode).toBe(200);
  });

  it('refuses an unknown email, a second verification, bad input, and anyone but staff', async () => {
    const staff = await staffCookie();
    const unknown = await call(
      verifyLender,
      'POST',
      '/api/staff/lenders',
      staff,
      {},
      {
        email: `nadie-${suffix()}@example.com`,
        name: 'Nadie',
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect(jsonBody(unknown)).toEqual({ message: STAFF_LENDER_MESSAGES.noAccount });

    const lender = await verifiedLender(staff, `Twice ${suffix()}`);
    const again = await call(
      verifyLender,
      'POST',
      '/api/staff/lenders',
      staff,
      {},
      {
        email: lender.account.email,
        name: `Other ${suffix()}`,
      },
    );
    expect(again.statusCode).toBe(409);

    const bad = await call(
      verifyLender,
      'POST',
      '/api/staff/lenders',
      staff,
      {},
      {
        email: 'x@example.com',
        name: 'X',
        website: 'http://insecure.example.com',
      },
    );
    expect(bad.statusCode).toBe(400);
    expect(jsonBody(bad)).toEqual({ message: STAFF_LENDER_MESSAGES.website });

    const member = await signedInUser();
    for (const cookie of [member.cookie, lender.cookie]) {
      const answer = await call(
        verifyLender,
        'POST',
        '/api/staff/lenders',
        cookie,
        {},
        {
          email: member.account.email,
          name: 'Me',
        },
      );
      expect(answer.statusCode).toBe(403);
    }
    expect((await call(listLenders, 'GET', '/api/staff/lenders')).statusCode).toBe(401);
  });
});

describe("a lender's own programs", () => {
  let staff: string;
  let a: Awaited<ReturnType<typeof verifiedLender>>;
  let b: Awaited<ReturnType<typeof verifiedLender>>;

  beforeAll(async () => {
    staff = await staffCookie();
    a = await verifiedLender(staff, `Alpha Capital ${suffix()}`);
    b = await verifiedLender(staff, `Beta Funding ${suffix()}`);
  });

  it('creates with the id when free, sets who published it and when, and lists it', async () => {
    const id = `alpha-dscr-${suffix()}`;
    const created = await call(
      createOwn,
      'POST',
      '/api/lender/programs',
      a.cookie,
      {},
      {
        ...programBody(id),
        // Whatever the lender sends for these, the server sets them.
        example: true,
        origin: 'example',
        source: 'https://elsewhere.example.com',
        lender: { name: 'Someone else', contactEmail: 'x@example.com', states: ['TX', 'FL'] },
      },
    );
    expect(created.statusCode).toBe(201);
    expect(jsonBody(created)).toEqual({ id });

    const today = new Date().toISOString().slice(0, 10);
    const rows = jsonBody<LenderProgramsList>(
      await call(listOwn, 'GET', '/api/lender/programs', a.cookie),
    ).programs;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.program).toMatchObject({
      id,
      example: false,
      origin: 'lender',
      source: `Publicado por ${a.name}`,
      sourceDate: today,
      lender: { name: a.name, contactEmail: a.account.email, states: ['TX', 'FL'] },
    });
    expect(rows[0]!.stale).toBe(false);

    // Members see it with its origin, in the list and in each qualify result.
    const member = await eliteMember();
    const programs = jsonBody<LenderProgramsResponse>(
      await call(listPrograms, 'GET', '/api/lender-programs', member.cookie),
    ).programs;
    expect(programs.find((p) => p.id === id)?.origin).toBe('lender');
    const result = jsonBody<QualifyResponse>(
      await call(qualify, 'POST', '/api/qualify', member.cookie, {}, WORKED_EXAMPLE),
    );
    expect(result.programs.find((p) => p.id === id)?.origin).toBe('lender');
    expect(result.programs.find((p) => p.id === 'ejemplo-dscr-estandar')?.origin).toBe('example');

    // The same id again: a fresh one, never the other program replaced.
    const second = await call(
      createOwn,
      'POST',
      '/api/lender/programs',
      b.cookie,
      {},
      programBody(id),
    );
    expect(second.statusCode).toBe(201);
    const otherId = jsonBody<{ id: string }>(second).id;
    expect(otherId).not.toBe(id);
    expect(otherId).toMatch(/^dscr-/);
  });

  it('answers bad programs with an English 400 naming the field, and writes nothing', async () => {
    const id = `alpha-bad-${suffix()}`;
    const cases: [unknown, RegExp][] = [
      [{ ...programBody(id), minLoan: -5 }, /^Invalid program: minLoan: at least 0$/],
      [{ ...programBody(id), purposes: [] }, /^Invalid program: purposes: at least 1 item/],
      [{ ...programBody(id), type: 'payday' }, /^Invalid program: type: one of "dscr"/],
      [
        { ...programBody(id), llcAllowed: 'maybe' },
        /^Invalid program: llcAllowed: true, false or null \(not stated\)$/,
      ],
      [{ ...programBody(id), minLoan: 900_000, maxLoan: 100_000 }, /minLoan > maxLoan/],
      [{ ...programBody(id), lender: { states: ['ZZ'] } }, /lender\.states\.0: a US state code/],
      [[1, 2], /^Send the program as a JSON object\.$/],
    ];
    for (const [body, message] of cases) {
      const answer = await call(createOwn, 'POST', '/api/lender/programs', a.cookie, {}, body);
      expect(answer.statusCode).toBe(400);
      expect(jsonBody<{ message: string }>(answer).message).toMatch(message);
    }
    const rows = jsonBody<LenderProgramsList>(
      await call(listOwn, 'GET', '/api/lender/programs', a.cookie),
    ).programs;
    expect(rows.some((r) => r.program.id === id)).toBe(false);
    // The shared messages of the wrapper are English too on lender routes.
    const raw = await createOwn(
      apiEvent({
        method: 'POST',
        path: '/api/lender/programs',
        cookies: [a.cookie],
        rawBody: '{not json',
        sourceIp: randomIp(),
      }),
    );
    expect(raw.statusCode).toBe(400);
    expect(jsonBody(raw)).toEqual({ message: MESSAGES_EN.invalidJson });
  });

  it('keeps vesting "not stated" (llcAllowed null): an LLC borrower is not refused, to confirm', async () => {
    const id = `alpha-vesting-${suffix()}`;
    const entityOnly = await call(
      createOwn,
      'POST',
      '/api/lender/programs',
      a.cookie,
      {},
      programBody(id, { llcAllowed: null, entityOnly: true }),
    );
    expect(entityOnly.statusCode).toBe(400);
    expect(jsonBody<{ message: string }>(entityOnly).message).toBe(
      'Invalid program: entityOnly: entityOnly needs llcAllowed true',
    );
    const created = await call(
      createOwn,
      'POST',
      '/api/lender/programs',
      a.cookie,
      {},
      programBody(id, { llcAllowed: null }),
    );
    expect(created.statusCode).toBe(201);
    const rows = jsonBody<LenderProgramsList>(
      await call(listOwn, 'GET', '/api/lender/programs', a.cookie),
    ).programs;
    expect(rows.find((r) => r.program.id === id)?.program.llcAllowed).toBeNull();

    // The worked example's borrower buys through an LLC.
    const member = await eliteMember();
    const result = jsonBody<QualifyResponse>(
      await call(qualify, 'POST', '/api/qualify', member.cookie, {}, WORKED_EXAMPLE),
    );
    const entity = result.programs
      .find((p) => p.id === id)
      ?.rules.find((rule) => rule.rule === 'entity');
    expect(entity).toEqual({
      rule: 'entity',
      pass: true,
      toConfirm: true,
      actual: 'llc',
      required: 'not-stated',
    });
  });

  it("updates and deletes only the lender's own: another lender gets 404", async () => {
    const id = `alpha-upd-${suffix()}`;
    await call(createOwn, 'POST', '/api/lender/programs', a.cookie, {}, programBody(id));
    const path = `/api/lender/programs/${id}`;

    const theirs = await call(
      updateOwn,
      'PUT',
      path,
      b.cookie,
      { id },
      programBody(id, { minLoan: 1 }),
    );
    expect(theirs.statusCode).toBe(404);
    expect(jsonBody(theirs)).toEqual({ message: LENDER_MESSAGES.programNotFound });
    expect((await call(deleteOwn, 'DELETE', path, b.cookie, { id })).statusCode).toBe(404);

    const mine = await call(
      updateOwn,
      'PUT',
      path,
      a.cookie,
      { id },
      programBody(id, { minLoan: 50_000 }),
    );
    expect(mine.statusCode).toBe(200);
    expect(jsonBody<LenderProgramRow>(mine).program.minLoan).toBe(50_000);

    const gone = await call(deleteOwn, 'DELETE', path, a.cookie, { id });
    expect(gone.statusCode).toBe(200);
    expect((await call(deleteOwn, 'DELETE', path, a.cookie, { id })).statusCode).toBe(404);
  });

  it('keeps its organisation: states, contact and NMLS id, refused in English when wrong', async () => {
    const bad = await call(
      updateOrganisation,
      'PUT',
      '/api/lender/organisation',
      a.cookie,
      {},
      {
        states: ['TX'],
        contactEmail: 'not an email',
      },
    );
    expect(bad.statusCode).toBe(400);
    expect(jsonBody(bad)).toEqual({ message: LENDER_MESSAGES.contactEmail });
    const contact = `loans-${suffix()}@example.com`;
    const ok = await call(
      updateOrganisation,
      'PUT',
      '/api/lender/organisation',
      a.cookie,
      {},
      {
        states: ['TX', 'FL'],
        contactEmail: contact,
        nmlsId: '123456',
      },
    );
    expect(jsonBody<LenderOrganisation>(ok)).toMatchObject({
      states: ['TX', 'FL'],
      contactEmail: contact,
      nmlsId: '123456',
      name: a.name,
    });
  });

  it('refuses members, staff and visitors on every lender route', async () => {
    const member = await eliteMember();
    const routes: [Handler, string, string, Record<string, string>][] = [
      [getOrganisation, 'GET', '/api/lender/organisation', {}],
      [updateOrganisation, 'PUT', '/api/lender/organisation', {}],
      [listOwn, 'GET', '/api/lender/programs', {}],
      [createOwn, 'POST', '/api/lender/programs', {}],
      [updateOwn, 'PUT', '/api/lender/programs/x', { id: 'x' }],
      [deleteOwn, 'DELETE', '/api/lender/programs/x', { id: 'x' }],
      [inbox, 'GET', '/api/lender/connections', {}],
      [respond, 'POST', '/api/lender/connections/x/responses', { id: 'x' }],
      [download, 'GET', '/api/lender/connections/x/download', { id: 'x' }],
    ];
    for (const [handler, method, path, params] of routes) {
      for (const cookie of [member.cookie, staff]) {
        const answer = await call(handler, method, path, cookie, params, {});
        expect(answer.statusCode, `${method} ${path}`).toBe(403);
        expect(jsonBody(answer)).toEqual({ message: MESSAGES_EN.forbiddenLender });
      }
      const visitor = await call(handler, method, path, undefined, params, {});
      expect(visitor.statusCode).toBe(401);
      expect(jsonBody(visitor)).toEqual({ message: MESSAGES_EN.unauthenticated });
    }
    expect(MESSAGES.unauthenticated).not.toBe(MESSAGES_EN.unauthenticated);
  });
});

describe('the inbox and the answers', () => {
  let a: Awaited<ReturnType<typeof verifiedLender>>;
  let b: Awaited<ReturnType<typeof verifiedLender>>;
  let programId: string;

  beforeAll(async () => {
    const staff = await staffCookie();
    a = await verifiedLender(staff, `Gamma Loans ${suffix()}`);
    b = await verifiedLender(staff, `Delta Bank ${suffix()}`);
    programId = `gamma-dscr-${suffix()}`;
    await call(createOwn, 'POST', '/api/lender/programs', a.cookie, {}, programBody(programId));
  });

  const connect = (cookie: string) =>
    call(
      createConnection,
      'POST',
      '/api/lender-connections',
      cookie,
      {},
      {
        programId,
        consent: true,
        share: ['summary', 'figures'],
        message: 'Hola, busco cerrar en enero.',
      },
    );

  it("puts the member's connection in the lender's inbox, and the answer back to the member", async () => {
    const member = await eliteMember();
    const sent = await connect(member.cookie);
    expect(sent.statusCode).toBe(201);
    const { id } = jsonBody<{ id: string; sentTo: string }>(sent);
    // The lender's contact gets the English email.
    const email = await waitForEmail(TEST_SES_URL, a.account.email, { subject: /Loan inquiry/ });
    expect(email.body.text).toContain('Figures: PITIA $2,128.11 a month; DSCR 1.13');

    const items = jsonBody<LenderInboxResponse>(
      await call(inbox, 'GET', '/api/lender/connections', a.cookie),
    ).connections;
    const item = items.find((c) => c.id === id)!;
    expect(item).toMatchObject({
      programId,
      memberEmail: member.account.email,
      share: ['summary', 'figures'],
      message: 'Hola, busco cerrar en enero.',
      documents: [],
      downloadUrl: null,
      responses: [],
    });
    expect(item.figures?.basis?.dscr).toBeCloseTo(1.13, 2);
    // Another lender sees nothing of it and cannot answer it.
    expect(
      jsonBody<LenderInboxResponse>(await call(inbox, 'GET', '/api/lender/connections', b.cookie))
        .connections,
    ).toEqual([]);
    const path = `/api/lender/connections/${id}/responses`;
    const theirs = await call(
      respond,
      'POST',
      path,
      b.cookie,
      { id },
      {
        status: 'interesado',
        message: 'Hi',
      },
    );
    expect(theirs.statusCode).toBe(404);
    expect(jsonBody(theirs)).toEqual({ message: LENDER_MESSAGES.connectionNotFound });
    expect(
      (await call(download, 'GET', `/api/lender/connections/${id}/download`, b.cookie, { id }))
        .statusCode,
    ).toBe(404);

    const bad = await call(
      respond,
      'POST',
      path,
      a.cookie,
      { id },
      { status: 'maybe', message: 'x' },
    );
    expect(bad.statusCode).toBe(400);
    expect(jsonBody(bad)).toEqual({ message: LENDER_MESSAGES.responseStatus });

    const answered = await call(
      respond,
      'POST',
      path,
      a.cookie,
      { id },
      {
        status: 'necesita-informacion',
        message: 'Please send two months of bank statements.',
      },
    );
    expect(answered.statusCode).toBe(201);

    const mine = jsonBody<LenderConnectionsResponse>(
      await call(listConnections, 'GET', '/api/lender-connections', member.cookie),
    ).connections.find((c) => c.id === id)!;
    expect(mine.responses).toEqual([
      expect.objectContaining({
        status: 'necesita-informacion',
        message: 'Please send two months of bank statements.',
      }),
    ]);
    const notice = await waitForEmail(TEST_SES_URL, member.account.email, {
      subject: new RegExp(`${a.name} respondió`),
    });
    expect(notice.subject).toBe(`${a.name} respondió: Necesita más información`);
    expect(notice.body.text).toContain('«Please send two months of bank statements.»');
  });

  it('a revoked connection leaves the inbox and can no longer be answered', async () => {
    const member = await eliteMember();
    const { id } = jsonBody<{ id: string }>(await connect(member.cookie));
    await call(revokeConnection, 'DELETE', `/api/lender-connections/${id}`, member.cookie, { id });
    const items = jsonBody<LenderInboxResponse>(
      await call(inbox, 'GET', '/api/lender/connections', a.cookie),
    ).connections;
    expect(items.some((c) => c.id === id)).toBe(false);
    const late = await call(
      respond,
      'POST',
      `/api/lender/connections/${id}/responses`,
      a.cookie,
      { id },
      {
        status: 'interesado',
        message: 'Still interested',
      },
    );
    expect(late.statusCode).toBe(404);
  });

  it('a published guide is never contactable: Spanish 409, nothing sent', async () => {
    const { loadPublishedGuides } = await import('../../functions/lenders/library.ts');
    const { removeProgram } = await import('../../functions/lenders/programs.ts');
    // Other files of this worker count the example programs: the library leaves after this test.
    const loaded = await loadPublishedGuides();
    onTestFinished(async () => {
      for (const { id } of loaded) await removeProgram(id);
    });
    const member = await eliteMember();
    const before = (await emailsTo(TEST_SES_URL, member.account.email)).length;
    const answer = await call(
      createConnection,
      'POST',
      '/api/lender-connections',
      member.cookie,
      {},
      {
        programId: 'boxwood-single-rental',
        consent: true,
        share: ['summary'],
        message: '',
      },
    );
    expect(answer.statusCode).toBe(409);
    expect(jsonBody<{ message: string }>(answer).message).toMatch(/guía publicada/);
    expect((await emailsTo(TEST_SES_URL, member.account.email)).length).toBe(before);
  });
});

describe('confirmation every 120 days', () => {
  it('reminds at 100 days once, and stops matching at 120 until the lender saves it again', async () => {
    const staff = await staffCookie();
    const lender = await verifiedLender(staff, `Epsilon ${suffix()}`);
    const id = `eps-dscr-${suffix()}`;
    const start = new Date();
    await call(createOwn, 'POST', '/api/lender/programs', lender.cookie, {}, programBody(id));
    const member = await eliteMember();
    const shown = async () =>
      jsonBody<LenderProgramsResponse>(
        await call(listPrograms, 'GET', '/api/lender-programs', member.cookie),
      ).programs.some((p: LenderProgram) => p.id === id);
    expect(await shown()).toBe(true);

    const day = (n: number) => new Date(start.getTime() + n * 86_400_000);
    await runLenderDaily(day(99));
    expect(
      (await emailsTo(TEST_SES_URL, lender.account.email)).filter((e) =>
        /Please confirm/.test(e.subject),
      ),
    ).toHaveLength(0);
    await runLenderDaily(day(100.1));
    await runLenderDaily(day(101));
    const reminders = async () =>
      (await emailsTo(TEST_SES_URL, lender.account.email)).filter((e) =>
        e.subject.startsWith(`Please confirm "DSCR ${id}"`),
      );
    await waitForEmail(TEST_SES_URL, lender.account.email, { subject: /Please confirm/ });
    expect(await reminders()).toHaveLength(1);

    // 120 days on, what members are matched against leaves it out; the lender sees it stale.
    expect((await listStoredMatchable(day(119))).some((p) => p.id === id)).toBe(true);
    expect((await listStoredMatchable(day(120.1))).some((p) => p.id === id)).toBe(false);
    const org = (await getOrganisationOf(lender.lenderId))!;
    const later = await listLenderPrograms(org, day(120.1));
    expect(later.find((r) => r.program.id === id)?.stale).toBe(true);
    // Saving it again confirms it: a new confirmation, reminded afresh 100 days after it.
    const saved = await call(
      updateOwn,
      'PUT',
      `/api/lender/programs/${id}`,
      lender.cookie,
      { id },
      programBody(id),
    );
    const row = jsonBody<LenderProgramRow>(saved);
    expect(Date.parse(row.confirmedAt)).toBeGreaterThan(start.getTime());
    expect(row.stale).toBe(false);
    expect(await shown()).toBe(true);
  });
});
