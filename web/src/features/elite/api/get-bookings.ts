import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { BookingsResponse } from '@shared/api/elite';

export const BOOKINGS_QUERY_KEY = ['/api/elite/bookings'] as const;

/** GET /api/elite/bookings — upcoming 1:1 sessions and the months whose included one is used. */
export function useBookings() {
  return useQuery({
    queryKey: BOOKINGS_QUERY_KEY,
    queryFn: () => apiJson<BookingsResponse>('GET', BOOKINGS_QUERY_KEY[0]),
  });
}
