import { useEffect, useState } from 'react';
import { apiJson } from '@/lib/api-client';
import { AUTH_LIMITS, USERNAME_PATTERN, type UsernameAvailability } from '@shared/api/auth';

/** GET /api/auth/check-username/{username} */
function checkUsername(username: string): Promise<UsernameAvailability> {
  return apiJson<UsernameAvailability>(
    'GET',
    `/api/auth/check-username/${encodeURIComponent(username)}`,
  );
}

/** Spec 01 §4: unknown, checking, available, taken. */
export type Availability = 'unknown' | 'checking' | 'available' | 'taken';

/** Spec 01 §9: re-checked 500 ms after the last keystroke. */
const USERNAME_CHECK_DELAY_MS = 500;

/** Can this text be checked at all (3+ characters of the allowed set)? */
function isCheckable(username: string): boolean {
  return username.length >= AUTH_LIMITS.usernameMin && USERNAME_PATTERN.test(username);
}

/**
 * Live availability of a username: back to unknown on every change, checked 500 ms after the last
 * change when it has 3 or more characters. A failed check is only logged: it stays unknown.
 */
export function useUsernameAvailability(value: string): Availability {
  const username = value.trim();
  const [result, setResult] = useState<{ username: string; state: Availability }>({
    username: '',
    state: 'unknown',
  });

  useEffect(() => {
    if (!isCheckable(username) || username.length > AUTH_LIMITS.usernameMax) return;
    let current = true;
    const timer = setTimeout(() => {
      setResult({ username, state: 'checking' });
      checkUsername(username)
        .then(({ available }) => {
          if (current) setResult({ username, state: available ? 'available' : 'taken' });
        })
        .catch((error: unknown) => {
          console.error('No se pudo verificar el nombre de usuario', error);
          if (current) setResult({ username, state: 'unknown' });
        });
    }, USERNAME_CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [username]);

  // A result for another text than the one in the field is no result.
  return result.username === username ? result.state : 'unknown';
}
