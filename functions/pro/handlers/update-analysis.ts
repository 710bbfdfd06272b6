import { requireCaller, route } from '../../commons/http.ts';
import { updateAnalysis } from '../analyses.ts';
import { idParam, toolParam } from '../params.ts';
import { PRO_MESSAGES } from '../../../shared/api/pro-catalog.ts';
import { saveAnalysisSchema } from '../../../shared/api/pro.ts';

/** PUT /api/pro/analyses/{tool}/{id} — replace a saved analysis's name and inputs. */
export const handler = route('PUT /api/pro/analyses/{tool}/{id}', async (req) => {
  const caller = requireCaller(req);
  const tool = toolParam(req);
  const id = idParam(req, PRO_MESSAGES.analysisNotFound);
  const body = saveAnalysisSchema(tool).parse(req.body);
  return { body: await updateAnalysis(caller.userId, tool, id, body) };
});
