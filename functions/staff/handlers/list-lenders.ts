import { route } from '../../commons/http.ts';
import { listLenders } from '../../lenders/organisations.ts';
import type { StaffLendersResponse } from '../../../shared/api/lenders.ts';

/** GET /api/staff/lenders — (staff) every lender organisation, verified or suspended, by name. */
export const handler = route('GET /api/staff/lenders', async () => {
  const body: StaffLendersResponse = { lenders: await listLenders() };
  return { body };
});
