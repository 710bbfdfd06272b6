import { logger } from './logger.ts';

/**
 * Security events (ASVS 5.0 16.3.1-16.3.3): one structured log line per event, from a fixed
 * vocabulary, so alarms and searches can rely on the names. Never a password, token, code, secret
 * or session hash; an email only masked (`a***@e***.com`), enough to tell accounts apart in an
 * investigation without putting the address itself in the logs.
 */
export const SECURITY_EVENTS = [
  'login.succeeded',
  'login.failed',
  'login.mfa-required',
  'login.refused', // too many failures from this client for this account (429)
  'login.slowed', // many failures for this account from everywhere: answers delayed, not refused
  'mfa.succeeded',
  'mfa.failed',
  'mfa.locked', // too many wrong codes for the account from everywhere: every code refused a while
  'mfa.recovery-code-used',
  'mfa.enabled',
  'mfa.disabled',
  'reauth.failed', // a wrong current password on a sensitive change
  'email-change.requested',
  'email-change.confirmed',
  'password.changed',
  'password.reset-requested',
  'password.reset',
  'session.revoked',
  'session.rejected', // a cookie that no longer opens a session (expired, idle, revoked, old password)
  'rate-limit.exceeded',
  'origin.refused',
  'access.denied',
  'account.export-requested',
  'account.exported',
  'account.delete-requested',
  'account.deleted',
] as const;

export type SecurityEvent = (typeof SECURITY_EVENTS)[number];

export interface SecurityFields {
  userId?: string;
  /** Logged masked. */
  email?: string;
  /** The client's rate-limit key (its address, or its IPv6 /64). */
  client?: string;
  route?: string;
  reason?: string;
  /** The public id of a session (never its token or hash). */
  sessionId?: string;
  count?: number;
}

/** `ana.perez@example.com` -> `a***@e***.com`: first letters and the top-level domain only. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local[0]}***@${host[0] ?? ''}***${tld}`;
}

/** Log one security event. Failures and refusals are warnings; the rest information. */
export function securityEvent(event: SecurityEvent, fields: SecurityFields = {}): void {
  const { email, ...rest } = fields;
  const line = {
    securityEvent: event,
    ...rest,
    ...(email !== undefined ? { email: maskEmail(email) } : {}),
  };
  if (WARNINGS.has(event)) logger.warn(`security: ${event}`, line);
  else logger.info(`security: ${event}`, line);
}

const WARNINGS = new Set<SecurityEvent>([
  'login.failed',
  'login.refused',
  'login.slowed',
  'mfa.failed',
  'mfa.locked', // too many wrong codes for the account from everywhere: every code refused a while
  'reauth.failed',
  'session.rejected',
  'rate-limit.exceeded',
  'origin.refused',
  'access.denied',
]);
