import { notFound } from '../../commons/errors.ts';
import { requireCaller, route } from '../../commons/http.ts';
import { securityEvent } from '../../commons/security-log.ts';
import { clearedSessionCookie, endSession, listSessions } from '../../commons/sessions.ts';
import { AUTH_MESSAGES, sessionIdSchema } from '../../../shared/api/auth.ts';

/**
 * DELETE /api/auth/sessions/{id} — end one of the member's sessions by its public id (only theirs:
 * another member's id is simply not found). Ending the current one signs this browser out.
 */
export const handler = route('DELETE /api/auth/sessions/{id}', async (req) => {
  const caller = requireCaller(req);
  const id = sessionIdSchema.parse(req.params.id);
  const session = (await listSessions(caller.profile)).find((s) => s.id === id);
  if (!session) throw notFound(AUTH_MESSAGES.sessionNotFound);
  await endSession(caller.userId, session.hash);
  securityEvent('session.revoked', { userId: caller.userId, sessionId: id, reason: 'one' });
  const current = session.hash === caller.sessionHash;
  return {
    body: { message: AUTH_MESSAGES.sessionEnded },
    cookies: current ? [clearedSessionCookie()] : [],
  };
});
