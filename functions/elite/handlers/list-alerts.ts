import { requireCaller, route } from '../../commons/http.ts';
import { listAlerts } from '../alerts.ts';
import type { AlertsResponse } from '../../../shared/api/elite.ts';

/** GET /api/elite/alerts — the caller's saved deal alerts. */
export const handler = route('GET /api/elite/alerts', async (req) => {
  const body: AlertsResponse = { alerts: await listAlerts(requireCaller(req).userId) };
  return { body };
});
