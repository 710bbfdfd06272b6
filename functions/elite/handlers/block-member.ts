import { requireCaller, route } from '../../commons/http.ts';
import { blockMember } from '../network.ts';
import { NETWORK_MESSAGES, type NetworkMessageResponse } from '../../../shared/api/network.ts';

/** POST /api/elite/network/blocks — neither member sees the other or can send a request. */
export const handler = route('POST /api/elite/network/blocks', async (req) => {
  await blockMember(requireCaller(req).userId, req.body);
  const body: NetworkMessageResponse = { message: NETWORK_MESSAGES.blocked };
  return { body };
});
