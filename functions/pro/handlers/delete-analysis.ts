import { requireCaller, route } from '../../commons/http.ts';
import { deleteAnalysis } from '../analyses.ts';
import { idParam, toolParam } from '../params.ts';
import { PRO_MESSAGES } from '../../../shared/api/pro-catalog.ts';

/** DELETE /api/pro/analyses/{tool}/{id} — remove a saved analysis. */
export const handler = route('DELETE /api/pro/analyses/{tool}/{id}', async (req) => {
  const caller = requireCaller(req);
  const tool = toolParam(req);
  const id = idParam(req, PRO_MESSAGES.analysisNotFound);
  await deleteAnalysis(caller.userId, tool, id);
  return { body: { message: PRO_MESSAGES.analysisDeleted } };
});
