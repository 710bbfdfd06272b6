import { requireCaller, route } from '../../commons/http.ts';
import { confirmSimulated, requireSimulator } from '../simulator-confirm.ts';
import { simulatorConfirmSchema } from '../../../shared/api/billing.ts';

/**
 * POST /api/billing/simulator/confirm — the offline simulator's card confirmation. Local only
 * (localOnly in the route table: never deployed) and refused unless BILLING_MODE is 'simulator'
 * (404 before the body is parsed).
 */
export const handler = route('POST /api/billing/simulator/confirm', async (req) => {
  const caller = requireCaller(req);
  requireSimulator();
  return { body: await confirmSimulated(caller, simulatorConfirmSchema.parse(req.body)) };
});
