import { redirectTo, route } from '../../commons/http.ts';
import { sharedPackageUrl } from '../connections.ts';

/** GET /api/lender-links/{token}/download (public) — 302 to a 5-minute presigned GET of the ZIP. */
export const handler = route('GET /api/lender-links/{token}/download', async (req) => {
  return redirectTo(await sharedPackageUrl(req.params.token ?? ''));
});
