import '../support/fault-dynamo-env.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DB_AWS_TIMEOUT_MS, DB_CLIENT_LIMITS } from '../../functions/commons/db.ts';
import { handler as getUser } from '../../functions/auth/handlers/get-user.ts';
import { handler as login } from '../../functions/auth/handlers/login.ts';
import { handler as register } from '../../functions/auth/handlers/register.ts';
import { handler as health } from '../../functions/platform/handlers/health.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import {
  FAULT_DYNAMODB_ENDPOINT,
  FaultDynamo,
  lambdaTimeoutMs,
  onTableCall,
} from '../support/faults.ts';
import { scanTable } from '../support/table.ts';
import { newAccount, randomIp, signedInUser, type TestAccount } from '../support/users.ts';

/**
 * The table goes away while the API runs. This file has its own DynamoDB Local (data on disk) that
 * it kills, freezes and starts again; the handlers are imported once and never again, as a warm
 * Lambda keeps them.
 */
const table = new FaultDynamo();
beforeAll(() => table.start(), 60_000);
afterEach(() => table.thaw());
afterAll(() => table.dispose());

const call = {
  user: (cookie: string) => getUser(apiEvent({ path: '/api/auth/user', cookies: [cookie] })),
  login: (account: TestAccount) =>
    login(
      apiEvent({
        method: 'POST',
        path: '/api/auth/login',
        body: { email: account.email, password: account.password },
        sourceIp: randomIp(),
      }),
    ),
  register: (account: TestAccount) =>
    register(
      apiEvent({ method: 'POST', path: '/api/auth/register', body: account, sourceIp: randomIp() }),
    ),
  health: () => health(apiEvent({ path: '/api/health' })),
};

/** A handler's answer and how long it took. */
async function timed<T>(work: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = Date.now();
  const answer = await work();
  return { answer, ms: Date.now() - started };
}

/** The account's items in the table (profile, email and username markers), as "pk|sk". */
async function accountKeys(account: TestAccount): Promise<string[]> {
  const email = account.email.toLowerCase();
  const markers = [`EMAIL#${email}`, `USERNAME#${account.username.toLowerCase()}`];
  return (await scanTable())
    .filter(
      (item) =>
        markers.includes(String(item.pk)) || (item.sk === 'PROFILE' && item.email === email),
    )
    .map((item) => `${String(item.pk)}|${String(item.sk)}`)
    .sort();
}

describe('the table stopped mid-run', () => {
  it('answers 503 in Spanish at once, then the same handlers answer again when it is back', async () => {
    expect(process.env.DYNAMODB_ENDPOINT).toBe(FAULT_DYNAMODB_ENDPOINT);
    const { account, cookie } = await signedInUser();
    expect((await call.user(cookie)).statusCode).toBe(200);

    await table.stop();

    const newcomer = newAccount();
    const answers = {
      user: await timed(() => call.user(cookie)),
      login: await timed(() => call.login(account)),
      register: await timed(() => call.register(newcomer)),
    };
    for (const { answer, ms } of Object.values(answers)) {
      expect(answer.statusCode).toBe(503);
      expect(jsonBody(answer)).toEqual({ message: MESSAGES.unavailable });
      expect(answer.headers?.['retry-after']).toBe('5');
      // Connection refused: no waiting for timeouts, let alone the Lambda's.
      expect(ms).toBeLessThan(3000);
    }
    const down = await call.health();
    expect(down.statusCode).toBe(503);
    expect(jsonBody(down)).toEqual({ ok: false });

    await table.start();

    // The same imported handlers, with the same SDK clients: no restart of the API.
    expect((await call.health()).statusCode).toBe(200);
    const user = await call.user(cookie);
    expect(user.statusCode).toBe(200);
    expect(jsonBody(user)).toMatchObject({ email: account.email, username: account.username });
    expect((await call.login(account)).statusCode).toBe(200);
    // The registration refused during the outage left nothing behind: it goes through now.
    expect(await accountKeys(newcomer)).toEqual([]);
    expect((await call.register(newcomer)).statusCode).toBe(201);
    expect(await accountKeys(newcomer)).toHaveLength(3);
  }, 60_000);

  it('leaves no half-written account when the table dies in the middle of a registration', async () => {
    const account = newAccount();
    // The table answers the "is the email taken?" read, then dies while the password is hashed:
    // the profile and its two markers are due in the transaction that follows.
    const disarm = onTableCall({ command: /BatchGet/, when: 'after' }, () => table.stop());
    let answer;
    try {
      answer = await call.register(account);
    } finally {
      disarm();
    }
    expect(answer.statusCode).toBe(503);
    expect(jsonBody(answer)).toEqual({ message: MESSAGES.unavailable });

    await table.start();
    expect(await accountKeys(account)).toEqual([]);
    expect((await call.register(account)).statusCode).toBe(201);
    expect(await accountKeys(account)).toHaveLength(3);
    expect((await call.login(account)).statusCode).toBe(200);
  }, 60_000);
});

describe('the table frozen (connections accepted, never answered)', () => {
  it('answers 503 in Spanish within the SDK limits, well inside the Lambda timeout', async () => {
    // The limit in force is AWS's (fault-dynamo-env.ts), not the lenient one of the emulators.
    expect(DB_CLIENT_LIMITS.socketTimeoutMs).toBe(DB_AWS_TIMEOUT_MS);
    const { cookie } = await signedInUser();
    table.freeze();
    const { answer, ms } = await timed(() => call.user(cookie));
    table.thaw();

    expect(answer.statusCode).toBe(503);
    expect(jsonBody(answer)).toEqual({ message: MESSAGES.unavailable });
    const budget = DB_CLIENT_LIMITS.maxAttempts * DB_CLIENT_LIMITS.socketTimeoutMs + 1000;
    expect(ms).toBeGreaterThanOrEqual(DB_CLIENT_LIMITS.socketTimeoutMs);
    expect(ms).toBeLessThan(budget);
    expect(budget).toBeLessThan(lambdaTimeoutMs('GET', '/api/auth/user') - 2000);

    expect((await call.user(cookie)).statusCode).toBe(200);
  }, 30_000);
});
