import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as getProfile } from '../../functions/handlers/lenders/get-borrower-profile.ts';
import { handler as listPrograms } from '../../functions/handlers/lenders/list-programs.ts';
import { handler as qualify } from '../../functions/handlers/lenders/qualify.ts';
import { handler as getLatest } from '../../functions/handlers/lenders/get-latest-qualification.ts';
import { handler as saveProfile } from '../../functions/handlers/lenders/save-borrower-profile.ts';
import { handler as createDealFile } from '../../functions/handlers/portfolio/create-deal-file.ts';
import { handler as getDealFile } from '../../functions/handlers/portfolio/get-deal-file.ts';
import { handler as listDealFiles } from '../../functions/handlers/portfolio/list-deal-files.ts';
import type { DealFile, DealFileListResponse } from '../../shared/api/deal-files.ts';
import { SAMPLE_DEAL } from '../support/sample-deal.ts';
import { getProgram, removeProgram } from '../../functions/lenders/programs.ts';
import { EXAMPLE_PROGRAMS } from '../../shared/lenders/examples.ts';
import { MESSAGES } from '../../shared/messages.ts';
import {
  QUALIFY_MESSAGES,
  type BorrowerProfileResponse,
  type LatestQualificationResponse,
  type LenderProgramsResponse,
  type QualifyResponse,
} from '../../shared/api/qualify.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { grantPlan } from '../support/plans.ts';
import { randomIp, signedInUser } from '../support/users.ts';
import { TEST_DYNAMODB_PORT } from '../setup/ports.ts';
import { WORKED_EXAMPLE } from '../support/worked-example.ts';

let pro: string;
let free: string;

beforeAll(async () => {
  const a = await signedInUser();
  await grantPlan(a.user.id, 'pro');
  pro = a.cookie;
  free = (await signedInUser()).cookie;
});

const postQualify = (cookie: string | undefined, body: unknown) =>
  qualify(
    apiEvent({
      method: 'POST',
      path: '/api/qualify',
      cookies: cookie ? [cookie] : undefined,
      body,
      sourceIp: randomIp(),
    }),
  );

describe('POST /api/qualify', () => {
  it('the worked example against the seeded example programs', async () => {
    const result = await postQualify(pro, WORKED_EXAMPLE);
    expect(result.statusCode).toBe(200);
    const body = jsonBody<QualifyResponse>(result);
    expect(body.metrics.payment).toBeCloseTo(1678.11, 2);
    expect(body.metrics.pitia).toBeCloseTo(2128.11, 2);
    expect(body.metrics.dscr).toBeCloseTo(1.1278, 4);
    expect(body.metrics.ltv).toBe(80);
    expect(body.metrics.reservesMonths).toBeCloseTo(12.2174, 4);

    const byId = Object.fromEntries(body.programs.map((p) => [p.id, p]));
    expect(body.programs.every((p) => p.example)).toBe(true);
    // Only the hard-money example (85 % purchase, no DSCR) takes it as it is, and it comes first.
    expect(body.programs[0]!.id).toBe('ejemplo-hard-money');
    expect(body.programs.filter((p) => p.eligible).map((p) => p.id)).toEqual([
      'ejemplo-hard-money',
    ]);
    // DSCR 1.13 < 1.25: the standard program's purchase maximum is 75 %, so $15,000 less loan.
    expect(byId['ejemplo-dscr-estandar']!.changes).toEqual({ downPaymentNeeded: 15_000 });
    expect(byId['ejemplo-sin-ratio']!.changes).toEqual({ downPaymentNeeded: 30_000 });
    expect(byId['ejemplo-sin-ratio']!.rules.some((r) => r.rule === 'dscr')).toBe(false);
    // The 1.25 program: rent 1.25 × 2,128.1148 = $2,660.1435, up to $2,660.15, and FICO 720 at 80 % LTV.
    const premium = byId['ejemplo-dscr-premium']!;
    expect(premium.changes).toEqual({ rentNeeded: 2660.15 });
    expect(premium.rules.find((r) => r.rule === 'fico')).toEqual({
      rule: 'fico',
      pass: false,
      actual: 700,
      required: 720,
    });
    const foreign = byId['ejemplo-extranjero']!;
    expect(foreign.rules.find((r) => r.rule === 'borrower-type')?.pass).toBe(false);
  });

  it('keeps the latest verdict for the Pro dashboard', async () => {
    const { cookie, user } = await signedInUser();
    await grantPlan(user.id, 'pro');
    const latest = async () =>
      jsonBody<LatestQualificationResponse>(
        await getLatest(apiEvent({ path: '/api/qualify/latest', cookies: [cookie] })),
      ).latest;
    expect(await latest()).toBeNull();
    await postQualify(cookie, WORKED_EXAMPLE);
    expect(await latest()).toMatchObject({
      total: 7,
      eligible: ['Ejemplo — hard money para compra'],
      examplesOnly: true,
      deal: { purpose: 'purchase', price: 300_000, loanAmount: 240_000, state: 'TX' },
      closest: null,
    });
    // A refused request keeps the previous verdict.
    await postQualify(cookie, { ...WORKED_EXAMPLE, deal: { ...WORKED_EXAMPLE.deal, price: 0 } });
    expect((await latest())?.total).toBe(7);
  });

  it('applying a change passes its rule through the API too', async () => {
    const deal = { ...WORKED_EXAMPLE.deal, monthlyRent: 2660.15 };
    const body = jsonBody<QualifyResponse>(await postQualify(pro, { ...WORKED_EXAMPLE, deal }));
    const premium = body.programs.find((p) => p.id === 'ejemplo-dscr-premium')!;
    expect(premium.rules.find((r) => r.rule === 'dscr')?.pass).toBe(true);
    expect(premium.changes.rentNeeded).toBeUndefined();
  });

  it('bad input: 400 with the field in Spanish', async () => {
    const cases: [unknown, string][] = [
      [
        { ...WORKED_EXAMPLE, borrower: { ...WORKED_EXAMPLE.borrower, fico: 200 } },
        QUALIFY_MESSAGES.fico,
      ],
      [
        { ...WORKED_EXAMPLE, deal: { ...WORKED_EXAMPLE.deal, loanAmount: 300_001 } },
        QUALIFY_MESSAGES.loanOverPrice,
      ],
      [
        { ...WORKED_EXAMPLE, deal: { ...WORKED_EXAMPLE.deal, state: 'XX' } },
        QUALIFY_MESSAGES.state,
      ],
      [{ ...WORKED_EXAMPLE, deal: { ...WORKED_EXAMPLE.deal, price: 0 } }, QUALIFY_MESSAGES.price],
      [{ borrower: WORKED_EXAMPLE.borrower }, 'Datos inválidos'],
    ];
    for (const [body, message] of cases) {
      const result = await postQualify(pro, body);
      expect(result.statusCode, message).toBe(400);
      expect(jsonBody(result)).toEqual({ message });
    }
  });

  it('a free member and a visitor are refused', async () => {
    const refused = await postQualify(free, WORKED_EXAMPLE);
    expect(refused.statusCode).toBe(403);
    expect(jsonBody(refused)).toEqual({ message: MESSAGES.forbiddenPro });
    expect((await postQualify(undefined, WORKED_EXAMPLE)).statusCode).toBe(401);
  });
});

