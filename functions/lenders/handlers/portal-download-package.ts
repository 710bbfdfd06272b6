import { redirectTo, requireCaller, route } from '../../commons/http.ts';
import { inboxPackageUrl } from '../inbox.ts';
import { callerOrganisation } from '../organisations.ts';

/** GET /api/lender/connections/{id}/download — (lender) 302 to the shared documents' ZIP. */
export const handler = route('GET /api/lender/connections/{id}/download', async (req) => {
  const org = await callerOrganisation(requireCaller(req).profile);
  return redirectTo(await inboxPackageUrl(org, req.params.id ?? ''));
});
