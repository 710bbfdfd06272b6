import { requireCaller, route } from '../../commons/http.ts';
import { updateDealFile } from '../store.ts';
import { idParam } from '../../pro/params.ts';
import { DEAL_FILE_MESSAGES, dealFileInputSchema } from '../../../shared/api/deal-files.ts';

/** PUT /api/deal-files/{id} — replace the inputs; answers the file with its new analysis. */
export const handler = route('PUT /api/deal-files/{id}', async (req) => {
  const caller = requireCaller(req);
  const id = idParam(req, DEAL_FILE_MESSAGES.notFound);
  const inputs = dealFileInputSchema.parse(req.body);
  return { body: await updateDealFile(caller.userId, id, inputs) };
});
