import { requireCaller, route } from '../../commons/http.ts';
import { analysisQueue } from '../../portfolio-analysis/analyses.ts';
import type { StaffAnalysisQueueResponse } from '../../../shared/api/portfolio-analysis.ts';

/** GET /api/staff/portfolio-analyses — (staff) requests not yet delivered, oldest first. */
export const handler = route('GET /api/staff/portfolio-analyses', async (req) => {
  const body: StaffAnalysisQueueResponse = {
    requests: await analysisQueue(requireCaller(req).userId),
  };
  return { body };
});
