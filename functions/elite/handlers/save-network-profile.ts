import { requireCaller, route } from '../../commons/http.ts';
import { saveNetworkProfile } from '../network.ts';
import { NETWORK_MESSAGES, type NetworkProfileSaved } from '../../../shared/api/network.ts';

/** PUT /api/elite/network/profile — join the network (201) or update the profile (200). */
export const handler = route('PUT /api/elite/network/profile', async (req) => {
  const { profile, created } = await saveNetworkProfile(requireCaller(req).userId, req.body);
  const body: NetworkProfileSaved = {
    message: created ? NETWORK_MESSAGES.joined : NETWORK_MESSAGES.updated,
    profile,
  };
  return { status: created ? 201 : 200, body };
});
