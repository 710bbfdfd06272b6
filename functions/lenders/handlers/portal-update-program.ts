import { requireCaller, route } from '../../commons/http.ts';
import { updateLenderProgram } from '../lender-programs.ts';
import { callerOrganisation } from '../organisations.ts';

/**
 * PUT /api/lender/programs/{id} <program> — (lender) replace one of the organisation's programs;
 * saving confirms it for 120 more days. Another lender's program: 404.
 */
export const handler = route('PUT /api/lender/programs/{id}', async (req) => {
  const org = await callerOrganisation(requireCaller(req).profile);
  return { body: await updateLenderProgram(org, req.params.id ?? '', req.body) };
});
