import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewSummary } from '@shared/api/vault-catalog';
import { apiJson } from '@/lib/api-client';
import { VAULT_QUERY_KEY } from './get-vault';

/** POST /api/vault/reviews (Elite): every ready file goes to expert review. */
export function useSubmitReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<ReviewSummary>('POST', '/api/vault/reviews', {}),
    onSuccess: () => client.invalidateQueries({ queryKey: VAULT_QUERY_KEY }),
  });
}
