import type { RouteEntry } from '../route-entry.ts';

/** The Pro education portal: cards and previews for everyone, the full text for Pro and Elite. */
export const EDUCATION_ROUTES = [
  {
    method: 'GET',
    path: '/api/education/articles',
    area: 'platform',
    entry: 'education/handlers/list-articles.ts',
    access: 'public',
  },
  {
    method: 'GET',
    path: '/api/education/articles/{id}',
    area: 'platform',
    entry: 'education/handlers/get-article.ts',
    access: 'pro',
  },
] as const satisfies readonly RouteEntry[];
