import { requireCaller, route } from '../../commons/http.ts';
import { progressTool, writeProgress } from '../store.ts';
import { progressBodySchema } from '../../../shared/api/progress.ts';

/** PUT /api/progress/{tool} — replace the completed set; only the tool's own item ids. */
export const handler = route('PUT /api/progress/{tool}', async (req) => {
  const caller = requireCaller(req);
  const tool = progressTool(req.params.tool);
  const { completed } = progressBodySchema(tool).parse(req.body);
  return { body: await writeProgress(caller.userId, tool, completed) };
});
