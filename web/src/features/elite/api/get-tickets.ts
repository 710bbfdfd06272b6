import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { TicketsResponse } from '@shared/api/elite';

export const TICKETS_QUERY_KEY = ['/api/elite/tickets'] as const;

/** GET /api/elite/tickets — the member's tickets, newest first. */
export function useTickets() {
  return useQuery({
    queryKey: TICKETS_QUERY_KEY,
    queryFn: () => apiJson<TicketsResponse>('GET', TICKETS_QUERY_KEY[0]),
  });
}
