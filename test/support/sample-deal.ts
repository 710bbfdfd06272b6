/**
 * The one sample deal and portfolio the tests share, so every layer checks the same figures: every
 * input of a deal file, the figures of its analysis computed by hand (a spreadsheet and numpy's
 * polynomial roots, as numpy-financial's irr does), and a three-property portfolio with its balance
 * sheet, totals and net worth. Unit, integration and end-to-end tests import it.
 */
import type { DealFileInput } from '../../shared/api/deal-files.ts';
import type { PortfolioPropertyInput, BalanceSheetInput } from '../../shared/api/portfolio.ts';

/** A Cleveland duplex bought to rent: every input of a deal file. */
export const SAMPLE_DEAL = {
  name: 'Dúplex en Cleveland',
  address: '3412 W 54th St, Cleveland, OH',
  zip: '44102',
  propertyType: 'duplex',
  units: 2,
  bedrooms: 4,
  purchasePrice: 200_000,
  closingCosts: 6_000,
  rehabCost: 14_000,
  arv: 240_000,
  downPayment: 50_000,
  interestRate: 7,
  termYears: 30,
  monthlyRent: 2_100,
  otherIncome: 50,
  vacancyPct: 5,
  taxes: 250,
  insurance: 100,
  hoa: 0,
  otherExpenses: 50,
  maintenancePct: 5,
  managementPct: 8,
  capexPct: 5,
  appreciationPct: 3,
  rentGrowthPct: 2,
  expenseGrowthPct: 2.5,
  holdYears: 5,
  sellingCostsPct: 6,
  refiLtvPct: 75,
  refiClosingCosts: 0,
  flipHoldingMonths: 6,
  holdingCostsMonthly: 500,
} as const satisfies DealFileInput;

/** Every input of the sample deal, by the label the deal-file form gives it (component, e2e). */
export const SAMPLE_DEAL_FORM: readonly [string, string | number][] = [
  ['Nombre del expediente', SAMPLE_DEAL.name],
  ['Dirección', SAMPLE_DEAL.address],
  ['Código postal', SAMPLE_DEAL.zip],
  ['Unidades', SAMPLE_DEAL.units],
  ['Habitaciones', SAMPLE_DEAL.bedrooms],
  ['Precio de compra ($)', SAMPLE_DEAL.purchasePrice],
  ['Costos de cierre ($)', SAMPLE_DEAL.closingCosts],
  ['Rehabilitación ($)', SAMPLE_DEAL.rehabCost],
  ['Valor después de reparar, ARV ($)', SAMPLE_DEAL.arv],
  ['Pago inicial ($)', SAMPLE_DEAL.downPayment],
  ['Tasa de interés (%)', SAMPLE_DEAL.interestRate],
  ['Renta mensual ($)', SAMPLE_DEAL.monthlyRent],
  ['Otros ingresos ($/mes)', SAMPLE_DEAL.otherIncome],
  ['Vacancia (%)', SAMPLE_DEAL.vacancyPct],
  ['Impuestos ($/mes)', SAMPLE_DEAL.taxes],
  ['Seguro ($/mes)', SAMPLE_DEAL.insurance],
  ['Otros gastos ($/mes)', SAMPLE_DEAL.otherExpenses],
  ['Mantenimiento (% de la renta)', SAMPLE_DEAL.maintenancePct],
  ['Administración (% de la renta)', SAMPLE_DEAL.managementPct],
  ['Reservas de capital (% de la renta)', SAMPLE_DEAL.capexPct],
  ['Apreciación (% anual)', SAMPLE_DEAL.appreciationPct],
  ['Aumento de renta (% anual)', SAMPLE_DEAL.rentGrowthPct],
  ['Aumento de gastos (% anual)', SAMPLE_DEAL.expenseGrowthPct],
  ['Costos de tenencia ($/mes)', SAMPLE_DEAL.holdingCostsMonthly],
];

/**
 * Its analysis, by hand:
 * - loan = 200,000 − 50,000 = 150,000; payment at 7 %/12 over 360 months = 997.9537;
 * - cash invested = 50,000 + 6,000 + 14,000 = 70,000;
 * - effective income = (2,100 + 50) × 0.95 = 2,042.50; expenses = 250 + 100 + 0 + 50 + 2,100 × 18 %
 *   = 778; NOI = 1,264.50; cash flow = 266.5463;
 * - cash-on-cash = 12 × 266.5463 ÷ 70,000 = 4.5694 %; cap rate = 12 × 1,264.50 ÷ 200,000 = 7.587 %;
 *   lender DSCR = 2,100 ÷ (997.9537 + 350) = 1.5579;
 * - year 5: value = 240,000 × 1.03^5 = 278,225.78, balance 141,197.38; sale nets
 *   278,225.78 × 0.94 − 141,197.38 = 120,334.85; IRR of [−70,000, 3,198.56, 3,478.04, 3,762.50,
 *   4,052.05, 4,346.75 + 120,334.85] = 15.7675 %;
 * - BRRRR, refinanced at purchase (no rehab months) so before the 12 months of seasoning: the
 *   lender values it at the lesser of the ARV (240,000) and the cost (200,000 + 14,000 = 214,000);
 *   new loan 75 % × 214,000 = 160,500 at 7 %/30 years, payment 1,067.81; cash out 160,500 − 150,000
 *   = 10,500; 70,000 − 10,500 = 59,500 left in; cash flow 1,264.50 − 1,067.81 = 196.69;
 *   cash-on-cash 12 × 196.69 ÷ 59,500 = 3.9668 %; DSCR 2,100 ÷ (1,067.81 + 350) = 1.4812;
 *   IRR of the monthly path (numpy's roots) 17.2791 % a year.
 * - flip over 6 months with $500 holding costs (taxes, insurance, utilities): payments 5,987.72,
 *   holding 3,000; payoff 149,251.44 (748.56 of principal repaid comes back at the sale); selling
 *   14,400; cash needed 50,000 + 6,000 + 14,000 + 8,987.72 = 78,987.72; profit 240,000 − 14,400 −
 *   149,251.44 − 78,987.72 = −2,639.16; ROI −3.3412 %.
 */
