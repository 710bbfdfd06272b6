import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BorrowerProfileResponse } from '@shared/api/qualify';
import { apiJson } from '@/lib/api-client';

/** GET /api/borrower-profile: the remembered borrower part of the form. */
export const BORROWER_PROFILE_KEY = ['/api/borrower-profile'] as const;

const borrowerProfileQueryOptions = queryOptions({
  queryKey: BORROWER_PROFILE_KEY,
  queryFn: () => apiJson<BorrowerProfileResponse>('GET', '/api/borrower-profile'),
  staleTime: Infinity,
});

export function useBorrowerProfile() {
  return useQuery(borrowerProfileQueryOptions);
}
