import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { MasterclassesResponse } from '@shared/api/elite';

export const MASTERCLASSES_QUERY_KEY = ['/api/elite/masterclasses'] as const;

/** GET /api/elite/masterclasses — upcoming, recorded and the member's notice wish. */
export function useMasterclasses() {
  return useQuery({
    queryKey: MASTERCLASSES_QUERY_KEY,
    queryFn: () => apiJson<MasterclassesResponse>('GET', MASTERCLASSES_QUERY_KEY[0]),
  });
}
