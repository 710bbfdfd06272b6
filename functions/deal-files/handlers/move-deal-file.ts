import { requireCaller, route } from '../../commons/http.ts';
import { moveDealFileToPortfolio } from '../store.ts';
import { idParam } from '../../pro/params.ts';
import { DEAL_FILE_MESSAGES } from '../../../shared/api/deal-files.ts';

/** POST /api/deal-files/{id}/portfolio — the bought deal joins the portfolio; 201 { id }. */
export const handler = route('POST /api/deal-files/{id}/portfolio', async (req) => {
  const caller = requireCaller(req);
  const id = idParam(req, DEAL_FILE_MESSAGES.notFound);
  return { status: 201, body: await moveDealFileToPortfolio(caller.userId, id) };
});
