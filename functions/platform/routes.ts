import type { RouteEntry } from '../route-entry.ts';

/** Health: the one public route that says the API is up. */
export const PLATFORM_ROUTES = [
  {
    method: 'GET',
    path: '/api/health',
    area: 'platform',
    entry: 'platform/handlers/health.ts',
    access: 'public',
  },
] as const satisfies readonly RouteEntry[];
