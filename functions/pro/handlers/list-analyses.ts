import { requireCaller, route } from '../../commons/http.ts';
import { listAnalyses } from '../analyses.ts';
import { toolParam } from '../params.ts';
import type { AnalysisListResponse } from '../../../shared/api/pro.ts';

/** GET /api/pro/analyses/{tool} — the user's saved analyses of one tool, newest first. */
export const handler = route('GET /api/pro/analyses/{tool}', async (req) => {
  const caller = requireCaller(req);
  const body: AnalysisListResponse = {
    analyses: await listAnalyses(caller.userId, toolParam(req)),
  };
  return { body };
});
