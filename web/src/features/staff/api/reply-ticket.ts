import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketReplyInput, TicketResponse } from '@shared/api/elite';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { TICKETS_KEY } from './get-ticket-queue';

/** POST /api/staff/tickets/{id}/reply — the member gets it by email and on their page. */
export function useReplyTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TicketReplyInput }) =>
      apiJson<TicketResponse>('POST', apiPath('/api/staff/tickets/{id}/reply', { id }), input),
    onSuccess: () => client.invalidateQueries({ queryKey: TICKETS_KEY }),
  });
}
