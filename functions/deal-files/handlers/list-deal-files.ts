import { requireCaller, route } from '../../commons/http.ts';
import { listDealFiles } from '../store.ts';
import type { DealFileListResponse } from '../../../shared/api/deal-files.ts';

/** GET /api/deal-files — the member's deal files, newest first, with their headline figures. */
export const handler = route('GET /api/deal-files', async (req) => {
  const caller = requireCaller(req);
  const body: DealFileListResponse = { dealFiles: await listDealFiles(caller.userId) };
  return { body };
});
