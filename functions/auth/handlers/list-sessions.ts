import { requireCaller, route } from '../../commons/http.ts';
import { listSessions } from '../../commons/sessions.ts';
import type { SessionsResponse } from '../../../shared/api/auth.ts';

/** GET /api/auth/sessions — the member's live sessions, this one marked `current`. */
export const handler = route('GET /api/auth/sessions', async (req) => {
  const caller = requireCaller(req);
  const sessions = await listSessions(caller.profile);
  const body: SessionsResponse = {
    sessions: sessions.map(({ hash, ...session }) => ({
      ...session,
      current: hash === caller.sessionHash,
    })),
  };
  return { body };
});
