import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LenderOrganisation } from '@shared/api/lenders';
import { apiJson } from '@/lib/api-client';

/** GET /api/lender/organisation: the signed-in lender's organisation. */
const organisationQueryOptions = queryOptions({
  queryKey: ['/api/lender/organisation'] as const,
  queryFn: () => apiJson<LenderOrganisation>('GET', '/api/lender/organisation'),
});

export function useOrganisation() {
  return useQuery(organisationQueryOptions);
}
