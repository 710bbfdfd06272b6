import { redirectTo, requireCaller, route } from '../../commons/http.ts';
import { fileIdParam, fileUrl } from '../files.ts';

/**
 * GET /api/vault/files/{id}/preview — 302 to a presigned GET valid 5 minutes that the browser
 * shows (Content-Disposition: inline): the vault's preview opens it in a new tab. Logged.
 */
export const handler = route('GET /api/vault/files/{id}/preview', async (req) => {
  const caller = requireCaller(req);
  return redirectTo(await fileUrl(caller.userId, fileIdParam(req.params.id), 'inline'));
});
