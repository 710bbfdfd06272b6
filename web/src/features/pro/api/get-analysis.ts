import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalysisTool } from '@shared/api/pro-catalog';
import type { SavedAnalysis } from '@shared/api/pro';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { analysesQueryKey } from './get-analyses';

/** GET /api/pro/analyses/{tool}/{id}: one analysis to reopen (from ?analysis=<id>). */
export const analysisQueryKey = (tool: AnalysisTool, id: string | null) =>
  [...analysesQueryKey(tool), id] as const;

function analysisQueryOptions<T extends AnalysisTool>(tool: T, id: string | null) {
  return queryOptions({
    queryKey: analysisQueryKey(tool, id),
    queryFn: () =>
      apiJson<SavedAnalysis<T>>('GET', apiPath('/api/pro/analyses/{tool}/{id}', { tool, id: id! })),
    staleTime: Infinity,
  });
}

/** Disabled without an id. */
export function useAnalysis<T extends AnalysisTool>(tool: T, id: string | null) {
  return useQuery({ ...analysisQueryOptions(tool, id), enabled: id !== null });
}
