// As in AWS: the stack sets the secret CloudFront sends in the origin-verify header.
import { ORIGIN_VERIFY_SECRET as SECRET } from '../support/edge-env.ts';
import { describe, expect, it } from 'vitest';
import { handler as health } from '../../functions/platform/handlers/health.ts';
import { handler as notFound } from '../../functions/platform/handlers/not-found.ts';
import { apiEvent, jsonBody } from '../support/events.ts';

describe('only CloudFront may call the API in AWS', () => {
  it('answers a request that carries the origin-verify secret', async () => {
    const result = await health(
      apiEvent({ path: '/api/health', headers: { 'x-origin-verify': SECRET } }),
    );
    expect(result.statusCode).toBe(200);
    expect(jsonBody(result)).toEqual({ ok: true });
  });

  it('refuses a direct call to the execute-api endpoint (no header, or a wrong one) with 403 in Spanish', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { 'x-origin-verify': 'guess' },
      { 'x-origin-verify': '' },
    ];
    for (const headers of attempts) {
      const result = await health(apiEvent({ path: '/api/health', headers }));
      expect(result.statusCode).toBe(403);
      expect(jsonBody(result).message).toBe('Acceso no permitido: usa el sitio de Inversor Listo');
    }
  });
});

describe("the API's $default route", () => {
  it('answers an unknown /api path with a Spanish 404, and a known path with another method with 405 and Allow', async () => {
    const unknown = await notFound(apiEvent({ path: '/api/no-existe' }));
    expect(unknown.statusCode).toBe(404);
    expect(jsonBody(unknown)).toEqual({ message: 'Recurso no encontrado' });

    const wrongMethod = await notFound(apiEvent({ method: 'DELETE', path: '/api/auth/login' }));
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers?.allow).toBe('POST');
    expect(jsonBody(wrongMethod)).toEqual({ message: 'Método no permitido' });
  });
});
