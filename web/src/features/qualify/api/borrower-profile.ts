import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { BorrowerInput, BorrowerProfileResponse } from '@shared/api/qualify';

/** GET/PUT /api/borrower-profile: the remembered borrower part of the form. */
const borrowerProfileQueryOptions = queryOptions({
  queryKey: ['/api/borrower-profile'] as const,
  queryFn: () => apiJson<BorrowerProfileResponse>('GET', '/api/borrower-profile'),
  staleTime: Infinity,
});

export function useBorrowerProfile() {
  return useQuery(borrowerProfileQueryOptions);
}

export function useSaveBorrowerProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profile: BorrowerInput) =>
      apiJson<BorrowerProfileResponse>('PUT', '/api/borrower-profile', profile),
    onSuccess: (data) => client.setQueryData(borrowerProfileQueryOptions.queryKey, data),
  });
}
