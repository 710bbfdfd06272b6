import { requireCaller, route } from '../../commons/http.ts';
import { listReports } from '../reports.ts';
import type { ReportListResponse } from '../../../shared/api/pro-catalog.ts';

/**
 * GET /api/pro/reports — the history: the 50 most recent reports, letters and lender packages,
 * each list newest first.
 */
export const handler = route('GET /api/pro/reports', async (req) => {
  const caller = requireCaller(req);
  const body: ReportListResponse = await listReports(caller.userId);
  return { body };
});
