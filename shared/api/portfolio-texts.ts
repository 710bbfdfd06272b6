/**
 * The portfolio's limits and path, without zod: /portafolio and /mis-propiedades show them, and
 * importing them from ./portfolio.ts put zod (~25 kB gzip) and the schemas' construction on those
 * pages' first load. ./portfolio.ts re-exports those the server imports from it.
 */
export const PORTFOLIO_LIMITS = {
  /** Properties per member. */
  properties: 50,
  /** Months of cash-flow actuals kept per property. */
  cashFlowMonths: 24,
  nameMax: 120,
  goalsMax: 1000,
} as const;

export const PORTFOLIO_PATH = '/portafolio';
