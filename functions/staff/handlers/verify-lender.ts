import { requireCaller, route } from '../../commons/http.ts';
import { verifyLender } from '../../lenders/organisations.ts';
import { verifyLenderSchema } from '../../../shared/api/lenders.ts';

/**
 * POST /api/staff/lenders { email, name, website? } — (staff) verify a lender: the existing account
 * with that email gets the lender role and its organisation. 201 { lenderId }; 404 without such an
 * account, 409 when it already has a role.
 */
export const handler = route('POST /api/staff/lenders', async (req) => {
  const staff = requireCaller(req);
  const body = await verifyLender(verifyLenderSchema.parse(req.body), staff.userId);
  return { status: 201, body };
});
