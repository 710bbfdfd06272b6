import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LenderProgramsList } from '@shared/api/lenders';
import { apiJson } from '@/lib/api-client';

/** GET /api/lender/programs: the lender's own programs. */
export const OWN_PROGRAMS_KEY = ['/api/lender/programs'] as const;

const ownProgramsQueryOptions = queryOptions({
  queryKey: OWN_PROGRAMS_KEY,
  queryFn: () => apiJson<LenderProgramsList>('GET', '/api/lender/programs'),
});

export function useOwnPrograms() {
  return useQuery(ownProgramsQueryOptions);
}
