import { requireCaller, route } from '../../commons/http.ts';
import { deleteLenderProgram } from '../lender-programs.ts';
import { callerOrganisation } from '../organisations.ts';
import { LENDER_MESSAGES } from '../../../shared/api/lenders.ts';

/** DELETE /api/lender/programs/{id} — (lender) take a program off; another lender's: 404. */
export const handler = route('DELETE /api/lender/programs/{id}', async (req) => {
  const org = await callerOrganisation(requireCaller(req).profile);
  await deleteLenderProgram(org, req.params.id ?? '');
  return { body: { message: LENDER_MESSAGES.programRemoved } };
});