describe('POST /api/qualify from a deal file', () => {
  const dealFileCall = (
    handler: typeof getDealFile,
    cookie: string,
    method: string,
    id?: string,
    body?: unknown,
  ) =>
    handler(
      apiEvent({
        method,
        path: `/api/deal-files${id ? `/${id}` : ''}`,
        pathParameters: id ? { id } : undefined,
        cookies: [cookie],
        body,
        sourceIp: randomIp(),
      }),
    );

  it('keeps the verdict on the deal file; another member’s file is 404 and gets nothing', async () => {
    const owner = await signedInUser();
    await grantPlan(owner.user.id, 'pro');
    const created = await dealFileCall(
      createDealFile,
      owner.cookie,
      'POST',
      undefined,
      SAMPLE_DEAL,
    );
    expect(created.statusCode).toBe(201);
    const { id } = jsonBody<{ id: string }>(created);
    const read = async (cookie: string) =>
      jsonBody<DealFile>(await dealFileCall(getDealFile, cookie, 'GET', id));
    expect((await read(owner.cookie)).qualification).toBeNull();

    // Another Pro member naming the owner's file: 404, no verdict kept anywhere.
    const other = await signedInUser();
    await grantPlan(other.user.id, 'pro');
    const foreign = await postQualify(other.cookie, { ...WORKED_EXAMPLE, dealFileId: id });
    expect(foreign.statusCode).toBe(404);
    expect(jsonBody(foreign)).toEqual({
      message: 'No encontramos ese expediente. Puede que lo hayas eliminado.',
    });
    expect((await dealFileCall(getDealFile, other.cookie, 'GET', id)).statusCode).toBe(404);
    expect(
      jsonBody<LatestQualificationResponse>(
        await getLatest(apiEvent({ path: '/api/qualify/latest', cookies: [other.cookie] })),
      ).latest,
    ).toBeNull();
    expect((await read(owner.cookie)).qualification).toBeNull();

    const ok = await postQualify(owner.cookie, { ...WORKED_EXAMPLE, dealFileId: id });
    expect(ok.statusCode).toBe(200);
    const eligible = jsonBody<QualifyResponse>(ok).programs.filter((p) => p.eligible).length;
    expect(eligible).toBe(1);
    const kept = (await read(owner.cookie)).qualification;
    expect(kept).toMatchObject({ eligible: 1, total: 7, examplesOnly: true });
    const listed = jsonBody<DealFileListResponse>(
      await dealFileCall(listDealFiles, owner.cookie, 'GET'),
    ).dealFiles.find((f) => f.id === id);
    expect(listed?.qualification).toEqual(kept);

    expect(
      (await postQualify(owner.cookie, { ...WORKED_EXAMPLE, dealFileId: 'x' })).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/lender-programs', () => {
  it('lists the example programs, each an example with its source, date and no rate', async () => {
    const result = await listPrograms(apiEvent({ path: '/api/lender-programs', cookies: [pro] }));
    expect(result.statusCode).toBe(200);
    const { programs } = jsonBody<LenderProgramsResponse>(result);
    const examples = programs.filter((p) => p.id.startsWith('ejemplo-'));
    expect(examples.map((p) => p.id).sort()).toEqual(EXAMPLE_PROGRAMS.map((p) => p.id).sort());
    for (const p of examples) {
      expect(p.example).toBe(true);
      expect(p.name).toMatch(/^Ejemplo — /);
      expect(p.source).toBe('Ejemplo ilustrativo');
      expect(p.sourceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(p.rateRange).toBeNull();
    }
    const free403 = await listPrograms(apiEvent({ path: '/api/lender-programs', cookies: [free] }));
    expect(free403.statusCode).toBe(403);
  });
});

describe('borrower profile', () => {
  it('is null, then remembers what was saved', async () => {
    const { cookie, user } = await signedInUser();
    await grantPlan(user.id, 'elite');
    const get = () => getProfile(apiEvent({ path: '/api/borrower-profile', cookies: [cookie] }));
    expect(jsonBody<BorrowerProfileResponse>(await get()).profile).toBeNull();
    const put = (body: unknown) =>
      saveProfile(
        apiEvent({
          method: 'PUT',
          path: '/api/borrower-profile',
          cookies: [cookie],
          body,
          sourceIp: randomIp(),
        }),
      );
    const saved = await put(WORKED_EXAMPLE.borrower);
    expect(saved.statusCode).toBe(200);
    expect(jsonBody<BorrowerProfileResponse>(await get()).profile).toMatchObject(
      WORKED_EXAMPLE.borrower,
    );
    const bad = await put({ ...WORKED_EXAMPLE.borrower, borrowerType: 'tourist' });
    expect(bad.statusCode).toBe(400);
    expect(jsonBody(bad)).toEqual({ message: QUALIFY_MESSAGES.borrowerType });
  });
});

/* ── The ops script, against the test DynamoDB Local ─────────────────────── */

const run = promisify(execFile);

describe('scripts/lender-programs.ts', () => {
  let dir: string;
  const script = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/lender-programs.ts', '--local', ...args], {
      env: {
        ...process.env,
        DYNAMODB_PORT: String(TEST_DYNAMODB_PORT),
        LOG_LEVEL: 'SILENT',
      },
    });
  const program = {
    ...EXAMPLE_PROGRAMS[0]!,
    id: 'prueba-ops-dscr',
    name: 'Programa DSCR de prueba',
    example: false,
    lender: { name: 'Banco de Prueba', states: ['TX'], contactEmail: 'prestamos@banco.example' },
    rateRange: { min: 7.1, max: 8.4, source: 'Hoja de tasas del banco', asOf: '2026-11-20' },
    source: 'Hoja de programa del banco',
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'programs-'));
  });
  afterAll(async () => {
    await removeProgram(program.id);
    await rm(dir, { recursive: true, force: true });
  });

  it('programs-load validates and loads; programs-list shows it; program-remove takes it off', async () => {
    const file = path.join(dir, 'programs.json');
    await writeFile(file, JSON.stringify({ programs: [program] }));
    const loaded = await script('programs-load', file);
    expect(loaded.stdout).toContain('prueba-ops-dscr: added');
    expect(await getProgram(program.id)).toMatchObject({
      id: program.id,
      example: false,
      rateRange: program.rateRange,
    });
    expect((await script('programs-load', file)).stdout).toContain('prueba-ops-dscr: updated');

    const listed = await script('programs-list');
    expect(listed.stdout).toMatch(/prueba-ops-dscr\tdscr\treal\tBanco de Prueba/);
    expect(listed.stdout).toMatch(/ejemplo-dscr-estandar\tdscr\tejemplo\tPrestamista de ejemplo/);

    expect((await script('program-remove', program.id)).stdout).toContain('removed');
    expect(await getProgram(program.id)).toBeNull();
  });

  it('a bad file loads nothing and says which field', async () => {
    const file = path.join(dir, 'bad.json');
    const bad = {
      programs: [
        { ...program, id: 'prueba-ops-bien' },
        { ...program, id: 'prueba-ops-mal', minLoan: 5_000_000 }, // over its maxLoan
      ],
    };
    await writeFile(file, JSON.stringify(bad));
    const failure = await script('programs-load', file).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('programs.1.minLoan: minLoan > maxLoan');
    expect(await getProgram('prueba-ops-bien')).toBeNull();
  });
});
