import { requireCaller, route } from '../../commons/http.ts';
import { idParam } from '../params.ts';
import { getReport } from '../reports.ts';
import { PRO_MESSAGES } from '../../../shared/api/pro-catalog.ts';

/** GET /api/pro/reports/{id} — one past report, to download its PDF again. */
export const handler = route('GET /api/pro/reports/{id}', async (req) => {
  const caller = requireCaller(req);
  return { body: await getReport(caller.userId, idParam(req, PRO_MESSAGES.reportNotFound)) };
});
