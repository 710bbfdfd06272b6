import { redirectTo, requireCaller, route } from '../../commons/http.ts';
import { packageUrl } from '../package.ts';

/** GET /api/vault/packages/{id}/download — 302 to a presigned GET (5 minutes) of the ZIP. */
export const handler = route('GET /api/vault/packages/{id}/download', async (req) => {
  const caller = requireCaller(req);
  return redirectTo(await packageUrl(caller.userId, req.params.id ?? ''));
});
