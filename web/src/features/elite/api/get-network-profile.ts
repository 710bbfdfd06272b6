import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NetworkProfileResponse } from '@shared/api/network';
import { apiJson } from '@/lib/api-client';
import { NETWORK_KEY } from './network-keys';

/** GET /api/elite/network/profile — null while the member is not in the network. */
const networkProfileQueryOptions = queryOptions({
  queryKey: [NETWORK_KEY, 'profile'],
  queryFn: () => apiJson<NetworkProfileResponse>('GET', '/api/elite/network/profile'),
});

export function useNetworkProfile() {
  return useQuery(networkProfileQueryOptions);
}
