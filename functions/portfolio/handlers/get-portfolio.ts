import { requireCaller, route } from '../../commons/http.ts';
import { getPortfolio } from '../store.ts';

/** GET /api/portfolio — properties with their figures, totals, net worth and reserves. */
export const handler = route('GET /api/portfolio', async (req) => {
  const caller = requireCaller(req);
  return { body: await getPortfolio(caller.userId) };
});
