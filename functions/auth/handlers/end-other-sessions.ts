import { requireCaller, route } from '../../commons/http.ts';
import { securityEvent } from '../../commons/security-log.ts';
import { endAllSessions } from '../../commons/sessions.ts';
import { AUTH_MESSAGES } from '../../../shared/api/auth.ts';

/** DELETE /api/auth/sessions — end every session of the member but this one. */
export const handler = route('DELETE /api/auth/sessions', async (req) => {
  const caller = requireCaller(req);
  const ended = await endAllSessions(caller.userId, { except: caller.sessionHash });
  securityEvent('session.revoked', { userId: caller.userId, reason: 'others', count: ended });
  return { body: { message: AUTH_MESSAGES.otherSessionsEnded } };
});
