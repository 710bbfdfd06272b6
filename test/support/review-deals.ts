/**
 * The deals of the outside reviews (../shared/reviews), as deal files, with the figures the reviews
 * computed independently and our hand arithmetic beside each (PMT from formulajs 4.6.1, IRR from
 * numpy's polynomial roots as numpy-financial's irr finds them). The reviews give the headline
 * inputs; the rest are the inputs that reproduce every figure they quote, named below.
 */
import type { DealFileInput } from '../../shared/api/deal-files.ts';

/**
 * ux.md defect 1: "$300k, 20 % down, 7.5 %, rent $2,400, taxes $300/mo, insurance $150/mo". The
 * review's figures fix the rest: 5 % vacancy and 5/8/5 % maintenance, management and reserves
 * (NOI 1,398), $9,000 closing (cash invested 69,000), 3 % appreciation and 2 % rent and expense
 * growth (IRR 4.28 %).
 */
export const UX_DEAL = {
  name: 'Casa de la revisión',
  address: '1200 Oak St, Houston, TX',
  zip: '77002',
  propertyType: 'single-family',
  purchasePrice: 300_000,
  closingCosts: 9_000,
  downPayment: 60_000,
  interestRate: 7.5,
  termYears: 30,
  monthlyRent: 2_400,
  vacancyPct: 5,
  taxes: 300,
  insurance: 150,
  maintenancePct: 5,
  managementPct: 8,
  capexPct: 5,
  appreciationPct: 3,
  rentGrowthPct: 2,
  expenseGrowthPct: 2,
} as const satisfies DealFileInput;

/**
 * Its figures, one set (the deal file's page): payment PMT(7.5 %/12, 360, 240,000) = 1,678.1148;
 * NOI = 2,400 × 0.95 − (300 + 150) − 2,400 × 18 % = 1,398; cash flow 1,398 − 1,678.1148 =
 * −280.1148; cash-on-cash 12 × −280.1148 ÷ 69,000 = −4.8716 %; DSCR 2,400 ÷ (1,678.1148 + 450) =
 * 1.1278 (PITIA); cap rate 12 × 1,398 ÷ 300,000 = 5.592 %.
 *
 * What the tools showed before (the review's figures): ROI −280.11 but cash-on-cash −5.60 % (on the
 * down payment alone) and "DSCR" 0.83 (NOI ÷ P&I); simulator −285.11 and −5.70 % (repairs snapped
 * to $1,500 a year from 1,440); DSCR calculator +31.89 (management and reserves dropped) and 1.01.
 */
export const UX_DEAL_FIGURES = {
  monthlyPayment: 1678.1148205266634,
  monthlyCashFlow: -280.1148205266634,
  cashOnCash: -4.871562096116,
  lenderDscr: 1.127758698379838,
  capRate: 5.592,
  irr: 4.282466231318995,
} as const;

/**
 * lending.md deal C, BRRRR: $160k purchase, $128k hard money at 11 % interest-only for its 1-year
 * term plus 2 points, $6k closing, $45k rehab over 6 months, $240k ARV, refinance at 75 % at 7.5 %
 * over 30 years with $5k closing; rent $2,200 with 5 % vacancy and 5/8/5 % maintenance, management
 * and reserves; taxes $240 and insurance $120 a month (the $360 of carrying costs while empty);
 * held 5 years, no appreciation or growth, 6 % to sell. (The review's DSCR 1.359, its cash-on-cash
 * 2.51 % / 1.89 % and its IRR 5.59 % without a refinance all follow from these.)
 */
export const LENDING_DEAL_C = {
  name: 'BRRRR de la revisión (C)',
  purchasePrice: 160_000,
  downPayment: 32_000,
  closingCosts: 6_000,
  points: 2,
  rehabCost: 45_000,
  rehabMonths: 6,
  arv: 240_000,
  interestRate: 11,
  termYears: 1,
  interestOnlyYears: 1,
  monthlyRent: 2_200,
  vacancyPct: 5,
  taxes: 240,
  insurance: 120,
  maintenancePct: 5,
  managementPct: 8,
  capexPct: 5,
  refiLtvPct: 75,
  refiRate: 7.5,
  refiTermYears: 30,
  refiClosingCosts: 5_000,
} as const satisfies DealFileInput;

/**
 * Deal C by hand:
 * - points 2 % × 128,000 = 2,560; interest 128,000 × 11 % ÷ 12 = 1,173.33 a month; carrying
 *   6 × (1,173.33 + 360) = 9,200; cash in 32,000 + 6,000 + 2,560 + 45,000 + 9,200 = 94,760.
 * - Without seasoning (the lender appraises at 240,000): new loan 180,000; cash out 180,000 −
 *   128,000 − 5,000 = 47,000; cash left 94,760 − 47,000 = 47,760.
 * - Under 12 months (value = lesser of 240,000 and 160,000 + 45,000): new loan 75 % × 205,000 =
 *   153,750; cash out 20,750; cash left 74,010.
 * - New payment PMT(7.5 %/12, 360, 180,000) = 1,258.5861; NOI 2,200 × 0.95 − 360 − 396 = 1,334;
 *   cash flow 75.4139; cash-on-cash 12 × 75.4139 ÷ 47,760 = 1.8948 %; DSCR 2,200 ÷ 1,618.5861 =
 *   1.3592.
 * - IRR of the monthly path (−85,560 at purchase; −1,533.33 for six months; +47,000 at month 6;
 *   +75.4139 a month; at month 60 the sale 240,000 × 0.94 − the balance after 54 payments):
 *   monthly 0.31397 % → (1.0031397)^12 − 1 = 3.8333 %.
 */
