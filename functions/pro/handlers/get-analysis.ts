import { requireCaller, route } from '../../commons/http.ts';
import { getAnalysis } from '../analyses.ts';
import { idParam, toolParam } from '../params.ts';
import { PRO_MESSAGES } from '../../../shared/api/pro-catalog.ts';

/** GET /api/pro/analyses/{tool}/{id} — one saved analysis, to reopen it. */
export const handler = route('GET /api/pro/analyses/{tool}/{id}', async (req) => {
  const caller = requireCaller(req);
  const tool = toolParam(req);
  const id = idParam(req, PRO_MESSAGES.analysisNotFound);
  return { body: await getAnalysis(caller.userId, tool, id) };
});
