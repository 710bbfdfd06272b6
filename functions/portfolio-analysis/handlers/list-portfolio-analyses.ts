import { requireCaller, route } from '../../commons/http.ts';
import { listAnalyses } from '../analyses.ts';
import type { AnalysesResponse } from '../../../shared/api/portfolio-analysis.ts';

/** GET /api/elite/portfolio-analyses — the member's analyses, newest first, reports included. */
export const handler = route('GET /api/elite/portfolio-analyses', async (req) => {
  const body: AnalysesResponse = { analyses: await listAnalyses(requireCaller(req).userId) };
  return { body };
});
