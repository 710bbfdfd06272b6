import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { MessageResponse } from '@shared/api/elite';
import { AVAILABILITY_QUERY_KEY } from './get-availability';
import { BOOKINGS_QUERY_KEY } from './get-bookings';

/** DELETE /api/elite/bookings/{id}: the slot is free again. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<MessageResponse>('DELETE', `/api/elite/bookings/${encodeURIComponent(id)}`),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: AVAILABILITY_QUERY_KEY }),
      ]),
  });
}
