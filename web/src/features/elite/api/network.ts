import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type {
  ContactRequestResponse,
  ContactRequestsResponse,
  NetworkFilter,
  NetworkMembersResponse,
  NetworkMessageResponse,
  NetworkProfileInput,
  NetworkProfileResponse,
  NetworkProfileSaved,
  NetworkReportReason,
} from '@shared/api/network';

/** Every network query starts with this key, so one invalidation refreshes the whole page. */
const NETWORK_KEY = '/api/elite/network' as const;
const PROFILE_URL = `${NETWORK_KEY}/profile` as const;
const MEMBERS_URL = `${NETWORK_KEY}/members` as const;
const REQUESTS_URL = `${NETWORK_KEY}/requests` as const;

function useRefreshNetwork() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [NETWORK_KEY] });
}

/** GET /api/elite/network/profile — null while the member is not in the network. */
export function useNetworkProfile() {
  return useQuery({
    queryKey: [NETWORK_KEY, 'profile'],
    queryFn: () => apiJson<NetworkProfileResponse>('GET', PROFILE_URL),
  });
}

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

/** GET /api/elite/network/requests — received and sent. */
export function useContactRequests(enabled: boolean) {
  return useQuery({
    queryKey: [NETWORK_KEY, 'requests'],
    queryFn: () => apiJson<ContactRequestsResponse>('GET', REQUESTS_URL),
    enabled,
  });
}

/** PUT /api/elite/network/profile — join or update. */
export function useSaveNetworkProfile() {
  const refresh = useRefreshNetwork();
  return useMutation({
    mutationFn: (input: NetworkProfileInput) =>
      apiJson<NetworkProfileSaved>('PUT', PROFILE_URL, input),
    onSuccess: refresh,
  });
}

/** DELETE /api/elite/network/profile — leave the network. */
export function useLeaveNetwork() {
  const refresh = useRefreshNetwork();
  return useMutation({
    mutationFn: () => apiJson<NetworkMessageResponse>('DELETE', PROFILE_URL),
    onSuccess: refresh,
  });
}

/** POST /api/elite/network/requests — a contact request with its message. */
export function useSendContactRequest() {
  const refresh = useRefreshNetwork();
  return useMutation({
    mutationFn: (input: { memberId: string; message: string }) =>
      apiJson<ContactRequestResponse>('POST', REQUESTS_URL, input),
    onSuccess: refresh,
  });
}

/** POST /api/elite/network/requests/{id} — accept or decline (the receiver only). */
export function useAnswerContactRequest() {
  const refresh = useRefreshNetwork();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'accept' | 'decline' }) =>
      apiJson<ContactRequestResponse>('POST', `${REQUESTS_URL}/${encodeURIComponent(id)}`, {
        action,
      }),
    onSuccess: refresh,
  });
}

/** POST /api/elite/network/blocks. */
export function useBlockMember() {
  const refresh = useRefreshNetwork();
  return useMutation({
    mutationFn: (memberId: string) =>
      apiJson<NetworkMessageResponse>('POST', `${NETWORK_KEY}/blocks`, { memberId }),
    onSuccess: refresh,
  });
}

/** POST /api/elite/network/reports. */
export function useReportMember() {
  return useMutation({
    mutationFn: (input: { memberId: string; reason: NetworkReportReason; details: string }) =>
      apiJson<NetworkMessageResponse>('POST', `${NETWORK_KEY}/reports`, input),
  });
}
