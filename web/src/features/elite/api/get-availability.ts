import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { AvailabilityResponse } from '@shared/api/elite';

export const AVAILABILITY_QUERY_KEY = ['/api/elite/availability'] as const;

/** GET /api/elite/availability?date= — the date's taken slots (fresh each time a date is picked). */
export function useAvailability(date: string | undefined) {
  return useQuery({
    queryKey: [...AVAILABILITY_QUERY_KEY, date],
    queryFn: () =>
      apiJson<AvailabilityResponse>(
        'GET',
        `${AVAILABILITY_QUERY_KEY[0]}?date=${encodeURIComponent(date ?? '')}`,
      ),
    enabled: Boolean(date),
    staleTime: 0,
  });
}
