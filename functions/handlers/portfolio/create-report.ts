import { requireCaller, route } from '../../commons/http.ts';
import { readBalanceSheet, readProperties, requireProperties } from '../../portfolio/store.ts';
import { createPortfolioReport } from '../../pro/reports.ts';
import { portfolioReportRequestSchema } from '../../../shared/api/portfolio.ts';

/**
 * POST /api/portfolio/reports (Elite) — the personalised portfolio report: the member's name and
 * goals, the portfolio and balance sheet as they are now, kept in the report history (the PDF is
 * drawn from this record, now and on every download); 201 with the record.
 */
export const handler = route('POST /api/portfolio/reports', async (req) => {
  const caller = requireCaller(req);
  const request = portfolioReportRequestSchema.parse(req.body);
  const [properties, balanceSheet] = await Promise.all([
    readProperties(caller.userId),
    readBalanceSheet(caller.userId),
  ]);
  requireProperties(properties.length);
  const { firstName, lastName } = caller.profile;
  const record = await createPortfolioReport(caller.userId, {
    memberName: `${firstName} ${lastName}`.trim(),
    ...request,
    properties: properties.map(({ dealFileId: _link, ...p }) => p),
    balanceSheet,
  });
  return { status: 201, body: record };
});
