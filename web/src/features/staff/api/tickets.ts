import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { StaffTicketsResponse, TicketReplyInput, TicketResponse } from '@shared/api/elite';

const TICKETS_KEY = ['/api/staff/tickets'] as const;

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
        pageParam ? `${TICKETS_KEY[0]}?cursor=${encodeURIComponent(pageParam)}` : TICKETS_KEY[0],
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
}

/** POST /api/staff/tickets/{id}/reply — the member gets it by email and on their page. */
export function useReplyTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TicketReplyInput }) =>
      apiJson<TicketResponse>('POST', `/api/staff/tickets/${encodeURIComponent(id)}/reply`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: TICKETS_KEY }),
  });
}
