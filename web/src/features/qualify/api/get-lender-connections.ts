import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LenderConnectionsResponse } from '@shared/api/lender-connections';
import { apiJson } from '@/lib/api-client';

/** GET /api/lender-connections (Elite): the member's connection history, with the opens. */
export const LENDER_CONNECTIONS_KEY = ['/api/lender-connections'] as const;

const lenderConnectionsQueryOptions = queryOptions({
  queryKey: LENDER_CONNECTIONS_KEY,
  queryFn: () => apiJson<LenderConnectionsResponse>('GET', '/api/lender-connections'),
});

export function useLenderConnections(enabled: boolean) {
  return useQuery({ ...lenderConnectionsQueryOptions, enabled });
}
