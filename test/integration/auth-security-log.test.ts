/**
 * Security events: one structured line per event from a fixed vocabulary, emails masked, never a
 * password, token, code or session hash. The events of the MFA, password, session and email-change
 * flows are also checked in their own test files; this one walks the rest.
 */
import { describe, expect, it } from 'vitest';
import { handler as endOtherSessions } from '../../functions/auth/handlers/end-other-sessions.ts';
import { handler as forgotPassword } from '../../functions/auth/handlers/forgot-password.ts';
import { handler as login } from '../../functions/auth/handlers/login.ts';
import { handler as resetPassword } from '../../functions/auth/handlers/reset-password.ts';
import { handler as listActivity } from '../../functions/pro/handlers/list-activity.ts';
import { maskEmail, SECURITY_EVENTS } from '../../functions/commons/security-log.ts';
import { apiEvent } from '../support/events.ts';
import { captureLogs } from '../support/logs.ts';
import { createUser, randomIp, signIn } from '../support/users.ts';

describe('security events', () => {
  it('masks emails: first letters and the top-level domain only', () => {
    expect(maskEmail('ana.perez@example.com')).toBe('a***@e***.com');
    expect(maskEmail('x@y')).toBe('x***@y***');
    expect(maskEmail('sin-arroba')).toBe('***');
  });

  it('logs logins, refusals, recovery and revocations by name, with nothing secret in them', async () => {
    const account = await createUser();
    const { cookie } = await signIn(account);
    const token = cookie.slice('sid='.length);
    const client = randomIp();
    const post = (
      path: string,
      body: unknown,
      extra: { cookies?: string[]; headers?: Record<string, string>; sourceIp?: string } = {},
    ) => apiEvent({ method: 'POST', path, body, sourceIp: client, ...extra });

    const { logs } = await captureLogs(async () => {
      await login(post('/api/auth/login', { email: account.email, password: 'No-es-la-clave-1' }));
      await login(post('/api/auth/login', { email: account.email, password: account.password }));
      await login(
        post(
          '/api/auth/login',
          { email: account.email, password: account.password },
          { headers: { origin: 'https://evil.example' } },
        ),
      );
      await listActivity(apiEvent({ path: '/api/pro/activity', cookies: [cookie] }));
      await forgotPassword(post('/api/auth/forgot-password', { email: account.email }));
      const ip = randomIp();
      for (let i = 0; i < 11; i++) {
        await resetPassword(post('/api/auth/reset-password', {}, { sourceIp: ip }));
      }
      await endOtherSessions(
        apiEvent({
          method: 'DELETE',
          path: '/api/auth/sessions',
          cookies: [cookie],
          sourceIp: client,
        }),
      );
    });
    const events = logs.filter((l) => typeof l.securityEvent === 'string');
    const names = events.map((l) => l.securityEvent);
    expect(names).toEqual(
      expect.arrayContaining([
        'login.failed',
        'login.succeeded',
        'origin.refused',
        'access.denied',
        'password.reset-requested',
        'rate-limit.exceeded',
        'session.revoked',
      ]),
    );
    for (const line of events) {
      expect(SECURITY_EVENTS).toContain(line.securityEvent);
      expect(line.message).toBe(`security: ${String(line.securityEvent)}`);
      if (line.email !== undefined) expect(line.email).toMatch(/^.\*\*\*@.\*\*\*\.[a-z]+$/);
    }
    expect(events.find((l) => l.securityEvent === 'login.failed')).toMatchObject({
      email: maskEmail(account.email),
      client,
    });
    expect(events.find((l) => l.securityEvent === 'origin.refused')).toMatchObject({
      route: 'POST /api/auth/login',
    });
    expect(events.find((l) => l.securityEvent === 'rate-limit.exceeded')).toMatchObject({
      route: 'POST /api/auth/reset-password',
    });
    const all = JSON.stringify(logs);
    for (const secret of [account.email, account.password, 'No-es-la-clave-1', token]) {
      expect(all).not.toContain(secret);
    }
  }, 60_000);
});
