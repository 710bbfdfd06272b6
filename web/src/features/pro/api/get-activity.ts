import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ActivityResponse } from '@shared/api/pro-catalog';

/** GET /api/pro/activity: the user's recent reports, analyses and searches, newest first. */
export const ACTIVITY_QUERY_KEY = ['/api/pro/activity'] as const;

const activityQueryOptions = queryOptions({
  queryKey: ACTIVITY_QUERY_KEY,
  queryFn: () => apiJson<ActivityResponse>('GET', '/api/pro/activity'),
  staleTime: 30_000,
});

export function useRecentActivity() {
  return useQuery(activityQueryOptions);
}
