import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { NetworkReportsResponse } from '@shared/api/network';

/** GET /api/staff/network-reports — members' reports on the network, newest first. */
export function useNetworkReports() {
  return useQuery({
    queryKey: ['/api/staff/network-reports'],
    queryFn: () => apiJson<NetworkReportsResponse>('GET', '/api/staff/network-reports'),
  });
}
