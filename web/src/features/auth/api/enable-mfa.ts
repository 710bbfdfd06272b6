import type { MfaEnableInput, MfaEnableResponse } from '@shared/api/auth';
import { apiJson } from '@/lib/api-client';
import { useMfaChange } from './use-mfa-change';

/** POST /api/auth/mfa/enable: answers the recovery codes, shown once. */
function enableMfa(input: MfaEnableInput): Promise<MfaEnableResponse> {
  return apiJson<MfaEnableResponse>('POST', '/api/auth/mfa/enable', input);
}

export const useEnableMfa = () => useMfaChange(enableMfa);
