import { requireCaller, route } from '../../commons/http.ts';
import { takeSession } from '../../elite/consulting-staff.ts';
import { ELITE_MESSAGES, type StaffSessionResponse } from '../../../shared/api/elite.ts';

/**
 * PUT /api/staff/consulting/{bookingId}/specialist — (staff) the caller holds the session: the member
 * reads the name on their agenda and by email. Logged.
 */
export const handler = route('PUT /api/staff/consulting/{bookingId}/specialist', async (req) => {
  const staff = requireCaller(req);
  const session = await takeSession(staff.profile, req.params.bookingId ?? '');
  const body: StaffSessionResponse = { message: ELITE_MESSAGES.specialistAssigned, session };
  return { body };
});
