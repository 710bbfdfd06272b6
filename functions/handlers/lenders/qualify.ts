import { requireCaller, route } from '../../commons/http.ts';
import { listPrograms } from '../../lenders/programs.ts';
import { qualify } from '../../../shared/finance/qualification.ts';
import { qualifyRequestSchema, type QualifyResponse } from '../../../shared/api/qualify.ts';

/**
 * POST /api/qualify — a borrower and an inline deal checked against every lender program:
 * the deal's PITIA, DSCR, LTV and reserves months, and per program each rule with its numbers
 * and what to change (shared/finance/qualification.ts). Taxes and insurance are yearly.
 */
export const handler = route('POST /api/qualify', async (req) => {
  requireCaller(req);
  const { borrower, deal } = qualifyRequestSchema.parse(req.body);
  const body: QualifyResponse = qualify(borrower, deal, await listPrograms());
  return { body };
});