export const LENDING_DEAL_C_FIGURES = {
  points: 2_560,
  carryingCosts: 9_200,
  cashInvested: 94_760,
  unseasoned: { newLoan: 153_750, cashOut: 20_750, cashLeftInDeal: 74_010 },
  seasoned: { newLoan: 180_000, cashOut: 47_000, cashLeftInDeal: 47_760 },
  newMonthlyPayment: 1258.5861153949977,
  newCashOnCash: 1.8948212212312137,
  newLenderDscr: 1.3592109675691335,
  irr: 3.8333432719689142,
} as const;

/**
 * lending.md deal D, flip: $180k hard money at 11 % interest-only for 6 months, $320k ARV. The
 * review's profit ($24,200) and ROI (26.83 %) fix the rest: a $200k purchase (90 % financed), $50k
 * rehab, $4,600 closing plus 2 points, taxes $200, insurance $100 and $50 of utilities while empty,
 * 8 % to sell. (The engine's $23,815 on a 30-year term and −$61,352 on an amortising 1-year term
 * follow from the same inputs when the whole payment counts as a cost.)
 */
export const LENDING_DEAL_D = {
  name: 'Flip de la revisión (D)',
  purchasePrice: 200_000,
  downPayment: 20_000,
  closingCosts: 4_600,
  points: 2,
  rehabCost: 50_000,
  arv: 320_000,
  interestRate: 11,
  termYears: 1,
  interestOnlyYears: 1,
  monthlyRent: 0,
  taxes: 200,
  insurance: 100,
  holdingCostsMonthly: 350,
  flipHoldingMonths: 6,
  sellingCostsPct: 8,
} as const satisfies DealFileInput;

/**
 * Deal D by hand: interest 180,000 × 11 % ÷ 12 = 1,650 × 6 = 9,900; holding 350 × 6 = 2,100;
 * points 3,600; cash needed 20,000 + 4,600 + 3,600 + 50,000 + 12,000 = 90,200; selling 8 % ×
 * 320,000 = 25,600; profit 320,000 − 25,600 − 180,000 − 90,200 = 24,200; ROI 24,200 ÷ 90,200 =
 * 26.8293 %. Loan-to-cost 180,000 ÷ 250,000 = 72 %; loan-to-ARV 56.25 %; what hard-money lenders
 * publish: min(90 % × 200,000 + 50,000, 75 % × 320,000) = 230,000.
 */
export const LENDING_DEAL_D_FIGURES = {
  loanPayments: 9_900,
  holdingCosts: 12_000,
  cashNeeded: 90_200,
  sellingCosts: 25_600,
  profit: 24_200,
  roi: 26.829268292682926,
  loanToCost: 72,
  loanToArv: 56.25,
  typicalMaxLoan: 230_000,
} as const;

/** The deal-file form's label for each field a review deal fills (e2e types them by label). */
const DEAL_FORM_LABELS: Partial<Record<keyof DealFileInput, string>> = {
  name: 'Nombre del expediente',
  address: 'Dirección',
  zip: 'Código postal',
  purchasePrice: 'Precio de compra ($)',
  closingCosts: 'Costos de cierre ($)',
  rehabCost: 'Rehabilitación ($)',
  rehabMonths: 'Meses de rehabilitación',
  arv: 'Valor después de reparar, ARV ($)',
  holdingCostsMonthly: 'Costos de tenencia ($/mes)',
  downPayment: 'Pago inicial ($)',
  interestRate: 'Tasa de interés (%)',
  termYears: 'Plazo (años)',
  interestOnlyYears: 'Años de solo interés',
  points: 'Puntos (% del préstamo)',
  monthlyRent: 'Renta mensual ($)',
  vacancyPct: 'Vacancia (%)',
  taxes: 'Impuestos ($/mes)',
  insurance: 'Seguro ($/mes)',
  maintenancePct: 'Mantenimiento (% de la renta)',
  managementPct: 'Administración (% de la renta)',
  capexPct: 'Reservas de capital (% de la renta)',
  appreciationPct: 'Apreciación (% anual)',
  rentGrowthPct: 'Aumento de renta (% anual)',
  expenseGrowthPct: 'Aumento de gastos (% anual)',
  sellingCostsPct: 'Costos de venta (%)',
  refiLtvPct: 'LTV del refinanciamiento (%)',
  refiRate: 'Tasa del refinanciamiento (%)',
  refiTermYears: 'Plazo del refinanciamiento (años)',
  refiClosingCosts: 'Cierre del refinanciamiento ($)',
  flipHoldingMonths: 'Meses hasta vender',
};

/** A review deal as [label, value] pairs of the deal-file form's text boxes (its type is a select). */
export function dealFormEntries(deal: DealFileInput): [string, string][] {
  return Object.entries(deal).flatMap(([key, value]) => {
    if (key === 'propertyType') return [];
    const label = DEAL_FORM_LABELS[key as keyof DealFileInput];
    if (!label) throw new Error(`No form label for ${key}`);
    return [[label, String(value)]];
  });
}
