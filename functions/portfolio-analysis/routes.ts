import type { RouteEntry } from '../route-entry.ts';

/**
 * The personalised portfolio analysis: asked for on /portafolio, written by a named consultant (the
 * staff console's side is in functions/staff/routes.ts).
 */
export const PORTFOLIO_ANALYSIS_ROUTES = [
  {
    method: 'POST',
    path: '/api/elite/portfolio-analyses',
    area: 'elite',
    entry: 'portfolio-analysis/handlers/request-portfolio-analysis.ts',
    access: 'elite',
    rateLimit: { perIp: 10, windowSeconds: 3600 },
    needs: ['mail'],
  },
  {
    method: 'GET',
    path: '/api/elite/portfolio-analyses',
    area: 'elite',
    entry: 'portfolio-analysis/handlers/list-portfolio-analyses.ts',
    access: 'elite',
  },
  {
    method: 'GET',
    path: '/api/elite/portfolio-analyses/{id}/pdf',
    area: 'elite',
    entry: 'portfolio-analysis/handlers/portfolio-analysis-pdf.ts',
    access: 'elite',
    rateLimit: { perIp: 60, windowSeconds: 600 },
  },
] as const satisfies readonly RouteEntry[];
