import { useMutation } from '@tanstack/react-query';
import type { MfaSetupResponse } from '@shared/api/auth';
import { apiJson } from '@/lib/api-client';

/** POST /api/auth/mfa/setup: a new secret to scan (shown once, until confirmed). */
function setupMfa(): Promise<MfaSetupResponse> {
  return apiJson<MfaSetupResponse>('POST', '/api/auth/mfa/setup');
}

export function useSetupMfa() {
  return useMutation({ mutationFn: setupMfa });
}
