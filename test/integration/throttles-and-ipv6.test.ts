import { afterEach, describe, expect, it } from 'vitest';
import { handler as checkUsername } from '../../functions/auth/handlers/check-username.ts';
import { handler as register } from '../../functions/auth/handlers/register.ts';
import { handler as webinars } from '../../functions/webinars/handlers/list.ts';
import { ROUTES } from '../../functions/routes.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { VIEWER_IP_HEADER } from '../../shared/security-headers.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { onTableCall } from '../support/faults.ts';
import { newAccount } from '../support/users.ts';

/** An error as DynamoDB's SDK raises it (name is what the service's __type says). */
function dynamoError(name: string, extra: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(`${name}: the table is busy`), {
    name,
    $fault: 'client',
    ...extra,
  });
}

const disarms: (() => void)[] = [];
afterEach(() => disarms.splice(0).forEach((disarm) => disarm()));

describe('a throttled table answers like an outage: Spanish 503 with Retry-After', () => {
  it.each([
    'ProvisionedThroughputExceededException',
    'ThrottlingException',
    'RequestLimitExceeded',
  ])('%s on a read', async (name) => {
    disarms.push(
      onTableCall({ command: /Query|GetItem/, when: 'before' }, async () => {
        throw dynamoError(name);
      }),
    );
    const answer = await webinars(apiEvent({ path: '/api/webinars' }));
    expect(answer.statusCode).toBe(503);
    expect(answer.headers?.['retry-after']).toBe('5');
    expect(jsonBody(answer)).toEqual({ message: MESSAGES.unavailable });
  });

  it('a transaction cancelled only because an item was throttled', async () => {
    disarms.push(
      onTableCall({ command: /TransactWriteItems/, when: 'before' }, async () => {
        throw dynamoError('TransactionCanceledException', {
          CancellationReasons: [{ Code: 'None' }, { Code: 'ThrottlingError' }, { Code: 'None' }],
        });
      }),
    );
    const account = newAccount();
    const answer = await register(
      apiEvent({
        method: 'POST',
        path: '/api/auth/register',
        body: account,
        sourceIp: '192.0.2.200',
      }),
    );
    expect(answer.statusCode).toBe(503);
    expect(answer.headers?.['retry-after']).toBe('5');
  });

  it('but a transaction refused by a condition is still the route’s own answer, not a 503', async () => {
    disarms.push(
      onTableCall({ command: /TransactWriteItems/, when: 'before' }, async () => {
        throw dynamoError('TransactionCanceledException', {
          CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'ThrottlingError' }],
        });
      }),
    );
    const answer = await register(
      apiEvent({
        method: 'POST',
        path: '/api/auth/register',
        body: newAccount(),
        sourceIp: '192.0.2.201',
      }),
    );
    // The register reads the first refused marker as taken (here the username's).
    expect(answer.statusCode).toBe(409);
  });
});

describe('per-IP limits count an IPv6 viewer by its /64', () => {
  const limit = ROUTES.find((r) => r.path === '/api/auth/check-username/{username}')!.rateLimit!;
  const ask = (viewerIp: string) =>
    checkUsername(
      apiEvent({
        path: '/api/auth/check-username/alguien',
        pathParameters: { username: 'alguien' },
        headers: { [VIEWER_IP_HEADER]: viewerIp },
      }),
    );

  it('rotating addresses inside one /64 does not buy more requests', async () => {
    // The counter is per fixed window: a run that crosses into the next window starts a fresh
    // count, so it is run again (with another /64) until one fits inside one window.
    const windowNow = () => Math.floor(Date.now() / 1000 / limit.windowSeconds);
    let prefix = '';
    let refused: Awaited<ReturnType<typeof ask>> | undefined;
    for (let attempt = 0; attempt < 3; attempt++) {
      prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1a66`;
      const started = windowNow();
      for (let i = 1; i <= limit.perIp; i++) {
        expect((await ask(`${prefix}::${i.toString(16)}`)).statusCode).toBe(200);
      }
      refused = await ask(`${prefix}:ffff:ffff:ffff:ffff`);
      if (windowNow() === started) break;
    }
    expect(refused?.statusCode).toBe(429);
    // The next /64 is someone else.
    expect((await ask(`${prefix.slice(0, -1)}7::1`)).statusCode).toBe(200);
  });

  it('an IPv4 address seen as ::ffff:a.b.c.d is the same client as a.b.c.d', async () => {
    const ip = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    for (let i = 1; i <= limit.perIp; i++) {
      const answer = await ask(i % 2 === 0 ? ip : `::ffff:${ip}`);
      expect(answer.statusCode).toBe(200);
    }
    expect((await ask(ip)).statusCode).toBe(429);
  });
});
