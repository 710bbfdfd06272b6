import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { TicketInput, TicketResponse } from '@shared/api/elite';
import { TICKETS_QUERY_KEY } from './get-tickets';

/** POST /api/elite/tickets; the history list refreshes. */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TicketInput) =>
      apiJson<TicketResponse>('POST', '/api/elite/tickets', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TICKETS_QUERY_KEY }),
  });
}
