import { enableMfa } from '../mfa.ts';
import { requireCaller, route } from '../../commons/http.ts';
import {
  AUTH_MESSAGES,
  mfaEnableSchema,
  type MfaEnableResponse,
} from '../../../shared/api/auth.ts';

/** POST /api/auth/mfa/enable — a code confirms the secret; answers the 10 recovery codes, once. */
export const handler = route('POST /api/auth/mfa/enable', async (req) => {
  const caller = requireCaller(req);
  const input = mfaEnableSchema.parse(req.body);
  const recoveryCodes = await enableMfa(caller, input, req.clientKey);
  const body: MfaEnableResponse = { message: AUTH_MESSAGES.mfaEnabled, recoveryCodes };
  return { body };
});
