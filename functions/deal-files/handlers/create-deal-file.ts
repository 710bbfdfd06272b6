import { requireCaller, route } from '../../commons/http.ts';
import { createDealFile } from '../store.ts';
import { dealFileInputSchema } from '../../../shared/api/deal-files.ts';

/** POST /api/deal-files — save a new deal file; 201 { id }. */
export const handler = route('POST /api/deal-files', async (req) => {
  const caller = requireCaller(req);
  const inputs = dealFileInputSchema.parse(req.body);
  return { status: 201, body: await createDealFile(caller.userId, inputs) };
});
