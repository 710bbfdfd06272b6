import { monthlyPayment } from './amortization.ts';
import { rentalFigures, cashOnCash, type RentalFigures } from './figures.ts';
import { percentOf, ratio } from './ratios.ts';
import { irr, IRR_REASONS } from './irr.ts';
import { pitia } from './lender-dscr.ts';
import {
  amortisingPayment,
  balanceAfter,
  hasBalloon,
  paymentInMonth,
  paymentsBetween,
  type LoanStructure,
} from './loan.ts';

/**
 * The deal file's analysis: one property's purchase, financing, income and expenses, measured the
 * way DealCheck users expect — cash invested with closing costs, rehab and points, a multi-year
 * projection, IRR — and the BRRRR and flip paths of the same deal as they happen: a hard-money
 * purchase, rehab months with carrying costs, a refinance valued as lenders value it before and
 * after seasoning, a sale. Pure functions: the API computes `analysis` on every read from the
 * stored inputs, and the tools, the lender package and the portfolio call the same code. The
 * headline figures come from the one set of definitions in ./figures.ts.
 *
 * Units: dollars; "monthly" amounts are $/month; rates and percentages in % (7.5 = 7.5 %);
 * terms and holds in years; rehab, seasoning and flip holds in months.
 */
export interface DealFileInputs {
  /** Purchase price, $. */
  purchasePrice: number;
  /** Buyer's closing costs paid in cash (points apart), $. */
  closingCosts: number;
  /** Repairs paid in cash after purchase, $. */
  rehabCost: number;
  /** After-repair value, $; absent = the purchase price. */
  arv?: number;
  /** Cash down payment, $; the purchase loan is price − down payment. */
  downPayment: number;
  /** Annual interest rate of the purchase loan, %. */
  interestRate: number;
  /** Term of the purchase loan, years (default 30; hard money runs 1-2). */
  termYears: number;
  /** Interest-only years at the start of the purchase loan (0 = amortising; = term: hard money). */
  interestOnlyYears: number;
  /** Points paid to the purchase lender, % of the loan. */
  points: number;
  /** Gross scheduled rent, $/month. */
  monthlyRent: number;
  /** Other income (parking, laundry, storage), $/month. */
  otherIncome: number;
  /** Income lost to vacancy and bad debt, % of rent + other income. */
  vacancyPct: number;
  /** Property taxes, $/month. */
  taxes: number;
  /** Insurance, $/month. */
  insurance: number;
  /** Association dues, $/month. */
  hoa: number;
  /** Other fixed operating expenses (utilities the owner pays, lawn…), $/month. */
  otherExpenses: number;
  /** Maintenance reserve, % of the monthly rent. */
  maintenancePct: number;
  /** Property management, % of the monthly rent. */
  managementPct: number;
  /** Capital expenditure reserve (roof, HVAC…), % of the monthly rent. */
  capexPct: number;
  /** Value growth, % a year. */
  appreciationPct: number;
  /** Rent (and other income) growth, % a year. */
  rentGrowthPct: number;
  /** Fixed expense growth (taxes, insurance, HOA, other), % a year. */
  expenseGrowthPct: number;
  /** Years held before selling (default 5). */
  holdYears: number;
  /** Cost of selling at the end of the hold, % of the sale value (default 6). */
  sellingCostsPct: number;
  /** Months of rehab after purchase with no rent; a BRRRR refinances when it ends. */
  rehabMonths: number;
  /**
   * What the empty property costs each month besides the loan while it is rehabbed or held for
   * sale (taxes, insurance, HOA, utilities…), $/month; absent = taxes + insurance + HOA.
   */
  holdingCostsMonthly?: number;
  /** BRRRR: refinance loan as % of the value the lender uses (default 75). */
  refiLtvPct: number;
  /** BRRRR: refinance rate, %; absent = the purchase loan's rate. */
  refiRate?: number;
  /** BRRRR: refinance term, years (default 30, whatever the purchase loan's term). */
  refiTermYears: number;
  /** BRRRR: refinance closing costs, $. */
  refiClosingCosts: number;
  /**
   * BRRRR: months since purchase the refinance lender wants before it lends on the appraisal
   * (DEFAULT_SEASONING_MONTHS unless the member's lender says otherwise); earlier, it lends on the
   * lesser of the appraisal and the cost (price + documented improvements).
   */
  seasoningMonths: number;
  /** Refinance of a property owned: the date it was bought (YYYY-MM-DD). */
  acquisitionDate?: string;
  /** Refinance: what was paid for it, $; absent = the purchase price. */
  acquisitionPrice?: number;
  /** Refinance: documented improvements since, $; absent = the rehab. */
  improvements?: number;
  /** Refinance: liens the new loan pays off, $; absent = the purchase loan's balance then. */
  payoff?: number;
  /** Flip: months from purchase to sale. */
  flipHoldingMonths: number;
}

