import { useCallback, useEffect, useRef, useState } from 'react';
import { apiJson } from '@/lib/api-client';
import type { UsernameAvailability } from '@shared/api/auth';
import { AUTH_LIMITS, USERNAME_PATTERN } from '@shared/api/auth-texts';

/** GET /api/auth/check-username/{username} */
function checkUsername(username: string): Promise<UsernameAvailability> {
  return apiJson<UsernameAvailability>(
    'GET',
    `/api/auth/check-username/${encodeURIComponent(username)}`,
  );
}

/** Unknown, checking, available, taken. */
export type Availability = 'unknown' | 'checking' | 'available' | 'taken';

/** Re-checked 500 ms after the last keystroke. */
const USERNAME_CHECK_DELAY_MS = 500;

/** Can this text be checked at all (3+ characters of the allowed set)? */
function isCheckable(username: string): boolean {
  return username.length >= AUTH_LIMITS.usernameMin && USERNAME_PATTERN.test(username);
}

/** One check of a username: its answer, or unknown when the check itself failed. */
async function availabilityOf(username: string): Promise<Availability> {
  try {
    const { available } = await checkUsername(username);
    return available ? 'available' : 'taken';
  } catch (error) {
    console.error('No se pudo verificar el nombre de usuario', error);
    return 'unknown';
  }
}

/**
 * Live availability of a username: back to unknown on every change, checked 500 ms after the last
 * change when it has 3 or more characters. A failed check is only logged: it stays unknown.
 * `settle` answers for the text now in the field without waiting for the delay: the pending check
 * when one runs, else a new one (a fast submit, an autofilled form).
 */
export function useUsernameAvailability(value: string): {
  availability: Availability;
  settle: (username: string) => Promise<Availability>;
} {
  const username = value.trim();
  const [result, setResult] = useState<{ username: string; state: Availability }>({
    username: '',
    state: 'unknown',
  });
  /** The check running or done for one text (shared by the timer and a submit). */
  const checks = useRef(new Map<string, Promise<Availability>>());

  const check = useCallback((name: string): Promise<Availability> => {
    let pending = checks.current.get(name);
    if (!pending) {
      pending = availabilityOf(name);
      checks.current.set(name, pending);
      // A failed check may be tried again.
      void pending.then((state) => state === 'unknown' && checks.current.delete(name));
    }
    return pending;
  }, []);

  useEffect(() => {
    if (!isCheckable(username) || username.length > AUTH_LIMITS.usernameMax) return;
    let current = true;
    const timer = setTimeout(() => {
      setResult({ username, state: 'checking' });
      void check(username).then((state) => {
        if (current) setResult({ username, state });
      });
    }, USERNAME_CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [username, check]);

  const settle = useCallback(
    async (name: string): Promise<Availability> => {
      const trimmed = name.trim();
      if (!isCheckable(trimmed) || trimmed.length > AUTH_LIMITS.usernameMax) return 'unknown';
      const state = await check(trimmed);
      setResult({ username: trimmed, state });
      return state;
    },
    [check],
  );

  // A result for another text than the one in the field is no result.
  return { availability: result.username === username ? result.state : 'unknown', settle };
}
