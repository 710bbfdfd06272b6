import { requireCaller, route } from '../../commons/http.ts';
import { createAlert } from '../../elite/alerts.ts';
import { ELITE_MESSAGES, type AlertResponse } from '../../../shared/api/elite.ts';

/** POST /api/elite/alerts — save the filter's criteria; new matching deals are emailed. */
export const handler = route('POST /api/elite/alerts', async (req) => {
  const alert = await createAlert(requireCaller(req).userId, req.body);
  const body: AlertResponse = { message: ELITE_MESSAGES.alertSaved, alert };
  return { status: 201, body };
});
