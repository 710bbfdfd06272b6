import type { MessageResponse, MfaDisableInput } from '@shared/api/auth';
import { apiJson } from '@/lib/api-client';
import { useMfaChange } from './use-mfa-change';

/** POST /api/auth/mfa/disable */
function disableMfa(input: MfaDisableInput): Promise<MessageResponse> {
  return apiJson<MessageResponse>('POST', '/api/auth/mfa/disable', input);
}

export const useDisableMfa = () => useMfaChange(disableMfa);
