import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/** No refetch on interval or focus, data never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn(),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one client: every page shares its cache. */
export const queryClient = createQueryClient();