/**
 * Months since purchase before refinance lenders value a property at its appraisal: 12 at Change
 * Wholesale and A&D Mortgage (mortgageq.ai) and in Optrumax's delayed-financing rule; until then
 * they lend on the lesser of the appraisal and the cost basis. Some DSCR lenders use 6 (Boxwood:
 * 180 days), which the member can set on the deal file.
 */
export const DEFAULT_SEASONING_MONTHS = 12;

/**
 * What hard-money lenders publish for a flip or a BRRRR purchase: up to 90 % of the purchase price
 * plus 100 % of the rehab (loan-to-cost), never more than 75 % of the after-repair value (Pantheon
 * Investments and Baraka Capital, as read in the lending review; Roadrunner's tiers run 80-90 %).
 */
export const TYPICAL_HARD_MONEY = { purchasePct: 90, rehabPct: 100, arvPct: 75 } as const;

/** The defaults of the inputs a member may leave out. */
export const DEAL_FILE_DEFAULTS = {
  closingCosts: 0,
  rehabCost: 0,
  termYears: 30,
  interestOnlyYears: 0,
  points: 0,
  otherIncome: 0,
  vacancyPct: 0,
  taxes: 0,
  insurance: 0,
  hoa: 0,
  otherExpenses: 0,
  maintenancePct: 0,
  managementPct: 0,
  capexPct: 0,
  appreciationPct: 0,
  rentGrowthPct: 0,
  expenseGrowthPct: 0,
  holdYears: 5,
  sellingCostsPct: 6,
  rehabMonths: 0,
  refiLtvPct: 75,
  refiTermYears: 30,
  refiClosingCosts: 0,
  seasoningMonths: DEFAULT_SEASONING_MONTHS,
  flipHoldingMonths: 6,
} as const satisfies Partial<DealFileInputs>;

export interface ProjectionYear {
  year: number;
  /** Rent × (1 + rentGrowth)^(year − 1), $/month. */
  monthlyRent: number;
  /** Other income grown like the rent, $/month. */
  otherIncome: number;
  /** (rent + other) × (1 − vacancy), $/month. */
  effectiveIncome: number;
  /** Fixed expenses × (1 + expenseGrowth)^(year − 1) + rent × percent expenses, $/month. */
  operatingExpenses: number;
  /** Effective income − operating expenses, $/month. */
  noi: number;
  /** Loan payments due this year, $ (a balloon included in the year it falls due). */
  debtService: number;
  /** 12 × NOI − debt service, $/year. */
  annualCashFlow: number;
  /** Sum of the annual cash flows so far, $. */
  cumulativeCashFlow: number;
  /** ARV × (1 + appreciation)^year, $. */
  value: number;
  /** What is still owed after 12 × year payments, $. */
  loanBalance: number;
  /** Value − loan balance, $. */
  equity: number;
}

interface BrrrrRefinance {
  /** Month the refinance closes (months after purchase). */
  month: number;
  /** Whether the lender's seasoning has passed by then (it lends on the appraisal). */
  seasoned: boolean;
  /** The value the lender lends on: the ARV once seasoned, else min(ARV, cost basis), $. */
  valueBasis: number;
  /** valueBasis × refiLtv, $. */
  newLoan: number;
  /** Liens paid off: the purchase loan's balance then (or the payoff given), $. */
  payoff: number;
  /** New loan − payoff − refinance closing costs, $ (negative: cash to bring). */
  cashOut: number;
  /** Cash put in up to the refinance (purchase, rehab, carrying, net of any rent), $. */
  cashInvested: number;
  /** Cash invested − cash out, $ (0 or less: all the cash came back). */
  cashLeftInDeal: number;
}

