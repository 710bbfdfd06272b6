import { useMutation } from '@tanstack/react-query';
import type { NetworkMessageResponse, NetworkReportReason } from '@shared/api/network';
import { apiJson } from '@/lib/api-client';

/** POST /api/elite/network/reports. */
export function useReportMember() {
  return useMutation({
    mutationFn: (input: { memberId: string; reason: NetworkReportReason; details: string }) =>
      apiJson<NetworkMessageResponse>('POST', '/api/elite/network/reports', input),
  });
}
