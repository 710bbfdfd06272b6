import { requireCaller, route } from '../../commons/http.ts';
import { listContactRequests } from '../network.ts';
import type { ContactRequestsResponse } from '../../../shared/api/network.ts';

/** GET /api/elite/network/requests — received and sent requests; emails once accepted. */
export const handler = route('GET /api/elite/network/requests', async (req) => {
  const body: ContactRequestsResponse = await listContactRequests(requireCaller(req).userId);
  return { body };
});
