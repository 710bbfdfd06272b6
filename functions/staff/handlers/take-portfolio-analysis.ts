import { requireCaller, route } from '../../commons/http.ts';
import { takeAnalysis } from '../../portfolio-analysis/analyses.ts';

/**
 * POST /api/staff/portfolio-analyses/{memberId}/{id}/take — (staff) the caller prepares the
 * analysis: the member sees their name. Logged.
 */
export const handler = route(
  'POST /api/staff/portfolio-analyses/{memberId}/{id}/take',
  async (req) => ({
    body: await takeAnalysis(
      requireCaller(req).profile,
      req.params.memberId ?? '',
      req.params.id ?? '',
    ),
  }),
);
