import { describe, expect, it } from 'vitest';
import { areaHandler } from '../../functions/area.ts';
import {
  AREAS,
  NOT_FOUND,
  ROUTES as TABLE,
  routeKey,
  type Area,
  type RouteEntry,
} from '../../functions/routes.ts';
import { areaEntrySource, areaRoutes } from '../../infra/area-entry.ts';

const ROUTES: readonly RouteEntry[] = TABLE;
const deployed = ROUTES.filter((r) => !r.localOnly);

describe('areas: one Lambda per area, every route in exactly one', () => {
  it('serves each deployed route from its own area, and $default from the 404 area', () => {
    const served = (Object.keys(AREAS) as Area[]).flatMap((area) =>
      areaRoutes(area).map((s) => ({ ...s, area })),
    );
    const keys = served.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual([...deployed.map(routeKey), '$default'].sort());
    for (const route of deployed) {
      expect(served.find((s) => s.key === routeKey(route))?.area).toBe(route.area);
    }
    expect(served.find((s) => s.key === '$default')).toMatchObject(NOT_FOUND);
  });

  it('never serves a local-only route (the billing simulator) in AWS', () => {
    const localOnly = ROUTES.filter((r) => r.localOnly).map(routeKey);
    expect(localOnly).toContain('POST /api/billing/simulator/confirm');
    for (const area of Object.keys(AREAS) as Area[]) {
      for (const { key } of areaRoutes(area)) expect(localOnly).not.toContain(key);
    }
  });

  it('has no area without routes, and timeouts under the HTTP API limit', () => {
    for (const [area, settings] of Object.entries(AREAS)) {
      expect(areaRoutes(area as Area).length, area).toBeGreaterThan(0);
      expect(settings.timeoutSeconds).toBeLessThan(30);
    }
  });

  it('generates an entry module that imports only its own handlers, by relative path', () => {
    const functionsDir = '/repo/functions';
    const outDir = '/repo/.build/areas';
    const source = areaEntrySource('billing', functionsDir, outDir);
    const imports = [...source.matchAll(/from "([^"]+)"/g)].map((m) => m[1]!);
    expect(imports[0]).toBe('../../functions/area.ts');
    const expected = ROUTES.filter((r) => r.area === 'billing' && !r.localOnly).map((r) => r.entry);
    expect(imports.slice(1).sort()).toEqual(
      [...new Set(expected)].map((entry) => `../../functions/${entry}`).sort(),
    );
    for (const route of ROUTES.filter((r) => r.area === 'billing' && !r.localOnly)) {
      expect(source).toContain(JSON.stringify(routeKey(route)));
    }
    expect(source).not.toContain('simulator');
  });
});

describe('areaHandler: dispatch on the routeKey API Gateway matched', () => {
  const answer = (body: string) => async () => ({ statusCode: 200, body });
  const handler = areaHandler({
    'GET /api/a': answer('a'),
    'POST /api/a/{id}': answer('a-id'),
  });
  const event = (routeKey: string, method = 'GET', rawPath = '/api/x') =>
    ({ routeKey, rawPath, requestContext: { http: { method } } }) as never;

  it('runs the route the event names', async () => {
    expect((await handler(event('GET /api/a'))).body).toBe('a');
    expect((await handler(event('POST /api/a/{id}', 'POST'))).body).toBe('a-id');
  });

  it('answers any other key with the Spanish 404, never a property of the map', async () => {
    for (const key of ['$default', 'GET /api/b', 'toString', '__proto__', 'constructor']) {
      const result = await handler(event(key));
      expect(result.statusCode, key).toBe(404);
      expect(JSON.parse(result.body!).message).toMatch(/no encontr/i);
    }
  });
});
