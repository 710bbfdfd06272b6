import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnalysisTool } from '@shared/api/pro-catalog';
import type { AnalysisForms, SavedAnalysis } from '@shared/api/pro';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { ACTIVITY_QUERY_KEY } from './get-activity';
import { analysesQueryKey } from './get-analyses';
import { analysisQueryKey } from './get-analysis';

export interface SaveAnalysisInput<T extends AnalysisTool> {
  /** Replace this analysis; a new one is created without it. */
  id?: string;
  name: string;
  inputs: AnalysisForms[T];
}

/** PUT /api/pro/analyses/{tool}/{id} (an existing analysis) or POST /api/pro/analyses/{tool}. */
export function useSaveAnalysis<T extends AnalysisTool>(tool: T) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name, inputs }: SaveAnalysisInput<T>) =>
      id
        ? apiJson<SavedAnalysis<T>>('PUT', apiPath('/api/pro/analyses/{tool}/{id}', { tool, id }), {
            name,
            inputs,
          })
        : apiJson<SavedAnalysis<T>>('POST', apiPath('/api/pro/analyses/{tool}', { tool }), {
            name,
            inputs,
          }),
    onSuccess: (saved) => {
      client.setQueryData(analysisQueryKey(tool, saved.id), saved);
      void client.invalidateQueries({ queryKey: analysesQueryKey(tool), exact: true });
      void client.invalidateQueries({ queryKey: ACTIVITY_QUERY_KEY });
    },
  });
}
