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
import { examplePrograms } from '@shared/lenders/examples';
import type { LenderProgram } from '@shared/lenders/program';
import { invalid } from './answers';

/**
 * The first of the local runtime's example programs (shared/lenders/examples.ts): purchase up to
 * 75 % LTV (80 % at DSCR 1.25), minimum DSCR 1.00, FICO 700 up to 80 % LTV, 3 months of reserves
 * up to 70 % LTV and 6 above.
 */
const EXAMPLE_PROGRAM: LenderProgram = examplePrograms()[0]!;

let profile: BorrowerProfileResponse['profile'] = null;

export function resetQualify(): void {
  profile = null;
}

/**
 * ¿Califico?: the remembered borrower, the programs, and POST /api/qualify answered by
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
    const today = new Date().toISOString().slice(0, 10);
    const body: QualifyResponse = qualify(
      parsed.data.borrower,
      parsed.data.deal,
      [EXAMPLE_PROGRAM],
      today,
    );
    return HttpResponse.json(body);
  }),
];
