import { DEAL_MESSAGES } from '../../../shared/api/deal-finder.ts';
import { notFound } from '../../commons/errors.ts';
import { requireCaller, route } from '../../commons/http.ts';
import { getSearch, isSearchId } from '../searches.ts';

/** GET /api/deals/searches/{id} — one saved deal search of the user (404 for anyone else's). */
export const handler = route('GET /api/deals/searches/{id}', async (req) => {
  const caller = requireCaller(req);
  const id = req.params.id ?? '';
  const search = isSearchId(id) ? await getSearch(caller.userId, id) : undefined;
  if (!search) throw notFound(DEAL_MESSAGES.searchNotFound);
  return { body: search };
});
