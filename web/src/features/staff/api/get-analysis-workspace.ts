import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffAnalysisResponse } from '@shared/api/portfolio-analysis';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';

/** GET /api/staff/portfolio-analyses/{memberId}/{id} — the request and the member's data. */
export const analysisPath = (memberId: string, id: string) =>
  apiPath('/api/staff/portfolio-analyses/{memberId}/{id}', { memberId, id });

export const analysisWorkspaceKey = (memberId: string, id: string) =>
  [analysisPath(memberId, id)] as const;

const analysisWorkspaceQueryOptions = (memberId: string, id: string) =>
  queryOptions({
    queryKey: analysisWorkspaceKey(memberId, id),
    queryFn: () => apiJson<StaffAnalysisResponse>('GET', analysisPath(memberId, id)),
  });

export function useAnalysisWorkspace(memberId: string, id: string) {
  return useQuery(analysisWorkspaceQueryOptions(memberId, id));
}
