import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type {
  ConnectionCreated,
  LenderConnectionsResponse,
  ShareItem,
  SharedPackage,
} from '@shared/api/lender-connections';

/** GET /api/lender-connections (Elite): the member's connection history, with the opens. */
const lenderConnectionsQueryOptions = queryOptions({
  queryKey: ['/api/lender-connections'] as const,
  queryFn: () => apiJson<LenderConnectionsResponse>('GET', '/api/lender-connections'),
});

export function useLenderConnections(enabled: boolean) {
  return useQuery({ ...lenderConnectionsQueryOptions, enabled });
}

export interface ConnectionBody {
  programId: string;
  consent: boolean;
  share: ShareItem[];
  fileIds?: string[];
  message: string;
}

export function useCreateConnection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConnectionBody) =>
      apiJson<ConnectionCreated>('POST', '/api/lender-connections', body),
    onSettled: () => client.invalidateQueries({ queryKey: lenderConnectionsQueryOptions.queryKey }),
  });
}

export function useRevokeConnection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<{ message: string }>('DELETE', `/api/lender-connections/${encodeURIComponent(id)}`),
    onSettled: () => client.invalidateQueries({ queryKey: lenderConnectionsQueryOptions.queryKey }),
  });
}

/** GET /api/lender-links/{token} (public): the package a lender opens. */
export function useSharedPackage(token: string) {
  return useQuery({
    queryKey: ['/api/lender-links', token] as const,
    queryFn: () => apiJson<SharedPackage>('GET', `/api/lender-links/${encodeURIComponent(token)}`),
    retry: false,
    staleTime: Infinity,
  });
}
