import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as getProfile } from '../../functions/qualify/handlers/get-borrower-profile.ts';
import { handler as listPrograms } from '../../functions/qualify/handlers/list-programs.ts';
import { handler as qualify } from '../../functions/qualify/handlers/qualify.ts';
import { handler as getLatest } from '../../functions/qualify/handlers/get-latest-qualification.ts';
import { handler as saveProfile } from '../../functions/qualify/handlers/save-borrower-profile.ts';
import { handler as createDealFile } from '../../functions/deal-files/handlers/create-deal-file.ts';
import { handler as getDealFile } from '../../functions/deal-files/handlers/get-deal-file.ts';
import { handler as listDealFiles } from '../../functions/deal-files/handlers/list-deal-files.ts';
import { handler as deleteDealFile } from '../../functions/deal-files/handlers/delete-deal-file.ts';
import { handler as getKeptPlans } from '../../functions/qualify/handlers/get-kept-plans.ts';
import { db, tableName } from '../../functions/commons/db.ts';
import { keys } from '../../functions/commons/keys.ts';
import type { DealFile, DealFileListResponse } from '../../shared/api/deal-files.ts';
import { SAMPLE_DEAL } from '../support/sample-deal.ts';
import { getProgram, removeProgram } from '../../functions/lenders/programs.ts';
import { EXAMPLE_PROGRAMS } from '../../shared/lenders/examples.ts';
import { MESSAGES } from '../../shared/messages.ts';
import {
  QUALIFY_MESSAGES,
  type BorrowerProfileResponse,
  type KeptPlansResponse,
  type LatestQualificationResponse,
  type LenderProgramsResponse,
  type QualifyResponse,
} from '../../shared/api/qualify.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { grantPlan } from '../support/plans.ts';
import { randomIp, signedInUser } from '../support/users.ts';
import { TEST_DYNAMODB_PORT } from '../setup/ports.ts';
import { WORKED_EXAMPLE } from '../support/worked-example.ts';
import { addMonths } from '../../shared/finance/qualification.ts';

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
    expect(body.metrics.fundsToClose).toBe(66_000);
    expect(body.metrics.countedAssets).toBe(95_000);
    expect(body.metrics.reservesMonths).toBeCloseTo(13.6271, 4);

    const byId = Object.fromEntries(body.programs.map((p) => [p.id, p]));
    expect(body.programs.every((p) => p.example && p.origin === 'example')).toBe(true);
    // At 80 % none takes it; four ask only for a smaller loan, the cheapest first by name.
    expect(body.programs.filter((p) => p.eligible)).toEqual([]);
    expect(body.programs.slice(0, 4).map((p) => p.id)).toEqual([
      'ejemplo-dscr-bajo-uno',
      'ejemplo-dscr-estandar',
      'ejemplo-itin',
      'ejemplo-sin-ratio',
    ]);
    // DSCR 1.13 ≥ 1.00 and FICO 700 ≥ 680: the standard program's 75 % band, so $15,000 less.
    expect(byId['ejemplo-dscr-estandar']!.changes).toEqual({ downPaymentNeeded: 15_000 });
    expect(byId['ejemplo-sin-ratio']!.changes).toEqual({ downPaymentNeeded: 30_000 });
    expect(byId['ejemplo-sin-ratio']!.rules.some((r) => r.rule === 'dscr')).toBe(false);
    // The 1.25 program: rent 1.25 × 2,128.1148 = $2,660.1435, up to $2,660.15, and FICO 720 at 80 % LTV.
    const premium = byId['ejemplo-dscr-premium']!;
    expect(premium.changes).toEqual({ rentNeeded: 2660.15, ficoNeeded: 720 });
    expect(premium.rules.find((r) => r.rule === 'fico')).toEqual({
      rule: 'fico',
      pass: false,
      actual: 700,
      required: 720,
    });
    // Hard money is a short, interest-only loan: a 30-year amortising one is not.
    const hardMoney = byId['ejemplo-hard-money']!;
    expect(hardMoney.rules.filter((r) => !r.pass).map((r) => r.rule)).toEqual([
      'term',
      'interest-only',
      'arv-ltv',
    ]);
    const foreign = byId['ejemplo-extranjero']!;
    expect(foreign.rules.find((r) => r.rule === 'borrower-type')?.pass).toBe(false);

    // The plans: $15,000 more down is all the ITIN program needs (it counts retirement at 60 %);
    // the standard one then wants 7 months of $2,023.23 = $14,162.63 after $81,000 to close:
    // $162.63 more.
    expect(body.plans.map((p) => p.programId)).toEqual([
      'ejemplo-itin',
      'ejemplo-dscr-estandar',
      'ejemplo-dscr-bajo-uno',
    ]);
    expect(body.plans[0]!.steps).toEqual([
      { kind: 'loan', amount: 15_000, loan: 225_000, ltv: 75 },
    ]);
    expect(body.plans[1]!.steps[1]).toMatchObject({ kind: 'reserves', amount: 162.63, months: 7 });
    expect(body.plans[1]!.ficoOption).toEqual({ fico: 720, cashNeeded: 0, needsRent: false });
  });

  it('a cash-out refinance on interest-only terms qualifies on ITIA (deal B of the review)', async () => {
    const refi = {
      borrower: {
        ...WORKED_EXAMPLE.borrower,
        fico: 740,
        reserves: { cash: 10_000, retirement: 0, brokerage: 0 },
      },
      deal: {
        ...WORKED_EXAMPLE.deal,
        purpose: 'cash-out',
        price: 450_000,
        loanAmount: 315_000,
        interestRate: 7.875,
        interestOnlyYears: 10,
        monthlyRent: 2_750,
        taxesYearly: 5_400,
        insuranceYearly: 2_400,
        payoff: 200_000,
        closingCosts: 7_875,
      },
    };
    const body = jsonBody<QualifyResponse>(await postQualify(pro, refi));
    expect(body.metrics).toMatchObject({ qualifyingBasis: 'ITIA', cashOut: 107_125, ltv: 70 });
    expect(body.metrics.dscr).toBeCloseTo(1.0121, 4);
    const low = body.programs.find((p) => p.id === 'ejemplo-dscr-bajo-uno')!;
    expect(low.eligible).toBe(true);
  });

  it('a BRRRR refinance under seasoning (deal C of the review): the cost caps the value, plans wait', async () => {
    // Bought 4 months ago for $160,000 with $45,000 of documented rehab; appraised at $240,000.
    const today = new Date().toISOString().slice(0, 10);
    const acquired = addMonths(today, -4);
    const refi = {
      borrower: {
        ...WORKED_EXAMPLE.borrower,
        fico: 740,
        reserves: { cash: 20_000, retirement: 0, brokerage: 0 },
      },
      deal: {
        ...WORKED_EXAMPLE.deal,
        purpose: 'cash-out',
        price: 240_000,
        loanAmount: 180_000,
        monthlyRent: 2_200,
        taxesYearly: 2_400,
        insuranceYearly: 1_920,
        closingCosts: 5_000,
        payoff: 128_000,
        acquisitionDate: acquired,
        acquisitionPrice: 160_000,
        improvements: 45_000,
      },
    };
    const result = await postQualify(pro, refi);
    expect(result.statusCode).toBe(200);
    const body = jsonBody<QualifyResponse>(result);
    expect(body.metrics).toMatchObject({ ltv: 75, cashOut: 47_000, fundsToClose: 0 });
    expect(body.metrics.dscr).toBeCloseTo(1.3592, 4);
    const byId = Object.fromEntries(body.programs.map((p) => [p.id, p]));
    // 6 months of seasoning: 180,000 / 205,000 = 87.80 % of the cost against 70 %.
    const standard = byId['ejemplo-dscr-estandar']!;
    expect(standard.basis).toMatchObject({ valueBasis: 'cost', value: 205_000 });
    expect(standard.rules.find((r) => r.rule === 'ltv')).toMatchObject({
      pass: false,
      required: 70,
    });
    // No seasoning rule: the appraisal counts and the 1.25 program takes it.
    expect(byId['ejemplo-dscr-premium']!.eligible).toBe(true);
    // The plan waits out the seasoning, then borrows 70 % of the appraisal: $12,000 less.
    const plan = body.plans.find((p) => p.programId === 'ejemplo-dscr-estandar')!;
    expect(plan.steps).toEqual([
      { kind: 'wait', date: addMonths(acquired, 6), value: 240_000, cost: 205_000 },
      { kind: 'loan', amount: 12_000, loan: 168_000, ltv: 70 },
    ]);
  });

  it('which rent counts, through the API: a vacant unit’s 1007 rent, a short-term projection', async () => {
    const vacant = {
      ...WORKED_EXAMPLE,
      deal: { ...WORKED_EXAMPLE.deal, occupancy: 'vacant', monthlyRent: 0, marketRent: 2_500 },
    };
    const a = jsonBody<QualifyResponse>(await postQualify(pro, vacant));
    expect(a.metrics.qualifyingRent).toBe(2_500);
    const standard = a.programs.find((p) => p.id === 'ejemplo-dscr-estandar')!;
    // 90 % of the market rent; 6 months + 3 for a vacant unit + 1 per financed property.
    expect(standard.basis).toMatchObject({ rent: 2_250, rentSource: 'vacant' });
    expect(standard.rules.find((r) => r.rule === 'reserves')?.required).toBe(10);

    const shortTerm = {
      ...WORKED_EXAMPLE,
      deal: { ...WORKED_EXAMPLE.deal, occupancy: 'short-term', strHistoryMonths: 0 },
    };
    const b = jsonBody<QualifyResponse>(await postQualify(pro, shortTerm));
    const byId = Object.fromEntries(b.programs.map((p) => [p.id, p]));
    // A projection counts 80 % where the program takes it; the "desde 0.75" one does not.
    expect(byId['ejemplo-dscr-estandar']!.basis).toMatchObject({
      rent: 1_920,
      rentSource: 'str-projection',
    });
    expect(byId['ejemplo-dscr-bajo-uno']!.rules.find((r) => r.rule === 'short-term')).toMatchObject(
      { pass: false },
    );
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
      eligible: [],
      examplesOnly: true,
      deal: { purpose: 'purchase', price: 300_000, loanAmount: 240_000, state: 'TX' },
      closest: {
        name: 'Ejemplo — DSCR para prestatarios con ITIN',
        changes: { downPaymentNeeded: 15_000 },
      },
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
      [
        { ...WORKED_EXAMPLE, deal: { ...WORKED_EXAMPLE.deal, interestOnlyYears: 31 } },
        QUALIFY_MESSAGES.interestOnlyYears,
      ],
      [
        { ...WORKED_EXAMPLE, deal: { ...WORKED_EXAMPLE.deal, occupancy: 'airbnb' } },
        QUALIFY_MESSAGES.occupancy,
      ],
      [
        { ...WORKED_EXAMPLE, deal: { ...WORKED_EXAMPLE.deal, acquisitionDate: '2026-02-30' } },
        QUALIFY_MESSAGES.acquisitionDate,
      ],
      [
        { ...WORKED_EXAMPLE, deal: { ...WORKED_EXAMPLE.deal, acquisitionDate: '2026-02-03' } },
        QUALIFY_MESSAGES.acquisitionTogether,
      ],
      [
        {
          ...WORKED_EXAMPLE,
          deal: { ...WORKED_EXAMPLE.deal, acquisitionDate: '2999-01-01', acquisitionPrice: 1 },
        },
        QUALIFY_MESSAGES.acquisitionFuture,
      ],
      [
        { ...WORKED_EXAMPLE, deal: { ...WORKED_EXAMPLE.deal, points: 11 } },
        QUALIFY_MESSAGES.points,
      ],
      [
        { ...WORKED_EXAMPLE, deal: { ...WORKED_EXAMPLE.deal, closingCosts: -1 } },
        QUALIFY_MESSAGES.amount,
      ],
      [
        { ...WORKED_EXAMPLE, deal: { ...WORKED_EXAMPLE.deal, marketRent: '2500' } },
        QUALIFY_MESSAGES.amount,
      ],
      [
        { ...WORKED_EXAMPLE, deal: { ...WORKED_EXAMPLE.deal, strHistoryMonths: 1.5 } },
        QUALIFY_MESSAGES.strHistoryMonths,
      ],
      [{ ...WORKED_EXAMPLE, deal: { ...WORKED_EXAMPLE.deal, arv: 0 } }, QUALIFY_MESSAGES.arv],
      [
        { ...WORKED_EXAMPLE, deal: { ...WORKED_EXAMPLE.deal, rehabMonths: 61 } },
        QUALIFY_MESSAGES.rehabMonths,
      ],
      [
        { ...WORKED_EXAMPLE, borrower: { ...WORKED_EXAMPLE.borrower, financedProperties: 2 } },
        QUALIFY_MESSAGES.financedOverOwned,
      ],
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

const plansOf = (cookie: string, id: string) =>
  getKeptPlans(
    apiEvent({ path: `/api/qualify/plans/${id}`, pathParameters: { id }, cookies: [cookie] }),
  );

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

    expect((await plansOf(owner.cookie, id)).statusCode).toBe(200);
    expect(jsonBody<KeptPlansResponse>(await plansOf(owner.cookie, id)).kept).toBeNull();
    expect((await plansOf(other.cookie, id)).statusCode).toBe(404);

    const ok = await postQualify(owner.cookie, { ...WORKED_EXAMPLE, dealFileId: id });
    expect(ok.statusCode).toBe(200);
    const answer = jsonBody<QualifyResponse>(ok);
    expect(answer.programs.filter((p) => p.eligible).length).toBe(0);
    const kept = (await read(owner.cookie)).qualification;
    expect(kept).toMatchObject({ eligible: 0, total: 7, examplesOnly: true });
    // The plans are kept beside the file, for the owner only.
    const plans = jsonBody<KeptPlansResponse>(await plansOf(owner.cookie, id)).kept;
    expect(plans).toMatchObject({ eligible: 0, total: 7, plans: answer.plans });
    expect(plans?.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await plansOf(other.cookie, id)).statusCode).toBe(404);
    const listed = jsonBody<DealFileListResponse>(
      await dealFileCall(listDealFiles, owner.cookie, 'GET'),
    ).dealFiles.find((f) => f.id === id);
    expect(listed?.qualification).toEqual(kept);

    expect(
      (await postQualify(owner.cookie, { ...WORKED_EXAMPLE, dealFileId: 'x' })).statusCode,
    ).toBe(400);

    // Deleting the file takes its plans with it.
    expect((await dealFileCall(deleteDealFile, owner.cookie, 'DELETE', id)).statusCode).toBe(200);
    expect((await plansOf(owner.cookie, id)).statusCode).toBe(404);
    expect(
      (await db.get({ TableName: tableName, Key: keys.dealFilePlans(owner.user.id, id) })).Item,
    ).toBeUndefined();
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
      expect(p.origin).toBe('example');
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
    origin: 'published-guide',
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
