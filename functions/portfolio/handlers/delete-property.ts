import { requireCaller, route } from '../../commons/http.ts';
import { idParam } from '../../pro/params.ts';
import { deleteProperty } from '../store.ts';
import { PORTFOLIO_MESSAGES } from '../../../shared/api/portfolio.ts';

/** DELETE /api/portfolio/properties/{id} — remove a property and its cash-flow actuals. */
export const handler = route('DELETE /api/portfolio/properties/{id}', async (req) => {
  const caller = requireCaller(req);
  await deleteProperty(caller.userId, idParam(req, PORTFOLIO_MESSAGES.notFound));
  return { body: { message: PORTFOLIO_MESSAGES.deleted } };
});
