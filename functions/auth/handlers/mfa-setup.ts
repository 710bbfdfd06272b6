import { startMfaSetup } from '../mfa.ts';
import { requireCaller, route } from '../../commons/http.ts';
import type { MfaSetupResponse } from '../../../shared/api/auth.ts';

/**
 * POST /api/auth/mfa/setup — a new TOTP secret to scan (base32 and its otpauth:// URL). It is kept
 * sealed and counts only once POST /api/auth/mfa/enable confirms it with a code; it is never
 * returned again.
 */
export const handler = route('POST /api/auth/mfa/setup', async (req) => {
  const body: MfaSetupResponse = await startMfaSetup(requireCaller(req));
  return { body };
});
