import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import type {
  AnalysisReportInput,
  AnalysisResponse,
  StaffAnalysisQueueResponse,
  StaffAnalysisResponse,
} from '@shared/api/portfolio-analysis';

const QUEUE_KEY = ['/api/staff/portfolio-analyses'] as const;
const path = (memberId: string, id: string) =>
  apiPath('/api/staff/portfolio-analyses/{memberId}/{id}', { memberId, id });

/** GET /api/staff/portfolio-analyses — requests not yet delivered, oldest first. */
export function useAnalysisQueue() {
  return useQuery({
    queryKey: QUEUE_KEY,
    queryFn: () => apiJson<StaffAnalysisQueueResponse>('GET', QUEUE_KEY[0]),
  });
}

/** GET /api/staff/portfolio-analyses/{memberId}/{id} — the request and the member's data. */
export function useAnalysisWorkspace(memberId: string, id: string) {
  return useQuery({
    queryKey: [path(memberId, id)] as const,
    queryFn: () => apiJson<StaffAnalysisResponse>('GET', path(memberId, id)),
  });
}

/** POST …/take — the caller prepares it (the member sees the name). */
export function useTakeAnalysis(memberId: string, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<StaffAnalysisResponse>('POST', `${path(memberId, id)}/take`),
    onSuccess: (answer) => {
      client.setQueryData([path(memberId, id)], answer);
      void client.invalidateQueries({ queryKey: QUEUE_KEY });
    },
  });
}

/** PUT …/report — deliver the analysis to the member. */
export function useDeliverAnalysis(memberId: string, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AnalysisReportInput) =>
      apiJson<AnalysisResponse>('PUT', `${path(memberId, id)}/report`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: QUEUE_KEY }),
  });
}
