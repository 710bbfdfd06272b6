import type { RouteEntry } from '../route-entry.ts';

/** The webinar schedule (public) and a member's sign-ups. */
export const WEBINARS_ROUTES = [
  {
    method: 'GET',
    path: '/api/webinars',
    area: 'platform',
    entry: 'webinars/handlers/list.ts',
    access: 'public',
  },
  {
    method: 'GET',
    path: '/api/webinars/registrations',
    area: 'member',
    entry: 'webinars/handlers/registrations.ts',
    access: 'user',
  },
  {
    method: 'POST',
    path: '/api/webinars/registrations',
    area: 'member',
    entry: 'webinars/handlers/register.ts',
    access: 'user',
    rateLimit: { perIp: 30, windowSeconds: 600 },
    needs: ['mail'],
  },
  {
    method: 'DELETE',
    path: '/api/webinars/registrations/{webinarId}',
    area: 'member',
    entry: 'webinars/handlers/cancel.ts',
    access: 'user',
    rateLimit: { perIp: 30, windowSeconds: 600 },
  },
] as const satisfies readonly RouteEntry[];
