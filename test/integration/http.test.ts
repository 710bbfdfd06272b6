import { describe, expect, it } from 'vitest';
import { handler } from '../../functions/platform/handlers/health.ts';
import { errorResult } from '../../functions/commons/http.ts';
import { HttpError } from '../../functions/commons/errors.ts';
import { VIEWER_IP_HEADER } from '../../shared/security-headers.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { captureLogs } from '../support/logs.ts';

describe('the handler wrapper', () => {
  it('logs one access line per request with the viewer’s address, not the edge’s', async () => {
    const event = apiEvent({
      path: '/api/health',
      headers: { [VIEWER_IP_HEADER]: '::ffff:203.0.113.9' },
      sourceIp: '130.176.0.1', // a CloudFront edge
    });
    const { logs } = await captureLogs(() => handler(event));
    expect(logs.filter((line) => line.message === 'access')).toEqual([
      expect.objectContaining({
        route: 'GET /api/health',
        status: 200,
        viewerIp: '203.0.113.9',
        requestId: event.requestContext.requestId,
        latencyMs: expect.any(Number),
      }),
    ]);
  });
  it('maps typed errors to their status with a Spanish message', () => {
    const result = errorResult(new HttpError(409, 'Ese correo ya está registrado'), 'X');
    expect(result.statusCode).toBe(409);
    expect(jsonBody(result)).toEqual({ message: 'Ese correo ya está registrado' });
  });
  it('never leaks internals on unexpected errors', () => {
    const result = errorResult(new Error('TypeError at /var/task/index.mjs:1 secret'), 'X');
    expect(result.statusCode).toBe(500);
    expect(result.body).not.toMatch(/var\/task|secret|TypeError/);
    expect(jsonBody(result).message).toMatch(/error inesperado/i);
  });
  it('answers 503 in Spanish when the table cannot be reached', () => {
    const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), {
      code: 'ECONNREFUSED',
    });
    const result = errorResult(down, 'X');
    expect(result.statusCode).toBe(503);
    expect(jsonBody(result).message).toMatch(/no está disponible/);
  });
  it('refuses a foreign Origin on state-changing calls', async () => {
    // health is GET-only in the table, so drive the wrapper through a POST-shaped event of it
    const result = await handler(
      apiEvent({
        method: 'POST',
        path: '/api/health',
        headers: { origin: 'https://evil.example' },
        body: {},
      }),
    );
    expect(result.statusCode).toBe(403);
    expect(jsonBody(result).message).toBe('Origen de la solicitud no permitido');
  });
  it('refuses non-JSON bodies and invalid JSON', async () => {
    const form = await handler(
      apiEvent({
        method: 'POST',
        path: '/api/health',
        headers: { 'content-type': 'text/plain' },
        rawBody: 'a=1',
      }),
    );
    expect(form.statusCode).toBe(415);
    const broken = await handler(
      apiEvent({ method: 'POST', path: '/api/health', rawBody: '{"a":' }),
    );
    expect(broken.statusCode).toBe(400);
    expect(jsonBody(broken).message).toBe('El cuerpo de la solicitud no es JSON válido');
  });
  it('refuses bodies over 64 KB with 413', async () => {
    const big = await handler(
      apiEvent({
        method: 'POST',
        path: '/api/health',
        rawBody: JSON.stringify({ a: 'x'.repeat(70_000) }),
      }),
    );
    expect(big.statusCode).toBe(413);
  });
});
