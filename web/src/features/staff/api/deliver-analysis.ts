import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnalysisReportInput, AnalysisResponse } from '@shared/api/portfolio-analysis';
import { apiJson } from '@/lib/api-client';
import { ANALYSIS_QUEUE_KEY } from './get-analysis-queue';
import { analysisPath } from './get-analysis-workspace';

/** PUT …/report — deliver the analysis to the member. */
export function useDeliverAnalysis(memberId: string, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AnalysisReportInput) =>
      apiJson<AnalysisResponse>('PUT', `${analysisPath(memberId, id)}/report`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: ANALYSIS_QUEUE_KEY }),
  });
}