interface BrrrrAnalysis extends BrrrrRefinance {
  /** Months of seasoning the refinance lender wants. */
  seasoningMonths: number;
  /** (Acquisition price or price) + (improvements or rehab), $. */
  costBasis: number;
  /** The date seasoning ends (acquisitionDate + seasoningMonths), when the date is known. */
  seasonedOn: string | null;
  refiRate: number;
  refiTermYears: number;
  /** Purchase-loan payments and holding costs over the rehab months, $. */
  carryingCosts: number;
  /** New loan's payment, $/month. */
  newMonthlyPayment: number;
  /** NOI − new payment, $/month. */
  newMonthlyCashFlow: number;
  /** 12 × new cash flow ÷ cash left × 100, %; null when no cash is left in the deal. */
  newCashOnCash: number | null;
  /** Gross rent ÷ (new payment + taxes + insurance + HOA). */
  newLenderDscr: number | null;
  /** Month 0 … end of the hold: purchase, rehab, refinance, rent, sale, $. */
  monthlyFlows: number[];
  /** Annual IRR of those flows ((1 + monthly IRR)^12 − 1), %; null when none exists. */
  irr: number | null;
  irrExplanation: string | null;
  /** Refinancing once seasoned instead, on the appraisal; null when already seasoned. */
  atSeasoning: BrrrrRefinance | null;
}

interface FlipAnalysis {
  holdingMonths: number;
  /** Purchase-loan payments over the hold, $ (interest only on hard money). */
  loanPayments: number;
  /** Holding costs besides the loan × months, $. */
  otherHoldingCosts: number;
  /** Loan payments + other holding costs, $. */
  holdingCosts: number;
  /** ARV × selling costs %, $. */
  sellingCosts: number;
  /** The purchase loan's balance paid off at the sale, $. */
  payoff: number;
  /** Down payment + closing + points + rehab + holding costs, $: the cash the flip needs. */
  cashNeeded: number;
  /** ARV − selling costs − payoff − cash needed, $. */
  profit: number;
  /** Profit ÷ cash needed × 100, %; null without cash needed. */
  roi: number | null;
  /** ROI × 12 ÷ months, % a year (simple); null without ROI or months. */
  annualizedRoi: number | null;
  /** Loan ÷ (price + rehab) × 100, %. */
  loanToCost: number | null;
  /** Loan ÷ ARV × 100, %. */
  loanToArv: number | null;
  /** min(90 % × price + 100 % × rehab, 75 % × ARV): what hard-money lenders publish, $. */
  typicalMaxLoan: number;
}

/** The deal bought and held: the rental's figures, the projection and its IRR. */
export interface HoldAnalysis {
  /** The ARV used: the one given, else the purchase price, $. */
  arv: number;
  /** Purchase price − down payment (floor 0), $. */
  loan: number;
  /** Points paid on the purchase loan, $. */
  points: number;
  /** The first payment of the purchase loan (interest only during its interest-only years). */
  monthlyPayment: number;
  /** The amortising payment after the interest-only years, $/month (0 on a balloon loan). */
  paymentAfterInterestOnly: number;
  /** When the whole principal is due at the end of the term (hard money): month and amount. */
  balloon: { month: number; amount: number } | null;
  /** Down payment + closing costs + rehab + points, $. */
  cashInvested: number;
  /** (Rent + other income) × (1 − vacancy/100), $/month. */
  effectiveIncome: number;
  /** (Rent + other income) × vacancy/100, $/month. */
  vacancyLoss: number;
  /** Taxes + insurance + HOA + other + rent × (maintenance + management + capex)/100, $/month. */
  operatingExpenses: number;
  /** Effective income − operating expenses, $/month. */
  noi: number;
  /** NOI − monthly payment, $/month. */
  monthlyCashFlow: number;
  /** 12 × monthly cash flow ÷ cash invested × 100, %; null without cash invested. */
  cashOnCash: number | null;
  /** 12 × NOI ÷ purchase price × 100, %; null without a price. */
  capRate: number | null;
  /** Monthly rent ÷ (payment + taxes + insurance + HOA): PITIA, or ITIA while interest-only. */
  lenderDscr: number | null;
  dscrBasis: 'PITIA' | 'ITIA';
  /** Loan ÷ purchase price × 100, %. */
  loanToValue: number | null;
  /** Year 1 … holdYears. */
  projections: ProjectionYear[];
  /** Year-0 −cash invested, each year's cash flow, and the sale in the last year, $. */
  irrFlows: number[];
  /** Value × (1 − selling costs) − loan balance at the end of the hold, $. */
  saleProceeds: number;
  /** Annual IRR, %; null when the flows have none (irrExplanation says why). */
  irr: number | null;
  irrExplanation: string | null;
  /** (Σ cash flows + sale proceeds − cash invested) ÷ cash invested × 100, %. */
  totalReturn: number | null;
}

