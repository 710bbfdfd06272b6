import { requireCaller, route } from '../../commons/http.ts';
import { leaveNetwork } from '../network.ts';
import { NETWORK_MESSAGES, type NetworkMessageResponse } from '../../../shared/api/network.ts';

/** DELETE /api/elite/network/profile — leave: the profile and its requests go at once. */
export const handler = route('DELETE /api/elite/network/profile', async (req) => {
  await leaveNetwork(requireCaller(req).userId);
  const body: NetworkMessageResponse = { message: NETWORK_MESSAGES.left };
  return { body };
});
