import { requireCaller, route } from '../../commons/http.ts';
import { deleteDealFile } from '../store.ts';
import { idParam } from '../../pro/params.ts';
import { DEAL_FILE_MESSAGES } from '../../../shared/api/deal-files.ts';

/** DELETE /api/deal-files/{id} — remove a deal file. */
export const handler = route('DELETE /api/deal-files/{id}', async (req) => {
  const caller = requireCaller(req);
  await deleteDealFile(caller.userId, idParam(req, DEAL_FILE_MESSAGES.notFound));
  return { body: { message: DEAL_FILE_MESSAGES.deleted } };
});
