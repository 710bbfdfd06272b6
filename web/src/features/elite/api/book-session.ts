import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { BookingInput, BookResponse } from '@shared/api/elite';
import { AVAILABILITY_QUERY_KEY } from './get-availability';
import { BOOKINGS_QUERY_KEY } from './get-bookings';

/** POST /api/elite/bookings; refreshes the agenda and the slots (also after a 409). */
export function useBookSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookingInput) =>
      apiJson<BookResponse>('POST', '/api/elite/bookings', input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: AVAILABILITY_QUERY_KEY }),
      ]),
  });
}
