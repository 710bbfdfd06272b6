import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactRequestsResponse } from '@shared/api/network';
import { apiJson } from '@/lib/api-client';
import { NETWORK_KEY } from './network-keys';

/** GET /api/elite/network/requests — received and sent. */
const contactRequestsQueryOptions = queryOptions({
  queryKey: [NETWORK_KEY, 'requests'],
  queryFn: () => apiJson<ContactRequestsResponse>('GET', '/api/elite/network/requests'),
});

export function useContactRequests(enabled: boolean) {
  return useQuery({ ...contactRequestsQueryOptions, enabled });
}
