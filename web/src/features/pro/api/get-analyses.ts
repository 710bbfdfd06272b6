import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalysisTool } from '@shared/api/pro-catalog';
import type { AnalysisListResponse } from '@shared/api/pro';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';

/**
 * GET /api/pro/analyses/{tool}: the saved analyses of the ROI calculator, property evaluator or
 * scenario simulator.
 */
export const analysesQueryKey = (tool: AnalysisTool) => ['/api/pro/analyses', tool] as const;

function analysesQueryOptions<T extends AnalysisTool>(tool: T) {
  return queryOptions({
    queryKey: analysesQueryKey(tool),
    queryFn: () =>
      apiJson<AnalysisListResponse<T>>('GET', apiPath('/api/pro/analyses/{tool}', { tool })),
    staleTime: 60_000,
  });
}

export function useAnalyses<T extends AnalysisTool>(tool: T) {
  return useQuery(analysesQueryOptions(tool));
}
