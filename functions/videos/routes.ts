import type { RouteEntry } from '../route-entry.ts';

/** Intro videos loaded by ops. */
export const VIDEOS_ROUTES = [
  {
    method: 'GET',
    path: '/api/videos',
    area: 'platform',
    entry: 'videos/handlers/list.ts',
    access: 'public',
  },
] as const satisfies readonly RouteEntry[];
