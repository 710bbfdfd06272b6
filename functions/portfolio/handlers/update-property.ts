import { requireCaller, route } from '../../commons/http.ts';
import { idParam } from '../../pro/params.ts';
import { updateProperty } from '../store.ts';
import { PORTFOLIO_MESSAGES, portfolioPropertySchema } from '../../../shared/api/portfolio.ts';

/** PUT /api/portfolio/properties/{id} — replace a property's figures. */
export const handler = route('PUT /api/portfolio/properties/{id}', async (req) => {
  const caller = requireCaller(req);
  const id = idParam(req, PORTFOLIO_MESSAGES.notFound);
  const inputs = portfolioPropertySchema.parse(req.body);
  return { body: await updateProperty(caller.userId, id, inputs) };
});
