import '../support/secret-env.ts';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_CLIENT_LIMITS } from '../../functions/commons/secrets.ts';
import { BILLING_MESSAGES } from '../../shared/api/billing.ts';
import { billing } from '../support/billing.ts';
import { lambdaTimeoutMs } from '../support/faults.ts';

/**
 * Secrets Manager silent: it accepts the connection and never answers (a real socket; msw's
 * emulated ones never time out). The SDK is pointed at it through its own per-service endpoint
 * variable, as the Stripe keys are read at the first payment call of a cold start.
 */
const sockets = new Set<net.Socket>();
let connections = 0;
const silent = net.createServer((socket) => {
  connections += 1;
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as AddressInfo;
  process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  delete process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER;
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

describe('Secrets Manager silent', () => {
  it('a payment route answers the Spanish 503 after two short tries, inside its Lambda timeout', async () => {
    const started = performance.now();
    const answer = await billing.config();
    const ms = performance.now() - started;
    expect(answer.status).toBe(503);
    expect(answer.body.message).toBe(BILLING_MESSAGES.paymentsUnavailable);
    expect(connections).toBe(SECRET_CLIENT_LIMITS.maxAttempts);
    const budget = SECRET_CLIENT_LIMITS.maxAttempts * SECRET_CLIENT_LIMITS.socketTimeoutMs + 1000;
    expect(ms).toBeGreaterThanOrEqual(SECRET_CLIENT_LIMITS.socketTimeoutMs);
    expect(ms).toBeLessThan(budget);
    expect(budget).toBeLessThan(lambdaTimeoutMs('GET', '/api/billing/config') - 2000);
  }, 30_000);
});
