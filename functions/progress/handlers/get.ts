import { requireCaller, route } from '../../commons/http.ts';
import { progressTool, readProgress } from '../store.ts';

/** GET /api/progress/{tool} — the signed-in user's completed items in one tool. */
export const handler = route('GET /api/progress/{tool}', async (req) => {
  const caller = requireCaller(req);
  return { body: await readProgress(caller.userId, progressTool(req.params.tool)) };
});