export interface DealAnalysis extends HoldAnalysis {
  brrrr: BrrrrAnalysis;
  flip: FlipAnalysis;
}

/** The deal as a rental: the one set of figures (./figures.ts) from the deal file's inputs. */
export function dealRentalFigures(i: DealFileInputs): RentalFigures {
  return rentalFigures({
    purchasePrice: i.purchasePrice,
    downPayment: i.downPayment,
    closingCosts: i.closingCosts,
    rehabCost: i.rehabCost,
    pointsPct: i.points,
    interestRate: i.interestRate,
    termYears: i.termYears,
    interestOnlyYears: i.interestOnlyYears,
    monthlyRent: i.monthlyRent,
    otherIncome: i.otherIncome,
    vacancyPct: i.vacancyPct,
    taxes: i.taxes,
    insurance: i.insurance,
    hoa: i.hoa,
    otherOperatingExpenses:
      i.otherExpenses + (i.monthlyRent * (i.maintenancePct + i.managementPct + i.capexPct)) / 100,
  });
}

/** NOI in a given year of ownership (1-based), rent and expenses grown yearly, $/month. */
function noiInYear(i: DealFileInputs, year: number) {
  const rentGrowth = (1 + i.rentGrowthPct / 100) ** (year - 1);
  const expenseGrowth = (1 + i.expenseGrowthPct / 100) ** (year - 1);
  const rent = i.monthlyRent * rentGrowth;
  const other = i.otherIncome * rentGrowth;
  const income = (rent + other) * (1 - i.vacancyPct / 100);
  const fixed = i.taxes + i.insurance + i.hoa + i.otherExpenses;
  const expenses =
    fixed * expenseGrowth + (rent * (i.maintenancePct + i.managementPct + i.capexPct)) / 100;
  return { rent, other, income, expenses, noi: income - expenses };
}

/** ARV × (1 + appreciation)^(months ÷ 12), $. */
function valueAfterMonths(i: DealFileInputs, arv: number, months: number): number {
  return arv * (1 + i.appreciationPct / 100) ** (months / 12);
}

function purchaseLoan(i: DealFileInputs, loan: number): LoanStructure {
  return {
    principal: loan,
    annualRate: i.interestRate,
    termYears: i.termYears,
    interestOnlyYears: i.interestOnlyYears,
  };
}

/** Holding costs besides the loan while the property is empty, $/month. */
function holdingCostsMonthly(i: DealFileInputs): number {
  return i.holdingCostsMonthly ?? i.taxes + i.insurance + i.hoa;
}

export function analyseDeal(inputs: DealFileInputs): DealAnalysis {
  const arv = inputs.arv ?? inputs.purchasePrice;
  const f = dealRentalFigures(inputs);
  const loan = purchaseLoan(inputs, f.loan);
  return {
    ...analyseHold(inputs),
    brrrr: analyseBrrrr(inputs, arv, f, loan),
    flip: analyseFlip(inputs, arv, f, loan),
  };
}

