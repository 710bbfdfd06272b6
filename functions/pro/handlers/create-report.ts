import { requireCaller, route } from '../../commons/http.ts';
import { createReport } from '../reports.ts';
import { reportInputSchema } from '../../../shared/api/pro.ts';

/**
 * POST /api/pro/reports — record a generated report (validated in the order of docs/product.md "Tools and their bands") in the
 * history and the recent activity; 201 with its id and date, which the PDF prints.
 */
export const handler = route('POST /api/pro/reports', async (req) => {
  const caller = requireCaller(req);
  const input = reportInputSchema.parse(req.body);
  return { status: 201, body: await createReport(caller.userId, input) };
});
