import { useInfiniteQuery } from '@tanstack/react-query';
import type { StaffTicketsResponse } from '@shared/api/elite';
import { apiJson } from '@/lib/api-client';

export const TICKETS_KEY = ['/api/staff/tickets'] as const;

/**
 * GET /api/staff/tickets — support tickets not yet resolved, most due first, a page at a time
 * (`fetchNextPage` asks for the next with the cursor the last one gave).
 */
export function useTicketQueue() {
  return useInfiniteQuery({
    queryKey: TICKETS_KEY,
    queryFn: ({ pageParam }) =>
      apiJson<StaffTicketsResponse>(
        'GET',
        pageParam
          ? `/api/staff/tickets?cursor=${encodeURIComponent(pageParam)}`
          : '/api/staff/tickets',
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
}
