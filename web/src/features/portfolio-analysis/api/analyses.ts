import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type {
  AnalysesResponse,
  AnalysisRequestInput,
  AnalysisResponse,
} from '@shared/api/portfolio-analysis';

const ANALYSES_KEY = ['/api/elite/portfolio-analyses'] as const;

/** GET /api/elite/portfolio-analyses — the member's analyses, newest first (Elite). */
export function useAnalyses(enabled = true) {
  return useQuery({
    queryKey: ANALYSES_KEY,
    queryFn: () => apiJson<AnalysesResponse>('GET', ANALYSES_KEY[0]),
    enabled,
  });
}

/** POST /api/elite/portfolio-analyses — ask the team for the analysis. */
export function useRequestAnalysis() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AnalysisRequestInput) =>
      apiJson<AnalysisResponse>('POST', ANALYSES_KEY[0], input),
    onSuccess: () => client.invalidateQueries({ queryKey: ANALYSES_KEY }),
  });
}

/** The delivered analysis's PDF (a plain link: the browser downloads it with the session cookie). */
export const analysisPdfUrl = (id: string) =>
  `/api/elite/portfolio-analyses/${encodeURIComponent(id)}/pdf`;
