import { requireCaller, route } from '../../commons/http.ts';
import { deleteAlert } from '../alerts.ts';
import { ELITE_MESSAGES, type MessageResponse } from '../../../shared/api/elite.ts';

/** DELETE /api/elite/alerts/{alertId} — stop an alert. */
export const handler = route('DELETE /api/elite/alerts/{alertId}', async (req) => {
  await deleteAlert(requireCaller(req).userId, req.params.alertId ?? '');
  const body: MessageResponse = { message: ELITE_MESSAGES.alertDeleted };
  return { body };
});
