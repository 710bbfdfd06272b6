import type { RouteEntry } from '../route-entry.ts';

/** The member's portfolio: properties, cash-flow actuals, balance sheet and its report. */
export const PORTFOLIO_ROUTES = [
  {
    method: 'GET',
    path: '/api/portfolio',
    area: 'pro',
    entry: 'portfolio/handlers/get-portfolio.ts',
    access: 'pro',
  },
  {
    method: 'POST',
    path: '/api/portfolio/properties',
    area: 'pro',
    entry: 'portfolio/handlers/create-property.ts',
    access: 'pro',
    rateLimit: { perIp: 60, windowSeconds: 60 },
  },
  {
    method: 'PUT',
    path: '/api/portfolio/properties/{id}',
    area: 'pro',
    entry: 'portfolio/handlers/update-property.ts',
    access: 'pro',
    rateLimit: { perIp: 60, windowSeconds: 60 },
  },
  {
    method: 'DELETE',
    path: '/api/portfolio/properties/{id}',
    area: 'pro',
    entry: 'portfolio/handlers/delete-property.ts',
    access: 'pro',
    rateLimit: { perIp: 60, windowSeconds: 60 },
  },
  {
    method: 'PUT',
    path: '/api/portfolio/properties/{id}/cash-flow',
    area: 'pro',
    entry: 'portfolio/handlers/put-cash-flow.ts',
    access: 'pro',
    rateLimit: { perIp: 60, windowSeconds: 60 },
  },
  {
    method: 'PUT',
    path: '/api/portfolio/balance-sheet',
    area: 'pro',
    entry: 'portfolio/handlers/put-balance-sheet.ts',
    access: 'pro',
    rateLimit: { perIp: 60, windowSeconds: 60 },
  },
  {
    method: 'POST',
    path: '/api/portfolio/reports',
    area: 'pro',
    entry: 'portfolio/handlers/create-report.ts',
    access: 'elite',
    rateLimit: { perIp: 20, windowSeconds: 600 },
  },
] as const satisfies readonly RouteEntry[];
