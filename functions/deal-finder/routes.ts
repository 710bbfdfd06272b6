import type { RouteEntry } from '../route-entry.ts';

/** The deal finder (buscador de deals): candidates scored against market data, live listings, saved searches. */
export const DEAL_FINDER_ROUTES = [
  {
    method: 'POST',
    path: '/api/deals/score',
    area: 'market',
    entry: 'deal-finder/handlers/score.ts',
    access: 'pro',
    rateLimit: { perIp: 30, windowSeconds: 60 },
    needs: ['market-data', 'rentcast'],
  },
  {
    method: 'POST',
    path: '/api/deals/search',
    area: 'market',
    entry: 'deal-finder/handlers/search.ts',
    access: 'pro',
    rateLimit: { perIp: 10, windowSeconds: 60 },
    needs: ['market-data', 'rentcast'],
  },
  {
    method: 'GET',
    path: '/api/deals/searches',
    area: 'market',
    entry: 'deal-finder/handlers/list-searches.ts',
    access: 'pro',
  },
  {
    method: 'GET',
    path: '/api/deals/searches/{id}',
    area: 'market',
    entry: 'deal-finder/handlers/get-search.ts',
    access: 'pro',
  },
] as const satisfies readonly RouteEntry[];
