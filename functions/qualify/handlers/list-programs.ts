import { requireCaller, route } from '../../commons/http.ts';
import { listPrograms } from '../../lenders/programs.ts';
import type { LenderProgramsResponse } from '../../../shared/api/qualify.ts';

/** GET /api/lender-programs — every loaded program (examples say so), by id. */
export const handler = route('GET /api/lender-programs', async (req) => {
  requireCaller(req);
  const body: LenderProgramsResponse = { programs: await listPrograms() };
  return { body };
});
