import type { RouteEntry } from '../route-entry.ts';

/** Market analysis: compiled public data, RentCast live when configured. */
export const MARKET_ROUTES = [
  {
    method: 'GET',
    path: '/api/market',
    area: 'market',
    entry: 'market/handlers/get-market.ts',
    access: 'pro',
    rateLimit: { perIp: 60, windowSeconds: 60 },
    needs: ['market-data', 'rentcast'],
  },
  {
    method: 'GET',
    path: '/api/market/sources',
    area: 'market',
    entry: 'market/handlers/get-sources.ts',
    access: 'pro',
    needs: ['market-data', 'rentcast'],
  },
  {
    method: 'GET',
    path: '/api/market/property',
    area: 'market',
    entry: 'market/handlers/get-property-market.ts',
    access: 'pro',
    rateLimit: { perIp: 120, windowSeconds: 60 },
    needs: ['market-data', 'rentcast'],
  },
] as const satisfies readonly RouteEntry[];
