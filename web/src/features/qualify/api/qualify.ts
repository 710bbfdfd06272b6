import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { QualifyRequest, QualifyResponse } from '@shared/api/qualify';
import { keptPlansKey } from './kept-plans';

/** POST /api/qualify: the deal's metrics, every program's verdict best first, and the plans. */
export function useQualify() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: QualifyRequest) =>
      apiJson<QualifyResponse>('POST', '/api/qualify', request),
    // The run is the member's latest verdict (the Pro dashboard's readiness), and is kept on the
    // deal file it came from (its card in /mis-propiedades), its plans beside it.
    onSuccess: (_result, request) => {
      void client.invalidateQueries({ queryKey: ['/api/qualify/latest'] });
      if (request.dealFileId) {
        void client.invalidateQueries({ queryKey: ['/api/deal-files'] });
        void client.invalidateQueries({ queryKey: keptPlansKey(request.dealFileId) });
      }
    },
  });
}
