import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { SupportChannelsResponse } from '@shared/api/elite';

const SUPPORT_CHANNELS_QUERY_KEY = ['/api/elite/support-channels'] as const;

/** GET /api/elite/support-channels — the team's WhatsApp link when ops set one (Elite). */
export function useSupportChannels(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: SUPPORT_CHANNELS_QUERY_KEY,
    queryFn: () => apiJson<SupportChannelsResponse>('GET', SUPPORT_CHANNELS_QUERY_KEY[0]),
    staleTime: 5 * 60_000,
  });
}
