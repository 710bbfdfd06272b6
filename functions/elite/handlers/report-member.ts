import { requireCaller, route } from '../../commons/http.ts';
import { reportMember } from '../network.ts';
import { NETWORK_MESSAGES, type NetworkMessageResponse } from '../../../shared/api/network.ts';

/** POST /api/elite/network/reports — report a member to staff (the staff console lists them). */
export const handler = route('POST /api/elite/network/reports', async (req) => {
  await reportMember(requireCaller(req).userId, req.body);
  const body: NetworkMessageResponse = { message: NETWORK_MESSAGES.reported };
  return { status: 201, body };
});
