import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { LenderProgramsResponse } from '@shared/api/qualify';

/** GET /api/lender-programs: the loaded programs (their rates, sources and dates). */
const lenderProgramsQueryOptions = queryOptions({
  queryKey: ['/api/lender-programs'] as const,
  queryFn: () => apiJson<LenderProgramsResponse>('GET', '/api/lender-programs'),
  staleTime: 5 * 60 * 1000,
});

export function useLenderPrograms() {
  return useQuery(lenderProgramsQueryOptions);
}
