import { requireCaller, route } from '../../commons/http.ts';
import { callerOrganisation, updateOrganisation } from '../organisations.ts';
import { organisationSchema } from '../../../shared/api/lenders.ts';

/**
 * PUT /api/lender/organisation { website?, states, contactEmail, nmlsId? } — (lender) what the
 * organisation keeps about itself; its name stays the one staff verified.
 */
export const handler = route('PUT /api/lender/organisation', async (req) => {
  const org = await callerOrganisation(requireCaller(req).profile);
  return { body: await updateOrganisation(org, organisationSchema.parse(req.body)) };
});
