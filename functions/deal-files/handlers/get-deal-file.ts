import { requireCaller, route } from '../../commons/http.ts';
import { getDealFile } from '../store.ts';
import { idParam } from '../../pro/params.ts';
import { DEAL_FILE_MESSAGES } from '../../../shared/api/deal-files.ts';

/** GET /api/deal-files/{id} — { id, inputs, analysis }: the analysis computed now. */
export const handler = route('GET /api/deal-files/{id}', async (req) => {
  const caller = requireCaller(req);
  return { body: await getDealFile(caller.userId, idParam(req, DEAL_FILE_MESSAGES.notFound)) };
});
