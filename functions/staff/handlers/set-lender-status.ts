import { requireCaller, route } from '../../commons/http.ts';
import { setLenderStatus } from '../../lenders/organisations.ts';
import { lenderStatusSchema } from '../../../shared/api/lenders.ts';

/**
 * PATCH /api/staff/lenders/{id} { status: 'verified' | 'suspended' } — (staff) suspend a lender
 * (its account loses the role and its programs stop matching) or verify it again.
 */
export const handler = route('PATCH /api/staff/lenders/{id}', async (req) => {
  const staff = requireCaller(req);
  const { status } = lenderStatusSchema.parse(req.body);
  return { body: await setLenderStatus(req.params.id ?? '', status, staff.userId) };
});
