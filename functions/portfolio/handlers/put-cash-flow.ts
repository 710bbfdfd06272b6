import { requireCaller, route } from '../../commons/http.ts';
import { idParam } from '../../pro/params.ts';
import { putCashFlow } from '../store.ts';
import { cashFlowBodySchema, PORTFOLIO_MESSAGES } from '../../../shared/api/portfolio.ts';

/** PUT /api/portfolio/properties/{id}/cash-flow — replace the property's monthly actuals. */
export const handler = route('PUT /api/portfolio/properties/{id}/cash-flow', async (req) => {
  const caller = requireCaller(req);
  const id = idParam(req, PORTFOLIO_MESSAGES.notFound);
  const { months } = cashFlowBodySchema.parse(req.body);
  return { body: { months: await putCashFlow(caller.userId, id, months) } };
});
