import type { RouteEntry } from '../route-entry.ts';

/** Saved progress of the checklist and the document guide. */
export const PROGRESS_ROUTES = [
  {
    method: 'GET',
    path: '/api/progress/{tool}',
    area: 'member',
    entry: 'progress/handlers/get.ts',
    access: 'user',
  },
  {
    method: 'PUT',
    path: '/api/progress/{tool}',
    area: 'member',
    entry: 'progress/handlers/put.ts',
    access: 'user',
    rateLimit: { perIp: 240, windowSeconds: 60 },
  },
] as const satisfies readonly RouteEntry[];
