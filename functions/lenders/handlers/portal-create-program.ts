import { requireCaller, route } from '../../commons/http.ts';
import { createLenderProgram } from '../lender-programs.ts';
import { callerOrganisation } from '../organisations.ts';

/**
 * POST /api/lender/programs <program> — (lender) publish a program: 201 { id }, the lender's id
 * when it is free. The server sets lender, example, origin, source and sourceDate.
 */
export const handler = route('POST /api/lender/programs', async (req) => {
  const org = await callerOrganisation(requireCaller(req).profile);
  return { status: 201, body: await createLenderProgram(org, req.body) };
});
