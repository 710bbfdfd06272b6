import type { RouteEntry } from '../route-entry.ts';

/** Long work the member follows (a package, a data export): functions/jobs/. */
export const JOBS_ROUTES = [
  {
    method: 'GET',
    path: '/api/jobs/{id}',
    area: 'vault',
    entry: 'jobs/handlers/get-job.ts',
    access: 'user',
    rateLimit: { perIp: 120, windowSeconds: 60 },
  },
  {
    method: 'GET',
    path: '/api/jobs/{id}/download',
    area: 'vault',
    entry: 'jobs/handlers/download-job.ts',
    access: 'user',
    rateLimit: { perIp: 30, windowSeconds: 60 },
    needs: ['vault-package'],
  },
] as const satisfies readonly RouteEntry[];
