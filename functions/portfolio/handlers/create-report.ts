import { requireCaller, route } from '../../commons/http.ts';
import { listPrograms } from '../../lenders/programs.ts';
import { readBalanceSheet, readProperties, requireProperties } from '../store.ts';
import { createPortfolioReport } from '../../pro/reports.ts';
import { portfolioReportRequestSchema } from '../../../shared/api/portfolio.ts';
import { propertyFigures } from '../../../shared/finance/portfolio.ts';
import {
  DEFAULT_STRATEGY_TERMS,
  portfolioBorrower,
  portfolioCashOutTerms,
} from '../../../shared/finance/strategies.ts';

/**
 * POST /api/portfolio/reports (Elite) — the personalised portfolio report: the member's name and
 * goals, the portfolio and balance sheet as they are now, and the cash-out terms of the lender
 * programs loaded now, kept in the report history (the PDF is drawn from this record, now and on
 * every download, and reads as the page did); 201 with the record.
 */
export const handler = route('POST /api/portfolio/reports', async (req) => {
  const caller = requireCaller(req);
  const request = portfolioReportRequestSchema.parse(req.body);
  const [properties, balanceSheet, programs] = await Promise.all([
    readProperties(caller.userId),
    readBalanceSheet(caller.userId),
    listPrograms(),
  ]);
  requireProperties(properties.length);
  const { firstName, lastName } = caller.profile;
  const stored = properties.map(({ dealFileId: _link, ...p }) => p);
  const cashOutTerms = portfolioCashOutTerms(
    stored.map((p) => ({ ...p, ...propertyFigures(p) })),
    { ...DEFAULT_STRATEGY_TERMS, ...request },
    { programs, borrower: portfolioBorrower(request.fico, balanceSheet, stored.length) },
  );
  const record = await createPortfolioReport(caller.userId, {
    memberName: `${firstName} ${lastName}`.trim(),
    ...request,
    properties: stored,
    balanceSheet,
    cashOutTerms,
  });
  return { status: 201, body: record };
});