/** Bought and held: the headline figures, the yearly projection and its IRR (cheap: no BRRRR). */
export function analyseHold(inputs: DealFileInputs): HoldAnalysis {
  const i = inputs;
  const arv = i.arv ?? i.purchasePrice;
  const f = dealRentalFigures(i);
  const loan = purchaseLoan(i, f.loan);
  const termMonths = Math.round(i.termYears * 12);

  const projections: ProjectionYear[] = [];
  let cumulative = 0;
  for (let year = 1; year <= i.holdYears; year++) {
    const y = noiInYear(i, year);
    const debtService = paymentsBetween(loan, (year - 1) * 12 + 1, year * 12);
    const annualCashFlow = 12 * y.noi - debtService;
    cumulative += annualCashFlow;
    const value = valueAfterMonths(i, arv, 12 * year);
    const loanBalance = balanceAfter(loan, 12 * year);
    projections.push({
      year,
      monthlyRent: y.rent,
      otherIncome: y.other,
      effectiveIncome: y.income,
      operatingExpenses: y.expenses,
      noi: y.noi,
      debtService,
      annualCashFlow,
      cumulativeCashFlow: cumulative,
      value,
      loanBalance,
      equity: value - loanBalance,
    });
  }

  const last = projections[projections.length - 1];
  const saleProceeds = last ? last.value * (1 - i.sellingCostsPct / 100) - last.loanBalance : 0;
  const irrFlows = [-f.cashInvested, ...projections.map((p) => p.annualCashFlow)];
  if (irrFlows.length > 1) irrFlows[irrFlows.length - 1]! += saleProceeds;
  const solved = irr(irrFlows);

  return {
    arv,
    loan: f.loan,
    points: f.points,
    monthlyPayment: f.monthlyPayment,
    paymentAfterInterestOnly: amortisingPayment(loan),
    balloon: hasBalloon(loan) ? { month: termMonths, amount: f.loan } : null,
    cashInvested: f.cashInvested,
    effectiveIncome: f.effectiveIncome,
    vacancyLoss: f.vacancyLoss,
    operatingExpenses: f.operatingExpenses,
    noi: f.noi,
    monthlyCashFlow: f.monthlyCashFlow,
    cashOnCash: f.cashOnCash,
    capRate: f.capRate,
    lenderDscr: f.lenderDscr,
    dscrBasis: f.dscrBasis,
    loanToValue: f.loanToValue,
    projections,
    irrFlows,
    saleProceeds,
    irr: solved.rate === null ? null : solved.rate * 100,
    irrExplanation: solved.reason === null ? null : IRR_REASONS[solved.reason],
    totalReturn: last
      ? percentOf(cumulative + saleProceeds - f.cashInvested, f.cashInvested)
      : null,
  };
}

/** The date `months` after an ISO date (YYYY-MM-DD), clamped to the month's last day. */
function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * The BRRRR path, month by month: buy with the purchase loan (hard money: interest-only, points),
 * pay the rehab and carry the empty property for the rehab months, refinance when the rehab ends
 * on the value the lender allows then (./DEFAULT_SEASONING_MONTHS), rent, and sell at the end of
 * the hold. The rehab is paid at purchase (conservative for the IRR: the cash leaves first).
 */
