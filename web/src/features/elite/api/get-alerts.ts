import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { AlertsResponse } from '@shared/api/elite';

export const ALERTS_QUERY_KEY = ['/api/elite/alerts'] as const;

/** GET /api/elite/alerts — the member's saved deal alerts. */
export function useAlerts() {
  return useQuery({
    queryKey: ALERTS_QUERY_KEY,
    queryFn: () => apiJson<AlertsResponse>('GET', ALERTS_QUERY_KEY[0]),
  });
}
