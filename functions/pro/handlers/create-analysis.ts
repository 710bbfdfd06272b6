import { requireCaller, route } from '../../commons/http.ts';
import { createAnalysis } from '../analyses.ts';
import { toolParam } from '../params.ts';
import { saveAnalysisSchema } from '../../../shared/api/pro.ts';

/** POST /api/pro/analyses/{tool} — save a new analysis; 201 with it. */
export const handler = route('POST /api/pro/analyses/{tool}', async (req) => {
  const caller = requireCaller(req);
  const tool = toolParam(req);
  const body = saveAnalysisSchema(tool).parse(req.body);
  return {
    status: 201,
    body: await createAnalysis(caller.userId, tool, body, req.requestCount?.()),
  };
});
