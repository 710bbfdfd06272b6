import { requireCaller, route } from '../../commons/http.ts';
import { badRequest } from '../../commons/errors.ts';
import { listPrograms } from '../../lenders/programs.ts';
import { saveDealFileRun, saveLatestQualification, summarize } from '../qualifications.ts';
import { qualify } from '../../../shared/finance/qualification.ts';
import {
  QUALIFY_MESSAGES,
  qualifyRequestSchema,
  type QualifyResponse,
} from '../../../shared/api/qualify.ts';

/**
 * POST /api/qualify — a borrower and an inline deal checked against every lender program on
 * today's date (UTC): the deal's figures, per program each rule with its numbers on that
 * program's basis and what to change, and the plans to qualify with the closest programs
 * (shared/finance/qualification.ts). Taxes and insurance are yearly. The verdict's summary is
 * kept as the member's latest (the Pro dashboard's readiness) and, with `dealFileId`, on that deal
 * file with its plans beside it (404 first when it is not the member's: nothing is kept).
 */
export const handler = route('POST /api/qualify', async (req) => {
  const caller = requireCaller(req);
  const request = qualifyRequestSchema.parse(req.body);
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const acquired = request.deal.acquisitionDate;
  if (acquired !== undefined && acquired > today)
    throw badRequest(QUALIFY_MESSAGES.acquisitionFuture);
  const body: QualifyResponse = qualify(
    request.borrower,
    request.deal,
    await listPrograms(),
    today,
  );
  const summary = summarize(request, body, now);
  if (request.dealFileId) {
    await saveDealFileRun(caller.userId, request.dealFileId, summary, {
      createdAt: summary.createdAt,
      today,
      plans: body.plans,
      eligible: summary.eligible.length,
      total: summary.total,
    });
  }
  // The readiness of the Pro dashboard is the latest verdict.
  await saveLatestQualification(caller.userId, summary, request);
  return { body };
});
