import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnalysisRequestInput, AnalysisResponse } from '@shared/api/portfolio-analysis';
import { apiJson } from '@/lib/api-client';
import { ANALYSES_KEY } from './get-analyses';

/** POST /api/elite/portfolio-analyses — ask the team for the analysis. */
export function useRequestAnalysis() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AnalysisRequestInput) =>
      apiJson<AnalysisResponse>('POST', '/api/elite/portfolio-analyses', input),
    onSuccess: () => client.invalidateQueries({ queryKey: ANALYSES_KEY }),
  });
}
