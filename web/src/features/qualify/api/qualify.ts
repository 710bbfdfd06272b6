import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import type { QualifyRequest, QualifyResponse } from '../../../../../shared/api/qualify';

/** POST /api/qualify: the deal's metrics and every program's verdict, best first. */
export function useQualify() {
  return useMutation({
    mutationFn: (request: QualifyRequest) =>
      apiJson<QualifyResponse>('POST', '/api/qualify', request),
  });
}
