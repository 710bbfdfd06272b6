import { disableMfa } from '../mfa.ts';
import { requireCaller, route } from '../../commons/http.ts';
import { AUTH_MESSAGES, mfaDisableSchema } from '../../../shared/api/auth.ts';

/** POST /api/auth/mfa/disable — the current password and a code (or a recovery code). */
export const handler = route('POST /api/auth/mfa/disable', async (req) => {
  const caller = requireCaller(req);
  const input = mfaDisableSchema.parse(req.body);
  await disableMfa(caller, input, req.clientKey);
  return { body: { message: AUTH_MESSAGES.mfaDisabled } };
});
