import { requireCaller, route } from '../../commons/http.ts';
import { createAlert } from '../alerts.ts';
import {
  dealCriteriaSchema,
  ELITE_MESSAGES,
  type AlertResponse,
} from '../../../shared/api/elite.ts';

/** POST /api/elite/alerts — save the filter's criteria; new matching deals are emailed. */
export const handler = route('POST /api/elite/alerts', async (req) => {
  const { userId } = requireCaller(req);
  const alert = await createAlert(userId, dealCriteriaSchema.parse(req.body ?? {}));
  const body: AlertResponse = { message: ELITE_MESSAGES.alertSaved, alert };
  return { status: 201, body };
});
