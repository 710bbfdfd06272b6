import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffAnalysisResponse } from '@shared/api/portfolio-analysis';
import { apiJson } from '@/lib/api-client';
import { ANALYSIS_QUEUE_KEY } from './get-analysis-queue';
import { analysisPath, analysisWorkspaceKey } from './get-analysis-workspace';

/** POST …/take — the caller prepares it (the member sees the name). */
export function useTakeAnalysis(memberId: string, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<StaffAnalysisResponse>('POST', `${analysisPath(memberId, id)}/take`),
    onSuccess: (answer) => {
      client.setQueryData(analysisWorkspaceKey(memberId, id), answer);
      void client.invalidateQueries({ queryKey: ANALYSIS_QUEUE_KEY });
    },
  });
}
