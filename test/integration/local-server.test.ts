import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../functions/routes.ts';
import { createLocalServer } from '../../scripts/local/server.ts';
import { securityHeaders } from '../../shared/security-headers.ts';

const routes: RouteEntry[] = [
  {
    method: 'POST',
    path: '/api/echo/{name}',
    area: 'platform',
    entry: '../test/support/echo-handler.ts',
    access: 'public',
  },
  {
    method: 'GET',
    path: '/api/health',
    area: 'platform',
    entry: 'platform/handlers/health.ts',
    access: 'public',
  },
];

let base = '';
const server = (() => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)'.repeat(100));
  mkdirSync(path.join(dist, 'pages'));
  writeFileSync(path.join(dist, 'pages', 'login.html'), '<!doctype html><title>login</title>');
  return createLocalServer({ distDir: dist, routes });
})();

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('local runtime', () => {
  it('hands /api/* to the handler as an HTTP API v2 event', async () => {
    const res = await fetch(`${base}/api/echo/Jos%C3%A9?b=2&a=1`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Custom': 'Yes',
        Cookie: 'sid=abc; other=1',
      },
      body: JSON.stringify({ hola: 'señor' }),
    });
    expect(res.status).toBe(200);
    const event = (await res.json()) as APIGatewayProxyEventV2;
    expect(event.version).toBe('2.0');
    expect(event.routeKey).toBe('POST /api/echo/{name}');
    expect(event.rawPath).toBe('/api/echo/Jos%C3%A9');
    expect(event.rawQueryString).toBe('b=2&a=1');
    expect(event.pathParameters).toEqual({ name: 'José' });
    expect(event.headers['x-custom']).toBe('Yes');
    expect(event.headers.cookie).toBeUndefined();
    expect(event.cookies).toEqual(['sid=abc', 'other=1']);
    expect(event.requestContext.http.method).toBe('POST');
    expect(event.requestContext.http.sourceIp).toMatch(/^(127\.0\.0\.1|::1)$/);
    // the edge sets the viewer's address; a client cannot choose it
    expect(event.headers['x-viewer-ip']).toBe(event.requestContext.http.sourceIp);
    expect(event.isBase64Encoded).toBe(false);
    expect(JSON.parse(event.body!)).toEqual({ hola: 'señor' });
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  it('base64-encodes binary bodies', async () => {
    const res = await fetch(`${base}/api/echo/x`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: new Uint8Array([0, 255, 1]),
    });
    const event = (await res.json()) as APIGatewayProxyEventV2;
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body!, 'base64')).toEqual(Buffer.from([0, 255, 1]));
  });

  it('answers unknown API paths and methods in Spanish JSON', async () => {
    const missing = await fetch(`${base}/api/nada`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Recurso no encontrado' });
    const wrongMethod = await fetch(`${base}/api/health`, { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET');
  });

  it("serves the SPA with a page's own HTML or index.html, and 404 for missing files", async () => {
    const page = await fetch(`${base}/plan-pro?x=1`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>app</title>');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const own = await fetch(`${base}/login`);
    expect(await own.text()).toContain('<title>login</title>');
    expect(own.headers.get('cache-control')).toBe('no-cache');
    expect(await (await fetch(`${base}/login/`)).text()).toContain('<title>app</title>');
    const asset = await fetch(`${base}/assets/app.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toContain('console.log(1)');
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${base}/..%2F..%2Fetc%2Fpasswd`)).status).not.toBe(500);
  });

  it('sets the CloudFront security headers on pages and API answers', async () => {
    for (const url of [`${base}/`, `${base}/api/health`, `${base}/api/nada`]) {
      const res = await fetch(url);
      // With the S3 emulator as the vault's upload origin, as the bucket's is in AWS.
      const expected = securityHeaders(new URL(process.env.S3_ENDPOINT!).origin);
      expect(expected['content-security-policy']).toContain(process.env.S3_ENDPOINT);
      for (const [name, value] of Object.entries(expected)) {
        expect(res.headers.get(name), `${name} on ${url}`).toBe(value);
      }
    }
  });

  it('reports health from the table', async () => {
    const res = await fetch(`${base}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });
});
