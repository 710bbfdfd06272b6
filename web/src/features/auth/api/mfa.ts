import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type {
  MessageResponse,
  MfaDisableInput,
  MfaEnableInput,
  MfaEnableResponse,
  MfaSetupResponse,
} from '@shared/api/auth';
import { USER_QUERY_KEY } from '@/lib/session';

/** POST /api/auth/mfa/setup: a new secret to scan (shown once, until confirmed). */
function setupMfa(): Promise<MfaSetupResponse> {
  return apiJson<MfaSetupResponse>('POST', '/api/auth/mfa/setup');
}

/** POST /api/auth/mfa/enable: answers the recovery codes, shown once. */
function enableMfa(input: MfaEnableInput): Promise<MfaEnableResponse> {
  return apiJson<MfaEnableResponse>('POST', '/api/auth/mfa/enable', input);
}

/** POST /api/auth/mfa/disable */
function disableMfa(input: MfaDisableInput): Promise<MessageResponse> {
  return apiJson<MessageResponse>('POST', '/api/auth/mfa/disable', input);
}

export function useSetupMfa() {
  return useMutation({ mutationFn: setupMfa });
}

/** On or off, the cached user's `mfaEnabled` follows from the server. */
function useMfaChange<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
}

export const useEnableMfa = () => useMfaChange(enableMfa);
export const useDisableMfa = () => useMfaChange(disableMfa);
