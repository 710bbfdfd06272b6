import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { StaffTicketsResponse, TicketReplyInput, TicketResponse } from '@shared/api/elite';

const TICKETS_KEY = ['/api/staff/tickets'] as const;

/** GET /api/staff/tickets — support tickets not yet resolved, most due first. */
export function useTicketQueue() {
  return useQuery({
    queryKey: TICKETS_KEY,
    queryFn: () => apiJson<StaffTicketsResponse>('GET', TICKETS_KEY[0]),
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
