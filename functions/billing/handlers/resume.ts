import { requireCaller, route } from '../../commons/http.ts';
import { resume } from '../manage.ts';

/** POST /api/billing/resume — keep the plan: undo a scheduled cancellation. */
export const handler = route('POST /api/billing/resume', async (req) => ({
  body: await resume(requireCaller(req).profile),
}));
