import { requireCaller, route } from '../../commons/http.ts';
import { listNetworkMembers } from '../network.ts';
import type { NetworkMembersResponse } from '../../../shared/api/network.ts';

/**
 * GET /api/elite/network/members?state=&strategy=&lookingFor=&q=&cursor= — a page of the
 * directory, filtered; `next` is the cursor of the following page (null on the last).
 */
export const handler = route('GET /api/elite/network/members', async (req) => {
  const body: NetworkMembersResponse = await listNetworkMembers(
    requireCaller(req).userId,
    req.query,
  );
  return { body };
});
