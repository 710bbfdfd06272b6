import { describe, expect, it } from 'vitest';
import { matchRoute, routeName, ROUTES, type RouteEntry } from '../../functions/routes.ts';

const table: RouteEntry[] = [
  { method: 'GET', path: '/api/auth/user', area: 'auth', entry: 'a.ts', access: 'user' },
  { method: 'PUT', path: '/api/auth/user', area: 'auth', entry: 'b.ts', access: 'user' },
  {
    method: 'GET',
    path: '/api/auth/check-username/{username}',
    area: 'auth',
    entry: 'c.ts',
    access: 'public',
  },
];

describe('route table', () => {
  it('matches method and path, with decoded path parameters', () => {
    const hit = matchRoute('GET', '/api/auth/check-username/Jos%C3%A9', table);
    expect(hit && 'route' in hit && hit.route.entry).toBe('c.ts');
    expect(hit && 'route' in hit && hit.params).toEqual({ username: 'José' });
  });
  it('tells the allowed methods when only the method is wrong', () => {
    expect(matchRoute('DELETE', '/api/auth/user', table)).toEqual({ allowed: ['GET', 'PUT'] });
  });
  it('does not match other paths or empty parameters', () => {
    expect(matchRoute('GET', '/api/auth/users', table)).toBeUndefined();
    expect(matchRoute('GET', '/api/auth/check-username/', table)).toBeUndefined();
  });
  it('hands a segment that does not decode to its route as typed, to refuse in its language', () => {
    expect(matchRoute('GET', '/api/auth/check-username/%E0%A4%A', table)).toMatchObject({
      params: { username: '%E0%A4%A' },
    });
  });
  it('lists each method and path once, under /api, with a handler module', () => {
    const keys = ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of ROUTES) {
      expect(r.path).toMatch(/^\/api\//);
      expect(r.entry).toMatch(/\.ts$/);
    }
  });
  it('names routes for CloudFormation', () => {
    expect(routeName({ method: 'GET', path: '/api/auth/check-username/{username}' })).toBe(
      'GetApiAuthCheckUsernameUsername',
    );
    // One construct per route: no two names alike (the lender portal's /api/lender/… paths).
    const names = ROUTES.map(routeName);
    expect(new Set(names).size).toBe(names.length);
    expect(routeName({ method: 'GET', path: '/api/lender/programs' })).toBe(
      'GetApiLenderPortalPrograms',
    );
  });
});
