import { requireCaller, route } from '../../commons/http.ts';
import { analysisWorkspace } from '../../portfolio-analysis/analyses.ts';

/**
 * GET /api/staff/portfolio-analyses/{memberId}/{id} — (staff) a request with the member's
 * portfolio, deal files and latest ¿Califico? verdict, read now. Logged.
 */
export const handler = route('GET /api/staff/portfolio-analyses/{memberId}/{id}', async (req) => ({
  body: await analysisWorkspace(
    requireCaller(req).userId,
    req.params.memberId ?? '',
    req.params.id ?? '',
  ),
}));
