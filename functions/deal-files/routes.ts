import type { RouteEntry } from '../route-entry.ts';

/** Deal files (expedientes): one deal file across the Pro tools, moved into the portfolio when bought. */
export const DEAL_FILES_ROUTES = [
  {
    method: 'GET',
    path: '/api/deal-files',
    area: 'pro',
    entry: 'deal-files/handlers/list-deal-files.ts',
    access: 'pro',
  },
  {
    method: 'POST',
    path: '/api/deal-files',
    area: 'pro',
    entry: 'deal-files/handlers/create-deal-file.ts',
    access: 'pro',
    rateLimit: { perIp: 60, windowSeconds: 60 },
  },
  {
    method: 'GET',
    path: '/api/deal-files/{id}',
    area: 'pro',
    entry: 'deal-files/handlers/get-deal-file.ts',
    access: 'pro',
  },
  {
    method: 'PUT',
    path: '/api/deal-files/{id}',
    area: 'pro',
    entry: 'deal-files/handlers/update-deal-file.ts',
    access: 'pro',
    rateLimit: { perIp: 60, windowSeconds: 60 },
  },
  {
    method: 'DELETE',
    path: '/api/deal-files/{id}',
    area: 'pro',
    entry: 'deal-files/handlers/delete-deal-file.ts',
    access: 'pro',
    rateLimit: { perIp: 60, windowSeconds: 60 },
  },
  {
    method: 'POST',
    path: '/api/deal-files/{id}/portfolio',
    area: 'pro',
    entry: 'deal-files/handlers/move-deal-file.ts',
    access: 'pro',
    rateLimit: { perIp: 30, windowSeconds: 60 },
  },
] as const satisfies readonly RouteEntry[];
