import { useMutation } from '@tanstack/react-query';
import type { NetworkMessageResponse } from '@shared/api/network';
import { apiJson } from '@/lib/api-client';
import { useRefreshNetwork } from './network-keys';

/** DELETE /api/elite/network/profile — leave the network. */
export function useLeaveNetwork() {
  const refresh = useRefreshNetwork();
  return useMutation({
    mutationFn: () => apiJson<NetworkMessageResponse>('DELETE', '/api/elite/network/profile'),
    onSuccess: refresh,
  });
}
