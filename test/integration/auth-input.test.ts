import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler as register } from '../../functions/auth/handlers/register.ts';
import { handler as login } from '../../functions/auth/handlers/login.ts';
import { handler as forgotPassword } from '../../functions/auth/handlers/forgot-password.ts';
import { handler as forgotUsername } from '../../functions/auth/handlers/forgot-username.ts';
import { handler as resetPassword } from '../../functions/auth/handlers/reset-password.ts';
import { AUTH_MESSAGES } from '../../shared/api/auth.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { apiEvent, jsonBody, type EventInput } from '../support/events.ts';
import { dataKeys } from '../support/table.ts';
import { newAccount, randomIp } from '../support/users.ts';

type Handler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

/** Every Spanish message the API may answer with. */
const KNOWN_MESSAGES = new Set<string>([
  ...Object.values(AUTH_MESSAGES),
  ...Object.values(MESSAGES),
]);

const POST_ROUTES: [string, Handler][] = [
  ['/api/auth/register', register],
  ['/api/auth/login', login],
  ['/api/auth/forgot-password', forgotPassword],
  ['/api/auth/forgot-username', forgotUsername],
  ['/api/auth/reset-password', resetPassword],
];

/** Malformed requests every POST route must refuse with a 4xx. */
const MALFORMED: [string, Omit<EventInput, 'path'>][] = [
  ['no body', {}],
  ['an empty object', { body: {} }],
  ['invalid JSON', { rawBody: '{"email": "a@example.com",' }],
  ['JSON null', { rawBody: 'null' }],
  ['a JSON array', { body: [{ email: 'a@example.com' }] }],
  ['a JSON string', { body: 'a@example.com' }],
  ['wrong types', { body: { email: 42, password: true, token: [], newPassword: {} } }],
  ['a 1 MB body', { rawBody: JSON.stringify({ email: `${'a'.repeat(1024 * 1024)}@example.com` }) }],
  [
    'form encoding',
    {
      rawBody: 'email=a%40example.com',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
  ],
  [
    'text/plain',
    { rawBody: '{"email":"a@example.com"}', headers: { 'content-type': 'text/plain' } },
  ],
];

async function expectRefused(result: APIGatewayProxyStructuredResultV2, what: string) {
  expect(result.statusCode, what).toBeGreaterThanOrEqual(400);
  expect(result.statusCode, what).toBeLessThan(500);
  const { message } = jsonBody<{ message: string }>(result);
  expect(KNOWN_MESSAGES.has(message), `${what}: "${message}"`).toBe(true);
}

describe('bad input on the accounts API: 4xx with a Spanish message, nothing written', () => {
  it.each(POST_ROUTES)('%s refuses malformed requests', async (path, handler) => {
    const before = await dataKeys();
    for (const [what, input] of MALFORMED) {
      const result = await handler(
        apiEvent({ method: 'POST', path, sourceIp: randomIp(), ...input }),
      );
      await expectRefused(result, `${path} with ${what}`);
    }
    expect(await dataKeys()).toEqual(before);
  });

  it('answers the status each kind of bad request deserves', async () => {
    const call = (input: Omit<EventInput, 'path'>) =>
      register(
        apiEvent({ method: 'POST', path: '/api/auth/register', sourceIp: randomIp(), ...input }),
      );
    expect((await call({ rawBody: '{' })).statusCode).toBe(400);
    expect(jsonBody(await call({ rawBody: '{' }))).toEqual({ message: MESSAGES.invalidJson });
    expect((await call({ rawBody: 'x'.repeat(1024 * 1024) })).statusCode).toBe(413);
    expect(
      (await call({ rawBody: '{}', headers: { 'content-type': 'text/plain' } })).statusCode,
    ).toBe(415);
    expect(jsonBody(await call({ body: null }))).toEqual({ message: AUTH_MESSAGES.invalidRequest });
  });

  it('register names the first problem of each field in Spanish', async () => {
    const base = newAccount();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, firstName: undefined }, AUTH_MESSAGES.firstNameRequired],
      [{ ...base, lastName: '' }, AUTH_MESSAGES.lastNameRequired],
      [{ ...base, email: undefined }, AUTH_MESSAGES.emailRequired],
      [{ ...base, email: 'ana@' }, AUTH_MESSAGES.emailInvalid],
      [{ ...base, username: 'ab' }, AUTH_MESSAGES.usernameTooShort],
      [{ ...base, username: 'a'.repeat(31) }, AUTH_MESSAGES.usernameTooLong],
      [{ ...base, username: 'ana maría' }, AUTH_MESSAGES.usernameFormat],
      [{ ...base, password: undefined }, AUTH_MESSAGES.passwordRequired],
      [{ ...base, password: '1234567' }, AUTH_MESSAGES.passwordTooShort],
      // Guessable (zxcvbn score < 3): the common and Spanish dictionaries, and the member's own
      // names. The message starts the same and says why.
      ...['Password1!', 'qwerty12345', 'corvette', 'Contraseña123', 'AnaPerez2024'].map(
        (password): [Record<string, unknown>, string] => [
          { ...base, password },
          expect.stringMatching(
            new RegExp(`^${AUTH_MESSAGES.passwordWeak.replace(/[.]/g, '\\.')} \\S`),
          ),
        ],
      ),
      [{ ...base, password: 'x'.repeat(129) }, AUTH_MESSAGES.passwordTooLong],
      [{ ...base, firstName: 42 }, AUTH_MESSAGES.invalidRequest],
    ];
    const before = await dataKeys();
    for (const [body, message] of cases) {
      const result = await register(
        apiEvent({ method: 'POST', path: '/api/auth/register', body, sourceIp: randomIp() }),
      );
      expect(result.statusCode).toBe(400);
      expect(jsonBody(result)).toEqual({ message });
    }
    expect(await dataKeys()).toEqual(before);
  });

  it('refuses odd Unicode: invisible, control, bidi-override and lone-surrogate characters', async () => {
    const base = newAccount();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, username: 'ana\u200bperez' }, AUTH_MESSAGES.usernameFormat], // zero-width space
      [{ ...base, username: 'аna_perez' }, AUTH_MESSAGES.usernameFormat], // Cyrillic а
      [{ ...base, username: 'ＡＮＡ＿ＰＥＲＥＺ' }, AUTH_MESSAGES.usernameFormat], // full-width
      [{ ...base, firstName: 'Ana\u0000' }, AUTH_MESSAGES.nameInvalid],
      [{ ...base, firstName: 'Ana\u202Eetsil' }, AUTH_MESSAGES.nameInvalid],
      [{ ...base, lastName: 'P\uD800rez' }, AUTH_MESSAGES.nameInvalid],
      [{ ...base, lastName: '<script>' }, AUTH_MESSAGES.nameInvalid],
      [{ ...base, email: 'ana\u200b@example.com' }, AUTH_MESSAGES.emailInvalid],
    ];
    const before = await dataKeys();
    for (const [body, message] of cases) {
      const result = await register(
        apiEvent({ method: 'POST', path: '/api/auth/register', body, sourceIp: randomIp() }),
      );
      expect(result.statusCode, JSON.stringify(body)).toBe(400);
      expect(jsonBody(result)).toEqual({ message });
    }
    // A raw lone surrogate escaped in JSON text is refused too.
    const raw = JSON.stringify({ ...base, firstName: 'X' }).replace('"X"', '"\\udc00"');
    const result = await register(
      apiEvent({ method: 'POST', path: '/api/auth/register', rawBody: raw, sourceIp: randomIp() }),
    );
    expect(result.statusCode).toBe(400);
    expect(await dataKeys()).toEqual(before);
  });

  it('accepts accented names in composed or decomposed form, stored as NFC', async () => {
    const account = newAccount({ firstName: 'Jose\u0301', lastName: 'Nu\u0301n\u0303ez' });
    const result = await register(
      apiEvent({ method: 'POST', path: '/api/auth/register', body: account, sourceIp: randomIp() }),
    );
    expect(result.statusCode).toBe(201);
    const loggedIn = await login(
      apiEvent({
        method: 'POST',
        path: '/api/auth/login',
        body: { email: account.email, password: account.password },
        sourceIp: randomIp(),
      }),
    );
    expect(
      jsonBody<{ user: { firstName: string; lastName: string } }>(loggedIn).user,
    ).toMatchObject({
      firstName: 'José',
      lastName: 'Núñez',
    });
  });
});
