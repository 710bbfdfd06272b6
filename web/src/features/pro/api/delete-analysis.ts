import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnalysisTool } from '@shared/api/pro-catalog';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { analysesQueryKey } from './get-analyses';
import { analysisQueryKey } from './get-analysis';

/** DELETE /api/pro/analyses/{tool}/{id}. */
export function useDeleteAnalysis(tool: AnalysisTool) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<{ message: string }>(
        'DELETE',
        apiPath('/api/pro/analyses/{tool}/{id}', { tool, id }),
      ),
    onSuccess: (_result, id) => {
      client.removeQueries({ queryKey: analysisQueryKey(tool, id) });
      void client.invalidateQueries({ queryKey: analysesQueryKey(tool), exact: true });
    },
  });
}
