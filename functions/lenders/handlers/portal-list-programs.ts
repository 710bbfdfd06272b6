import { requireCaller, route } from '../../commons/http.ts';
import { listLenderPrograms } from '../lender-programs.ts';
import { callerOrganisation } from '../organisations.ts';
import type { LenderProgramsList } from '../../../shared/api/lenders.ts';

/** GET /api/lender/programs — (lender) the organisation's own programs, with until when each matches. */
export const handler = route('GET /api/lender/programs', async (req) => {
  const org = await callerOrganisation(requireCaller(req).profile);
  const body: LenderProgramsList = { programs: await listLenderPrograms(org) };
  return { body };
});
