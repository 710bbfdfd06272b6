import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { LatestQualificationResponse } from '@shared/api/qualify';

/** GET /api/qualify/latest: the member's latest verdict (the Pro dashboard's readiness). */
const latestQualificationQueryOptions = queryOptions({
  queryKey: ['/api/qualify/latest'] as const,
  queryFn: () => apiJson<LatestQualificationResponse>('GET', '/api/qualify/latest'),
  staleTime: 30_000,
});

export function useLatestQualification() {
  return useQuery(latestQualificationQueryOptions);
}
