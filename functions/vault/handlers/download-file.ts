import { redirectTo, requireCaller, route } from '../../commons/http.ts';
import { fileIdParam, fileUrl } from '../files.ts';

/**
 * GET /api/vault/files/{id}/download — 302 to a presigned GET valid 5 minutes that saves the file
 * (Content-Disposition: attachment). Another member's id is 404. Logged.
 */
export const handler = route('GET /api/vault/files/{id}/download', async (req) => {
  const caller = requireCaller(req);
  return redirectTo(await fileUrl(caller.userId, fileIdParam(req.params.id), 'attachment'));
});
