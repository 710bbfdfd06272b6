import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { StaffSessionResponse, StaffSessionsResponse } from '@shared/api/elite';

const CONSULTING_KEY = ['/api/staff/consulting'] as const;

/** GET /api/staff/consulting — the 1:1 sessions that have not ended, soonest first. */
export function useConsultingCalendar() {
  return useQuery({
    queryKey: CONSULTING_KEY,
    queryFn: () => apiJson<StaffSessionsResponse>('GET', CONSULTING_KEY[0]),
  });
}

/** PUT /api/staff/consulting/{bookingId}/specialist — the caller holds the session. */
export function useTakeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) =>
      apiJson<StaffSessionResponse>(
        'PUT',
        `/api/staff/consulting/${encodeURIComponent(bookingId)}/specialist`,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: CONSULTING_KEY }),
  });
}
