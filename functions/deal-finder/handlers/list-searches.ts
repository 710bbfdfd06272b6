import { requireCaller, route } from '../../commons/http.ts';
import { listSearches } from '../searches.ts';

/** GET /api/deals/searches — the user's latest deal searches, newest first. */
export const handler = route('GET /api/deals/searches', async (req) => ({
  body: { searches: await listSearches(requireCaller(req).userId) },
}));