function analyseBrrrr(
  i: DealFileInputs,
  arv: number,
  f: RentalFigures,
  loan: LoanStructure,
): BrrrrAnalysis {
  const refiRate = i.refiRate ?? i.interestRate;
  const costBasis = (i.acquisitionPrice ?? i.purchasePrice) + (i.improvements ?? i.rehabCost);
  const holding = holdingCostsMonthly(i);
  const upfront = i.downPayment + i.closingCosts + f.points + i.rehabCost;
  const rehabMonths = Math.max(0, Math.round(i.rehabMonths));
  const holdMonths = Math.round(i.holdYears * 12);
  const newPaymentFor = (amount: number) => monthlyPayment(amount, refiRate, i.refiTermYears);
  /** Rent month m (1-based, after the rehab): NOI of its year of ownership − the loan's payment. */
  const rentedFlow = (month: number) => noiInYear(i, Math.ceil(month / 12)).noi;

  // A balloon falling due by the refinance is what the refinance pays off, not a payment.
  const balloonMonth = hasBalloon(loan) ? Math.round(i.termYears * 12) : Infinity;
  const regularPayment = (m: number) =>
    paymentInMonth(loan, m) - (m === balloonMonth ? loan.principal : 0);
  const owedAfter = (m: number) => (m >= balloonMonth ? loan.principal : balanceAfter(loan, m));

  /** Refinancing at the end of month `month`: what comes back and what stays in. */
  function refinanceAt(month: number): BrrrrRefinance {
    const seasoned = month >= i.seasoningMonths;
    const valueBasis = seasoned ? arv : Math.min(arv, costBasis);
    const newLoan = valueBasis * (i.refiLtvPct / 100);
    const payoff = i.payoff ?? owedAfter(month);
    const cashOut = newLoan - payoff - i.refiClosingCosts;
    // Before the refinance: the rehab months carry the empty property; after them it rents.
    let invested = upfront;
    for (let m = 1; m <= month; m++) {
      const carrying = regularPayment(m) + (m <= rehabMonths ? holding : 0);
      invested += carrying - (m > rehabMonths ? rentedFlow(m) : 0);
    }
    return {
      month,
      seasoned,
      valueBasis,
      newLoan,
      payoff,
      cashOut,
      cashInvested: invested,
      cashLeftInDeal: invested - cashOut,
    };
  }

  const refi = refinanceAt(rehabMonths);
  const newPayment = newPaymentFor(refi.newLoan);
  const newMonthlyCashFlow = f.noi - newPayment;
  const newPitia = pitia({
    monthlyRent: i.monthlyRent,
    loanAmount: refi.newLoan,
    interestRate: refiRate,
    loanTerm: i.refiTermYears,
    propertyTaxes: i.taxes,
    insurance: i.insurance,
    hoa: i.hoa,
    interestOnly: false,
  });

  // The path's monthly flows: purchase and rehab at month 0, carrying, the refinance, rent, sale.
  const newLoan: LoanStructure = {
    principal: refi.newLoan,
    annualRate: refiRate,
    termYears: i.refiTermYears,
    interestOnlyYears: 0,
  };
  const refinances = rehabMonths < holdMonths;
  const flows = [-upfront + (refinances && rehabMonths === 0 ? refi.cashOut : 0)];
  for (let m = 1; m <= holdMonths; m++) {
    let flow: number;
    if (m <= rehabMonths) flow = -(regularPayment(m) + holding);
    else if (refinances) flow = rentedFlow(m) - paymentInMonth(newLoan, m - rehabMonths);
    else flow = rentedFlow(m) - paymentInMonth(loan, m);
    if (refinances && m === rehabMonths) flow += refi.cashOut; // month 0 already has it at 0
    flows.push(flow);
  }
  if (flows.length > 1) {
    const owed = refinances
      ? balanceAfter(newLoan, holdMonths - rehabMonths)
      : balanceAfter(loan, holdMonths);
    flows[flows.length - 1]! +=
      valueAfterMonths(i, arv, holdMonths) * (1 - i.sellingCostsPct / 100) - owed;
  }
  const solved = irr(flows);

  return {
    ...refi,
    seasoningMonths: i.seasoningMonths,
    costBasis,
    seasonedOn: i.acquisitionDate ? addMonths(i.acquisitionDate, i.seasoningMonths) : null,
    refiRate,
    refiTermYears: i.refiTermYears,
    carryingCosts: refi.cashInvested - upfront,
    newMonthlyPayment: newPayment,
    newMonthlyCashFlow,
    newCashOnCash: cashOnCash(newMonthlyCashFlow, refi.cashLeftInDeal),
    newLenderDscr: ratio(i.monthlyRent, newPitia.total),
    monthlyFlows: flows,
    irr: solved.rate === null ? null : ((1 + solved.rate) ** 12 - 1) * 100,
    irrExplanation: solved.reason === null ? null : IRR_REASONS[solved.reason],
    atSeasoning: refi.seasoned ? null : refinanceAt(Math.max(rehabMonths, i.seasoningMonths)),
  };
}

/**
 * The flip: buy with the purchase loan (hard money: interest-only with points), carry the empty
 * property for the months to the sale, sell at the ARV less selling costs and pay off the loan.
 * Principal repaid during the hold comes back at the sale (a smaller payoff), so only interest and
 * holding costs reduce the profit.
 */
function analyseFlip(
  i: DealFileInputs,
  arv: number,
  f: RentalFigures,
  loan: LoanStructure,
): FlipAnalysis {
  const months = i.flipHoldingMonths;
  const loanPayments = paymentsBetween(loan, 1, months);
  const otherHoldingCosts = holdingCostsMonthly(i) * months;
  const holdingCosts = loanPayments + otherHoldingCosts;
  const sellingCosts = arv * (i.sellingCostsPct / 100);
  const payoff = balanceAfter(loan, months);
  const cashNeeded = i.downPayment + i.closingCosts + f.points + i.rehabCost + holdingCosts;
  const profit = arv - sellingCosts - payoff - cashNeeded;
  const roi = percentOf(profit, cashNeeded);
  const h = TYPICAL_HARD_MONEY;
  return {
    holdingMonths: months,
    loanPayments,
    otherHoldingCosts,
    holdingCosts,
    sellingCosts,
    payoff,
    cashNeeded,
    profit,
    roi,
    annualizedRoi: roi === null || months <= 0 ? null : (roi * 12) / months,
    loanToCost: percentOf(f.loan, i.purchasePrice + i.rehabCost),
    loanToArv: percentOf(f.loan, arv),
    typicalMaxLoan: Math.min(
      (h.purchasePct / 100) * i.purchasePrice + (h.rehabPct / 100) * i.rehabCost,
      (h.arvPct / 100) * arv,
    ),
  };
}
