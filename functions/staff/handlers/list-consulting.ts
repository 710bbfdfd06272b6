import { requireCaller, route } from '../../commons/http.ts';
import { staffSessions } from '../../elite/consulting-staff.ts';
import type { StaffSessionsResponse } from '../../../shared/api/elite.ts';

/** GET /api/staff/consulting — (staff) the 1:1 sessions that have not ended, soonest first. */
export const handler = route('GET /api/staff/consulting', async (req) => {
  const body: StaffSessionsResponse = { sessions: await staffSessions(requireCaller(req).userId) };
  return { body };
});
