import { badRequest } from '../commons/errors.ts';
import { judgePassword, personalWords } from '../../shared/password-strength.ts';

/**
 * The server's say on a new password (register, reset, change): zxcvbn score ≥ 3 against the
 * common and Spanish dictionaries and the member's own names, email and username
 * (shared/password-strength.ts). 400 with the Spanish reason otherwise.
 */
export async function requireStrongPassword(
  password: string,
  owner: { firstName?: string; lastName?: string; email?: string; username?: string },
): Promise<void> {
  const verdict = await judgePassword(password, personalWords(owner));
  if (!verdict.ok) throw badRequest(verdict.message);
}
