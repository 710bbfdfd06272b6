/**
 * Per-account rate limits of the accounts flows (DESIGN.md "Rate limits"), counted by email on top
 * of the per-IP limits of the route table. A window is in seconds.
 */
export const EMAIL_LIMITS = {
  login: { limit: 10, windowSeconds: 15 * 60 },
  register: { limit: 5, windowSeconds: 60 * 60 },
  recovery: { limit: 5, windowSeconds: 60 * 60 },
} as const;
