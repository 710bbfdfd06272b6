import { requireCaller, route } from '../../commons/http.ts';
import { confirmSimulated } from '../../billing/simulator-confirm.ts';

/**
 * POST /api/billing/simulator/confirm — the offline simulator's card confirmation. Local only
 * (localOnly in the route table: never deployed) and refused unless BILLING_MODE is 'simulator'.
 */
export const handler = route('POST /api/billing/simulator/confirm', async (req) => ({
  body: await confirmSimulated(requireCaller(req), req.body),
}));
