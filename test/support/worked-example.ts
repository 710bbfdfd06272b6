import type { QualifyRequest } from '../../shared/api/qualify.ts';

/**
 * The worked example of ¿Califico?, checked by hand:
 *   payment  = pmt(7.5 %/12, 360, $240,000)                 = $1,678.11
 *   PITIA    = 1,678.11 + 3,600/12 + 1,800/12 + 0           = $2,128.11
 *   DSCR     = 2,400 / 2,128.11                             = 1.128
 *   LTV      = 240,000 / 300,000                             = 80 %
 *   to close = 300,000 − 240,000 + 6,000 closing costs      = $66,000
 *   counted  = 90,000 + 50 % × 10,000 retirement + 0         = $95,000
 *   reserves = (95,000 − 66,000) / 2,128.11                  = 13.6 months (13.6271)
 */
export const WORKED_EXAMPLE: QualifyRequest = {
  borrower: {
    fico: 700,
    borrowerType: 'citizen',
    propertiesOwned: 1,
    entity: 'llc',
    reserves: { cash: 90_000, retirement: 10_000, brokerage: 0 },
  },
  deal: {
    purpose: 'purchase',
    price: 300_000,
    loanAmount: 240_000,
    interestRate: 7.5,
    termYears: 30,
    monthlyRent: 2_400,
    taxesYearly: 3_600,
    insuranceYearly: 1_800,
    hoaMonthly: 0,
    propertyType: 'single-family',
    units: 1,
    state: 'TX',
    closingCosts: 6_000,
  },
};
