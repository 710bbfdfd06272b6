import { requireCaller, route } from '../../commons/http.ts';
import { callerOrganisation } from '../organisations.ts';

/** GET /api/lender/organisation — (lender) the caller's organisation. */
export const handler = route('GET /api/lender/organisation', async (req) => {
  return { body: await callerOrganisation(requireCaller(req).profile) };
});
