import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffSessionsResponse } from '@shared/api/elite';
import { apiJson } from '@/lib/api-client';

/** GET /api/staff/consulting — the 1:1 sessions that have not ended, soonest first. */
export const CONSULTING_KEY = ['/api/staff/consulting'] as const;

const consultingCalendarQueryOptions = queryOptions({
  queryKey: CONSULTING_KEY,
  queryFn: () => apiJson<StaffSessionsResponse>('GET', '/api/staff/consulting'),
});

export function useConsultingCalendar() {
  return useQuery(consultingCalendarQueryOptions);
}
