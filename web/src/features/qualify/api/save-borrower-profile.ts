import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BorrowerInput, BorrowerProfileResponse } from '@shared/api/qualify';
import { apiJson } from '@/lib/api-client';
import { BORROWER_PROFILE_KEY } from './get-borrower-profile';

/** PUT /api/borrower-profile: the answer replaces the cached profile. */
export function useSaveBorrowerProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profile: BorrowerInput) =>
      apiJson<BorrowerProfileResponse>('PUT', '/api/borrower-profile', profile),
    onSuccess: (data) => client.setQueryData(BORROWER_PROFILE_KEY, data),
  });
}
