import { requireCaller, route } from '../../commons/http.ts';
import { listPrograms } from '../../lenders/programs.ts';
import { saveLatestQualification, summarize } from '../../lenders/qualifications.ts';
import { qualify } from '../../../shared/finance/qualification.ts';
import {
  dealFileQualification,
  qualifyRequestSchema,
  type QualifyResponse,
} from '../../../shared/api/qualify.ts';
import { saveDealFileQualification } from '../../portfolio/deal-files.ts';

/**
 * POST /api/qualify — a borrower and an inline deal checked against every lender program:
 * the deal's PITIA, DSCR, LTV and reserves months, and per program each rule with its numbers
 * and what to change (shared/finance/qualification.ts). Taxes and insurance are yearly. The
 * verdict's summary is kept as the member's latest (the Pro dashboard's readiness) and, with
 * `dealFileId`, on that deal file (404 first when it is not the member's: nothing is kept).
 */
export const handler = route('POST /api/qualify', async (req) => {
  const caller = requireCaller(req);
  const request = qualifyRequestSchema.parse(req.body);
  const body: QualifyResponse = qualify(request.borrower, request.deal, await listPrograms());
  const summary = summarize(request, body, new Date());
  if (request.dealFileId) {
    await saveDealFileQualification(
      caller.userId,
      request.dealFileId,
      dealFileQualification(summary),
    );
  }
  // The readiness of the Pro dashboard is the latest verdict.
  await saveLatestQualification(caller.userId, summary, request);
  return { body };
});
