import { listRecentActivity } from '../../commons/activity.ts';
import { requireCaller, route } from '../../commons/http.ts';
import type { ActivityResponse } from '../../../shared/api/pro-catalog.ts';

/** GET /api/pro/activity — the Pro dashboard's recent reports, analyses and searches. */
export const handler = route('GET /api/pro/activity', async (req) => {
  const caller = requireCaller(req);
  const body: ActivityResponse = { activity: await listRecentActivity(caller.userId, 8) };
  return { body };
});
