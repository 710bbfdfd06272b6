import { useMutation } from '@tanstack/react-query';
import type { NetworkProfileInput, NetworkProfileSaved } from '@shared/api/network';
import { apiJson } from '@/lib/api-client';
import { useRefreshNetwork } from './network-keys';

/** PUT /api/elite/network/profile — join or update. */
export function useSaveNetworkProfile() {
  const refresh = useRefreshNetwork();
  return useMutation({
    mutationFn: (input: NetworkProfileInput) =>
      apiJson<NetworkProfileSaved>('PUT', '/api/elite/network/profile', input),
    onSuccess: refresh,
  });
}
