import { http, HttpResponse } from 'msw';
import type { LenderConnectionsResponse } from '@shared/api/lender-connections';
import type { ReportListResponse } from '@shared/api/pro-catalog';
import {
  borrowerSchema,
  qualifyRequestSchema,
  type BorrowerProfileResponse,
  type LatestQualificationResponse,
  type LenderProgramsResponse,
  type QualifyResponse,
} from '@shared/api/qualify';
import { qualify } from '@shared/finance/qualification';
import { lenderProgramSchema, type LenderProgram } from '@shared/lenders/program';
import { invalid } from './answers';

/**
 * One example program, as ops load them (shared/lenders/program.ts): purchase up to 75 % LTV
 * (80 % at DSCR 1.25), minimum DSCR 1.00, FICO 700 up to 80 % LTV, 6 months of reserves.
 */
const EXAMPLE_PROGRAM: LenderProgram = lenderProgramSchema.parse({
  id: 'ejemplo-dscr-estandar',
  name: 'Ejemplo — DSCR estándar',
  example: true,
  lender: { name: 'Prestamista de ejemplo', states: 'ALL' },
  type: 'dscr',
  purposes: ['purchase', 'rate-term', 'cash-out'],
  minFicoByLtv: [
    { ltvUpTo: 65, minFico: 660 },
    { ltvUpTo: 75, minFico: 680 },
    { ltvUpTo: 80, minFico: 700 },
  ],
  maxLtv: [
    { purpose: 'purchase', dscrAtLeast: 0, maxLtv: 75 },
    { purpose: 'purchase', dscrAtLeast: 1.25, maxLtv: 80 },
    { purpose: 'rate-term', dscrAtLeast: 0, maxLtv: 75 },
    { purpose: 'cash-out', dscrAtLeast: 0, maxLtv: 70 },
  ],
  minDscr: 1,
  reserves: { by: 'ltv', bands: [{ upTo: null, months: 6 }] },
  minLoan: 100_000,
  maxLoan: 2_000_000,
  propertyTypes: ['single-family', 'townhouse', 'condo', 'multi-family'],
  units: { min: 1, max: 4 },
  borrowerTypes: ['citizen', 'resident'],
  llcAllowed: true,
  prepaymentPenalty: null,
  rateRange: null,
  source: 'Ejemplo ilustrativo',
  sourceDate: '2026-11-23',
});

let profile: BorrowerProfileResponse['profile'] = null;

export function resetQualify(): void {
  profile = null;
}

/**
 * ¿Califico? (issue 15): the remembered borrower, the programs, and POST /api/qualify answered by
 * the engine the API runs (shared/finance/qualification.ts) over EXAMPLE_PROGRAM.
 */
export const qualifyHandlers = [
  http.get('/api/borrower-profile', () => HttpResponse.json<BorrowerProfileResponse>({ profile })),
  http.put('/api/borrower-profile', async ({ request }) => {
    const parsed = borrowerSchema.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    profile = { ...parsed.data, updatedAt: new Date().toISOString() };
    return HttpResponse.json<BorrowerProfileResponse>({ profile });
  }),
  http.get('/api/lender-programs', () =>
    HttpResponse.json<LenderProgramsResponse>({ programs: [EXAMPLE_PROGRAM] }),
  ),
  http.get('/api/lender-connections', () =>
    HttpResponse.json<LenderConnectionsResponse>({ connections: [] }),
  ),
  http.get('/api/qualify/latest', () =>
    HttpResponse.json<LatestQualificationResponse>({ latest: null }),
  ),
  http.get('/api/pro/reports', () =>
    HttpResponse.json<ReportListResponse>({ reports: [], letters: [], packages: [] }),
  ),
  http.post('/api/qualify', async ({ request }) => {
    const parsed = qualifyRequestSchema.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    const body: QualifyResponse = qualify(parsed.data.borrower, parsed.data.deal, [
      EXAMPLE_PROGRAM,
    ]);
    return HttpResponse.json(body);
  }),
];
