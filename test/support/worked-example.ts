import type { QualifyRequest } from '../../shared/api/qualify.ts';

/**
 * The worked example of the closing note, checked by hand:
 *   payment  = pmt(7.5 %/12, 360, $240,000)            = $1,678.11
 *   PITIA    = 1,678.11 + 3,600/12 + 1,800/12 + 0      = $2,128.11
 *   DSCR     = 2,400 / 2,128.11                        = 1.128
 *   LTV      = 240,000 / 300,000                        = 80 %
 *   reserves = (20,000 + 0.6 × 10,000 + 0.7 × 0) / PITIA = 12.22 months (12.2174)
 */
export const WORKED_EXAMPLE: QualifyRequest = {
  borrower: {
    fico: 700,
    borrowerType: 'citizen',
    propertiesOwned: 1,
    entity: 'llc',
    reserves: { cash: 20_000, retirement: 10_000, brokerage: 0 },
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
  },
};
