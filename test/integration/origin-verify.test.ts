import { ORIGIN_VERIFY_SECRET_ARN as SECRET_ARN } from '../support/origin-verify-env.ts';
import { CloudFrontKeyValueStoreClient } from '@aws-sdk/client-cloudfront-keyvaluestore';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handler as health } from '../../functions/platform/handlers/health.ts';
import { ORIGIN_VERIFY_REFRESH_MS } from '../../functions/commons/origin-verify.ts';
import { SECRET_MAX_AGE_SECONDS } from '../../functions/commons/secrets.ts';
import { rotate, type RotationDeps } from '../../functions/rotation/origin-verify.ts';
import { ORIGIN_VERIFY_KVS_KEY } from '../../functions/rotation/origin-verify-key.ts';
import { apiRequestCode } from '../../infra/constructs/static-site.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { ORIGIN_VERIFY_HEADER, VIEWER_IP_HEADER } from '../../shared/security-headers.ts';
import { FakeKeyValueStore, FakeSecretsManager } from '../support/aws-secrets-fake.ts';
import { apiEvent } from '../support/events.ts';

/**
 * The origin-verify value end to end, as in AWS: the secret in Secrets Manager, the value in
 * CloudFront's key-value store, the viewer-request function that reads it (the stack's own code),
 * the rotation function, and a route's origin check. Both AWS services are faked at their HTTP
 * edge (msw); the route runs on DynamoDB Local.
 */
const KVS_ARN = 'arn:aws:cloudfront::123456789012:key-value-store/0123abcd-test';
const FIRST = 'FirstValueFirstValueFirstValueFirstValue12345678';
const secrets = new FakeSecretsManager();
const store = new FakeKeyValueStore();
const server = setupServer(secrets.handler, ...store.handlers);
const deps: RotationDeps = {
  secrets: new SecretsManagerClient({ region: 'us-east-1' }),
  kvs: new CloudFrontKeyValueStoreClient({ region: 'us-east-1' }),
  kvsArn: KVS_ARN,
};

beforeAll(() => {
  // Only AWS's own hosts are faked; DynamoDB Local is real.
  server.listen({
    onUnhandledRequest: (request, print) => {
      if (!new URL(request.url).hostname.match(/^(127\.0\.0\.1|localhost)$/)) print.error();
    },
  });
  // As CloudFormation creates it: {"current": <generated>}.
  secrets.create(SECRET_ARN, JSON.stringify({ current: FIRST }));
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => vi.advanceTimersByTime(0));
afterAll(() => {
  vi.useRealTimers();
  server.close();
});

/** What the viewer-request function (infra/constructs/static-site.ts) sends to the API. */
async function atTheEdge(
  clientHeaders: Record<string, string> = {},
): Promise<Record<string, string>> {
  const code = apiRequestCode('0123abcd-test').replace("import cf from 'cloudfront';", '');
  const cf = {
    kvs: () => ({
      get: async (key: string) => {
        const value = store.values.get(key);
        if (value === undefined) throw new Error('key not found');
        return value;
      },
    }),
  };
  const handler = new Function('cf', `${code}; return handler;`)(cf) as (
    event: unknown,
  ) => Promise<{
    headers: Record<string, { value: string }>;
  }>;
  const headers = Object.fromEntries(
    Object.entries(clientHeaders).map(([name, value]) => [name, { value }]),
  );
  const request = await handler({ request: { headers }, viewer: { ip: '198.51.100.4' } });
  return Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, v.value]));
}

async function call(headers: Record<string, string>): Promise<number> {
  const answer = await health(apiEvent({ path: '/api/health', headers }));
  if (answer.statusCode === 403) {
    expect(JSON.parse(answer.body!).message).toBe(MESSAGES.directAccess);
  }
  return answer.statusCode!;
}

async function rotation(token: string): Promise<void> {
  for (const step of ['createSecret', 'setSecret', 'testSecret', 'finishSecret'] as const) {
    await rotate({ SecretId: SECRET_ARN, ClientRequestToken: token, Step: step }, deps);
  }
}

const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe('origin verify: only CloudFront may call the API, and a rotation never locks users out', () => {
  it('refuses a request without the value, or with another, before the first rotation', async () => {
    const edge = await atTheEdge({ [ORIGIN_VERIFY_HEADER]: FIRST });
    // The client's own header never passes: the store is empty, so none is sent.
    expect(edge[ORIGIN_VERIFY_HEADER]).toBeUndefined();
    expect(edge[VIEWER_IP_HEADER]).toBe('198.51.100.4');
    expect(await call(edge)).toBe(403);
    expect(await call({ [ORIGIN_VERIFY_HEADER]: 'x'.repeat(48) })).toBe(403);
  });

  it('accepts the value once the rotation has put it in the key-value store', async () => {
    later(ORIGIN_VERIFY_REFRESH_MS);
    await rotation('token-1');
    const current = JSON.parse(secrets.current(SECRET_ARN)!) as {
      current: string;
      previous: string;
    };
    expect(current.previous).toBe(FIRST);
    expect(current.current).not.toBe(FIRST);
    expect(store.values.get(ORIGIN_VERIFY_KVS_KEY)).toBe(current.current);
    // The key-value store API takes SigV4a only.
    expect(store.signatures.every((s) => s.startsWith('AWS4-ECDSA-P256-SHA256'))).toBe(true);

    const edge = await atTheEdge({ [ORIGIN_VERIFY_HEADER]: 'forged-by-the-client' });
    expect(edge[ORIGIN_VERIFY_HEADER]).toBe(current.current);
    // The function's cached copy predates the rotation: it reads the secret again once.
    expect(await call(edge)).toBe(200);
    // An edge still sending the value before the rotation is served too.
    expect(await call({ [ORIGIN_VERIFY_HEADER]: FIRST })).toBe(200);
  });

  it('reads the secret again for an unknown value at most every few seconds', async () => {
    const before = secrets.reads.length;
    for (let i = 0; i < 5; i++) {
      expect(await call({ [ORIGIN_VERIFY_HEADER]: `forged-${i}`.padEnd(48, 'z') })).toBe(403);
    }
    expect(secrets.reads.length - before).toBeLessThanOrEqual(1);
  });

  it('drops the value two rotations old, and retried rotation steps change nothing', async () => {
    await rotation('token-2');
    await rotation('token-2'); // Secrets Manager may run a step again
    const { current, previous } = JSON.parse(secrets.current(SECRET_ARN)!) as Record<
      string,
      string
    >;
    expect(store.values.get(ORIGIN_VERIFY_KVS_KEY)).toBe(current);
    later(SECRET_MAX_AGE_SECONDS * 1000 + ORIGIN_VERIFY_REFRESH_MS);
    expect(await call({ [ORIGIN_VERIFY_HEADER]: current! })).toBe(200);
    expect(await call({ [ORIGIN_VERIFY_HEADER]: previous! })).toBe(200);
    later(ORIGIN_VERIFY_REFRESH_MS);
    expect(await call({ [ORIGIN_VERIFY_HEADER]: FIRST })).toBe(403);
  });
});
