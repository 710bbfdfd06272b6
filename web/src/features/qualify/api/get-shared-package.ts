import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SharedPackage } from '@shared/api/lender-connections';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';

/** GET /api/lender-links/{token} (public): the package a lender opens. */
const sharedPackageQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['/api/lender-links', token] as const,
    queryFn: () => apiJson<SharedPackage>('GET', apiPath('/api/lender-links/{token}', { token })),
    retry: false,
    staleTime: Infinity,
  });

export function useSharedPackage(token: string) {
  return useQuery(sharedPackageQueryOptions(token));
}
