import { requireCaller, route } from '../../commons/http.ts';
import { createProperty } from '../store.ts';
import { portfolioPropertySchema } from '../../../shared/api/portfolio.ts';

/** POST /api/portfolio/properties — add a property the member owns; 201 { id }. */
export const handler = route('POST /api/portfolio/properties', async (req) => {
  const caller = requireCaller(req);
  const inputs = portfolioPropertySchema.parse(req.body);
  return { status: 201, body: await createProperty(caller.userId, inputs) };
});
