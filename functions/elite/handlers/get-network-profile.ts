import { requireCaller, route } from '../../commons/http.ts';
import { getNetworkProfile } from '../network.ts';
import type { NetworkProfileResponse } from '../../../shared/api/network.ts';

/** GET /api/elite/network/profile — the caller's network profile, or null when not a member. */
export const handler = route('GET /api/elite/network/profile', async (req) => {
  const body: NetworkProfileResponse = {
    profile: await getNetworkProfile(requireCaller(req).userId),
  };
  return { body };
});
