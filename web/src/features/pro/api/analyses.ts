import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { AnalysisTool } from '@shared/api/pro-catalog';
import type { AnalysisForms, AnalysisListResponse, SavedAnalysis } from '@shared/api/pro';
import { ACTIVITY_QUERY_KEY } from './get-activity';

/**
 * Saved analyses of the ROI calculator, property evaluator and scenario simulator:
 * GET/POST /api/pro/analyses/{tool}, GET/PUT/DELETE /api/pro/analyses/{tool}/{id}.
 */
const analysesQueryKey = (tool: AnalysisTool) => ['/api/pro/analyses', tool] as const;

function analysesQueryOptions<T extends AnalysisTool>(tool: T) {
  return queryOptions({
    queryKey: analysesQueryKey(tool),
    queryFn: () => apiJson<AnalysisListResponse<T>>('GET', `/api/pro/analyses/${tool}`),
    staleTime: 60_000,
  });
}

export function useAnalyses<T extends AnalysisTool>(tool: T) {
  return useQuery(analysesQueryOptions(tool));
}

/** One analysis to reopen (from ?analysis=<id>); disabled without an id. */
export function useAnalysis<T extends AnalysisTool>(tool: T, id: string | null) {
  return useQuery({
    queryKey: [...analysesQueryKey(tool), id] as const,
    queryFn: () =>
      apiJson<SavedAnalysis<T>>('GET', `/api/pro/analyses/${tool}/${encodeURIComponent(id!)}`),
    enabled: id !== null,
    staleTime: Infinity,
  });
}

export interface SaveAnalysisInput<T extends AnalysisTool> {
  /** Replace this analysis; a new one is created without it. */
  id?: string;
  name: string;
  inputs: AnalysisForms[T];
}

export function useSaveAnalysis<T extends AnalysisTool>(tool: T) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name, inputs }: SaveAnalysisInput<T>) =>
      id
        ? apiJson<SavedAnalysis<T>>('PUT', `/api/pro/analyses/${tool}/${encodeURIComponent(id)}`, {
            name,
            inputs,
          })
        : apiJson<SavedAnalysis<T>>('POST', `/api/pro/analyses/${tool}`, { name, inputs }),
    onSuccess: (saved) => {
      client.setQueryData([...analysesQueryKey(tool), saved.id], saved);
      void client.invalidateQueries({ queryKey: analysesQueryKey(tool), exact: true });
      void client.invalidateQueries({ queryKey: ACTIVITY_QUERY_KEY });
    },
  });
}

export function useDeleteAnalysis(tool: AnalysisTool) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<{ message: string }>('DELETE', `/api/pro/analyses/${tool}/${encodeURIComponent(id)}`),
    onSuccess: (_result, id) => {
      client.removeQueries({ queryKey: [...analysesQueryKey(tool), id] });
      void client.invalidateQueries({ queryKey: analysesQueryKey(tool), exact: true });
    },
  });
}
