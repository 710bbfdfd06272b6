import { useQueryClient } from '@tanstack/react-query';

/** Every network query starts with this key, so one invalidation refreshes the whole page. */
export const NETWORK_KEY = '/api/elite/network' as const;

/** After a write: the profile, the directory and the requests are read again. */
export function useRefreshNetwork() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [NETWORK_KEY] });
}
