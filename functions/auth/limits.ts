/**
 * Per-account limits of the accounts flows (docs/security.md "Rate limits"), on top of the per-IP
 * limits of the route table. A window is in seconds. The rule (ASVS 5.0 6.3.1): slow the
 * attacker, never the owner. Only failures count, a client is refused only for its own failures,
 * and what many clients do together to one account can slow it or coalesce its emails, never lock
 * its owner out.
 */
export const LOGIN_LIMITS = {
  /**
   * Wrong passwords for one account from one client (email + the client's rate-limit key): past
   * this, that client gets 429 for that account until the window ends. Shared with the current
   * password asked on sensitive changes.
   */
  perClient: { limit: 10, windowSeconds: 15 * 60 },
  /**
   * Wrong passwords for one account from every client together: past `slowAfter`, every login
   * answer for that email waits `delayMs` first (right or wrong password, known or unknown email,
   * so the wait says nothing). A distributed guesser is slowed; the owner still gets in.
   */
  perAccount: { slowAfter: 20, windowSeconds: 15 * 60, delayMs: 2000 },
} as const;

export const RECOVERY_LIMITS = {
  /** Forgot-password and forgot-username requests for one email from one client: past it, 429. */
  perClient: { limit: 5, windowSeconds: 60 * 60 },
  /**
   * Emails one address receives from one recovery flow: past this per minute, the answer is the
   * same but no new email goes out (the ones sent seconds before are still valid for an hour).
   * The inbox cannot be flooded, and no one can keep the owner from a working link.
   */
  emailsPerAddress: { limit: 2, windowSeconds: 60 },
} as const;

export const EMAIL_LIMITS = {
  register: { limit: 5, windowSeconds: 60 * 60 },
} as const;

/** The second-factor step of a login: wrong codes per pending login before it is void. */
export const MFA_LOGIN_ATTEMPTS = 5;

/**
 * Wrong second-factor codes for one account, from every address and every step that takes a code
 * (the login's second step, turning MFA off, sensitive changes, account deletion): past `failures`
 * within `windowSeconds` of the first, every code, right or wrong, is answered 429 for
 * `lockSeconds`, and the owner is told by email once. A pending login's own 5 tries do not stop a
 * guesser who starts a new login each time; this count does.
 */
export const MFA_ACCOUNT_LIMITS = {
  failures: 10,
  windowSeconds: 60 * 60,
  lockSeconds: 15 * 60,
} as const;