export const SAMPLE_DEAL_FIGURES = {
  loan: 150_000,
  monthlyPayment: 997.9537427687735,
  cashInvested: 70_000,
  effectiveIncome: 2_042.5,
  operatingExpenses: 778,
  noi: 1_264.5,
  monthlyCashFlow: 266.5462572312265,
  cashOnCash: 4.569364409678169,
  capRate: 7.587,
  lenderDscr: 1.557916962110644,
  projections: [
    { year: 1, annualCashFlow: 3198.555087, value: 247200, loanBalance: 148476.285256 },
    { year: 2, annualCashFlow: 3478.035087, value: 254616, loanBalance: 146842.42105 },
    { year: 3, annualCashFlow: 3762.504687, value: 262254.48, loanBalance: 145090.444669 },
    { year: 4, annualCashFlow: 4052.048679, value: 270122.1144, loanBalance: 143211.817773 },
    { year: 5, annualCashFlow: 4346.753176, value: 278225.7778, loanBalance: 141197.384787 },
  ],
  saleProceeds: 120_334.84637539214,
  irr: 15.767519744493107,
  brrrr: {
    valueBasis: 214_000,
    newLoan: 160_500,
    newMonthlyPayment: 1067.8105047625877,
    cashOut: 10_500,
    cashLeftInDeal: 59_500,
    newMonthlyCashFlow: 196.6894952374123,
    newCashOnCash: 3.9668469627713407,
    newLenderDscr: 1.4811570325835925,
    irr: 17.279139413764423,
  },
  flip: {
    holdingCosts: 8987.72245661264,
    sellingCosts: 14_400,
    payoff: 149251.4350471011,
    profit: -2639.1575037137536,
    cashNeeded: 78987.72245661264,
    roi: -3.341224967162995,
  },
} as const;

/** Three properties the member owns: one financed, one free and clear, one losing money. */
export const SAMPLE_PORTFOLIO = [
  {
    name: 'Casa en Tampa',
    currentValue: 250_000,
    loanBalance: 180_000,
    interestRate: 6.5,
    remainingTermMonths: 300,
    monthlyRent: 2_200,
    taxes: 280,
    insurance: 110,
    hoa: 0,
    otherExpenses: 250,
  },
  {
    name: 'Condo en Houston',
    currentValue: 180_000,
    loanBalance: 0,
    interestRate: 0,
    remainingTermMonths: 0,
    monthlyRent: 1_500,
    taxes: 200,
    insurance: 90,
    hoa: 0,
    otherExpenses: 200,
  },
  {
    name: 'Townhouse en Orlando',
    currentValue: 320_000,
    loanBalance: 260_000,
    interestRate: 7.25,
    remainingTermMonths: 340,
    monthlyRent: 2_500,
    taxes: 380,
    insurance: 130,
    hoa: 50,
    otherExpenses: 300,
  },
] as const satisfies readonly PortfolioPropertyInput[];

/** Per property: payment, PITIA, cash flow, DSCR (rent ÷ PITIA) and equity, by hand. */
export const SAMPLE_PORTFOLIO_FIGURES = [
  {
    payment: 1215.3728904257548,
    pitia: 1605.3728904257548,
    cashFlow: 344.6271095742452,
    dscr: 2_200 / 1605.3728904257548,
    equity: 70_000,
  },
  { payment: 0, pitia: 290, cashFlow: 1_010, dscr: 1_500 / 290, equity: 180_000 },
  {
    payment: 1803.4710009367598,
    pitia: 2363.47100093676,
    cashFlow: -163.47100093676,
    dscr: 2_500 / 2363.47100093676,
    equity: 60_000,
  },
] as const;

export const SAMPLE_BALANCE_SHEET = {
  assets: { cash: 40_000, retirement: 100_000, brokerage: 30_000, other: 10_000 },
  debts: { homeMortgage: 150_000, creditCards: 5_000, auto: 12_000, student: 0, other: 0 },
} as const satisfies BalanceSheetInput;

/**
 * Totals: value 750,000; debt 440,000; equity 310,000; cash flow 1,191.16; DSCR = 6,200 ÷ 4,258.84
 * = 1.4558. Net worth = 310,000 + 180,000 − 167,000 = 323,000. Reserves =
 * 40,000 + 50 % × 100,000 + 50 % × 30,000 = 105,000 = 24.65 months of PITIA (the engine's
 * DEFAULT_RESERVE_WEIGHTS, shared/lenders/rules.ts).
 */
export const SAMPLE_PORTFOLIO_TOTALS = {
  value: 750_000,
  debt: 440_000,
  equity: 310_000,
  monthlyCashFlow: 1191.1561086374852,
  dscr: 1.4557941446443716,
  pitia: 4258.843891362515,
  netWorth: 323_000,
  reserves: 105_000,
  reserveMonths: 24.654578256074036,
} as const;
