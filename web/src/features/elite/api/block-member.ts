import { useMutation } from '@tanstack/react-query';
import type { NetworkMessageResponse } from '@shared/api/network';
import { apiJson } from '@/lib/api-client';
import { useRefreshNetwork } from './network-keys';

/** POST /api/elite/network/blocks. */
export function useBlockMember() {
  const refresh = useRefreshNetwork();
  return useMutation({
    mutationFn: (memberId: string) =>
      apiJson<NetworkMessageResponse>('POST', '/api/elite/network/blocks', { memberId }),
    onSuccess: refresh,
  });
}
