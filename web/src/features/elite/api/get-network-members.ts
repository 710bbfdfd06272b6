import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { NetworkFilter, NetworkMembersResponse } from '@shared/api/network';
import { apiJson } from '@/lib/api-client';
import { NETWORK_KEY } from './network-keys';

const MEMBERS_URL = '/api/elite/network/members';

/** The filter as query parameters (unset ones left out). */
function filterQuery(filter: NetworkFilter): string {
  const params = new URLSearchParams();
  if (filter.state) params.set('state', filter.state);
  if (filter.strategy) params.set('strategy', filter.strategy);
  if (filter.lookingFor) params.set('lookingFor', filter.lookingFor);
  if (filter.q?.trim()) params.set('q', filter.q.trim());
  return params.toString();
}

/**
 * GET /api/elite/network/members?… — the directory a page at a time (`fetchNextPage` asks for the
 * next with the cursor the last one gave); only once the member has joined (the API asks for it).
 */
export function useNetworkMembers(filter: NetworkFilter, enabled: boolean) {
  const query = filterQuery(filter);
  return useInfiniteQuery({
    queryKey: [NETWORK_KEY, 'members', query],
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams(query);
      if (pageParam) params.set('cursor', pageParam);
      const search = params.toString();
      return apiJson<NetworkMembersResponse>(
        'GET',
        search ? `${MEMBERS_URL}?${search}` : MEMBERS_URL,
      );
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    placeholderData: keepPreviousData,
    enabled,
  });
}
