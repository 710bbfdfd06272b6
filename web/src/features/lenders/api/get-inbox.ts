import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LenderInboxResponse } from '@shared/api/lenders';
import { apiJson } from '@/lib/api-client';

/** GET /api/lender/connections: the packages members sent to this lender. */
export const INBOX_KEY = ['/api/lender/connections'] as const;

const inboxQueryOptions = queryOptions({
  queryKey: INBOX_KEY,
  queryFn: () => apiJson<LenderInboxResponse>('GET', '/api/lender/connections'),
});

export function useInbox() {
  return useQuery(inboxQueryOptions);
}
