import type { ProfileItem } from './profile.ts';
import { unauthorized } from '../commons/errors.ts';
import type { ApiRequest } from '../commons/http.ts';
import { securityEvent } from '../commons/security-log.ts';
import {
  createSession,
  endSession,
  PasswordChangedMeanwhile,
  sessionCookie,
  sessionPublicId,
} from '../commons/sessions.ts';
import { sha256 } from '../commons/access.ts';
import { AUTH_MESSAGES } from '../../shared/api/auth.ts';

/**
 * The end of every sign-in (a password alone, or a password then a code): a new session in an
 * HttpOnly cookie, never the one the request carried — that one (planted or stolen, of this user
 * or another) ends here (session fixation). `secondFactor`: the sign-in passed the second factor
 * (roles behind one need it). Returns the Set-Cookie.
 */
export async function openSession(
  req: ApiRequest,
  profile: ProfileItem,
  options: { secondFactor?: boolean } = {},
): Promise<string> {
  let token: string;
  try {
    token = await createSession(profile, {
      userAgent: req.headers['user-agent'],
      secondFactor: options.secondFactor,
    });
  } catch (error) {
    // The password was changed (a reset) between the check and the session: the old one is void.
    if (error instanceof PasswordChangedMeanwhile) throw unauthorized(AUTH_MESSAGES.badCredentials);
    throw error;
  }
  if (req.caller) await endSession(req.caller.userId, req.caller.sessionHash);
  securityEvent('login.succeeded', {
    userId: profile.userId,
    client: req.clientKey,
    sessionId: sessionPublicId(sha256(token)),
  });
  return sessionCookie(token);
}
