import { monthlyPayment, monthlyRate, pmt, fv } from './amortization.ts';
import { ratio } from './dscr.ts';
import { irr, IRR_REASONS } from './irr.ts';
import { percentOf } from './roi.ts';

/**
 * The deal file's analysis (issue 13): one property's purchase, financing, income and expenses,
 * measured the way DealCheck users expect — cash invested with closing costs and rehab, a
 * multi-year projection, IRR, and the BRRRR and flip views of the same deal. Pure functions: the
 * API computes `analysis` on every read from the stored inputs, and the tools, the lender package
 * and the qualification engine call the same code.
 *
 * Units: dollars; "monthly" amounts are $/month; rates and percentages in % (7.5 = 7.5 %);
 * terms and holds in years. Every formula is written beside the figure it defines.
 */
export interface DealFileInputs {
  /** Purchase price, $. */
  purchasePrice: number;
  /** Buyer's closing costs paid in cash, $. */
  closingCosts: number;
  /** Repairs paid in cash after purchase, $. */
  rehabCost: number;
  /** After-repair value, $; absent = the purchase price. */
  arv?: number;
  /** Cash down payment, $; the loan is price − down payment. */
  downPayment: number;
  /** Annual interest rate of the purchase loan, %. */
  interestRate: number;
  /** Amortisation term, years (default 30). */
  termYears: number;
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
  /** BRRRR: refinance loan as % of ARV (default 75). */
  refiLtvPct: number;
  /** BRRRR: refinance rate, %; absent = the purchase loan's rate. */
  refiRate?: number;
  /** BRRRR: refinance term, years; absent = the purchase loan's term. */
  refiTermYears?: number;
  /** BRRRR: refinance closing costs, $. */
  refiClosingCosts: number;
  /** Flip: months from purchase to sale. */
  flipHoldingMonths: number;
  /** Flip: utilities while the property is held empty, $/month. */
  flipUtilities: number;
}

/** The defaults for the inputs a member may leave out. */
export const DEAL_FILE_DEFAULTS = {
  closingCosts: 0,
  rehabCost: 0,
  termYears: 30,
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
  refiLtvPct: 75,
  refiClosingCosts: 0,
  flipHoldingMonths: 6,
  flipUtilities: 0,
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
  /** Loan payments made this year, $ (12 × payment while the loan runs). */
  debtService: number;
  /** 12 × NOI − debt service, $/year (= 12 × (NOI − payment) while the loan runs). */
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

interface BrrrrAnalysis {
  /** ARV × refiLtv, $. */
  newLoan: number;
  refiRate: number;
  refiTermYears: number;
  /** New loan's payment, $/month. */
  newMonthlyPayment: number;
  /** New loan − purchase loan paid off − refinance closing costs, $ (negative: cash to close). */
  cashOut: number;
  /** Cash invested − cash out, $ (0 or less: all the cash came back). */
  cashLeftInDeal: number;
  /** NOI − new payment, $/month. */
  newMonthlyCashFlow: number;
  /** 12 × new cash flow ÷ cash left × 100, %; null when no cash is left in the deal. */
  newCashOnCash: number | null;
  /** Gross rent ÷ (new payment + taxes + insurance + HOA). */
  newLenderDscr: number | null;
}

interface FlipAnalysis {
  holdingMonths: number;
  /** Months × (loan payment + taxes + insurance + HOA + utilities), $. */
  holdingCosts: number;
  /** ARV × selling costs %, $. */
  sellingCosts: number;
  /** ARV − price − closing − rehab − holding costs − selling costs, $. */
  profit: number;
  /** Down payment + closing + rehab + holding costs, $: the cash the flip needs. */
  cashNeeded: number;
  /** Profit ÷ cash needed × 100, %; null without cash needed. */
  roi: number | null;
  /** ROI × 12 ÷ months, % a year (simple); null without ROI or months. */
  annualizedRoi: number | null;
}

export interface DealAnalysis {
  /** The ARV used: the one given, else the purchase price, $. */
  arv: number;
  /** Purchase price − down payment (floor 0), $. */
  loan: number;
  /** Standard amortisation of the loan at rate/12 over termYears × 12 months, $/month. */
  monthlyPayment: number;
  /** Down payment + closing costs + rehab, $. */
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
  /** Monthly rent ÷ (payment + taxes + insurance + HOA); null without a housing payment. */
  lenderDscr: number | null;
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
  brrrr: BrrrrAnalysis;
  flip: FlipAnalysis;
}

/** Balance after `paid` monthly payments of a loan of `principal` at `annualRate` % over `months`. */
export function loanBalanceAfter(
  principal: number,
  annualRate: number,
  months: number,
  paid: number,
): number {
  if (principal <= 0 || paid >= months) return 0;
  const r = monthlyRate(annualRate);
  const payment = pmt(r, months, principal); // negative: paid
  return Math.max(0, -fv(r, paid, payment, principal));
}

export function analyseDeal(inputs: DealFileInputs): DealAnalysis {
  const i = inputs;
  const arv = i.arv ?? i.purchasePrice;
  const loan = Math.max(0, i.purchasePrice - i.downPayment);
  const termMonths = Math.round(i.termYears * 12);
  const payment = monthlyPayment(loan, i.interestRate, i.termYears);
  const cashInvested = i.downPayment + i.closingCosts + i.rehabCost;

  const vacancy = i.vacancyPct / 100;
  const percentExpenses = (i.maintenancePct + i.managementPct + i.capexPct) / 100;
  const fixedExpenses = i.taxes + i.insurance + i.hoa + i.otherExpenses;
  const grossIncome = i.monthlyRent + i.otherIncome;
  const effectiveIncome = grossIncome * (1 - vacancy);
  const operatingExpenses = fixedExpenses + i.monthlyRent * percentExpenses;
  const noi = effectiveIncome - operatingExpenses;
  const monthlyCashFlow = noi - payment;

  const projections: ProjectionYear[] = [];
  let cumulative = 0;
  for (let year = 1; year <= i.holdYears; year++) {
    const rentGrowth = (1 + i.rentGrowthPct / 100) ** (year - 1);
    const expenseGrowth = (1 + i.expenseGrowthPct / 100) ** (year - 1);
    const rent = i.monthlyRent * rentGrowth;
    const other = i.otherIncome * rentGrowth;
    const income = (rent + other) * (1 - vacancy);
    const expenses = fixedExpenses * expenseGrowth + rent * percentExpenses;
    const yearNoi = income - expenses;
    // Payments made in this year: 12 while the loan runs (fewer in its last year, none after).
    const monthsPaid = Math.max(0, Math.min(12, termMonths - (year - 1) * 12));
    const debtService = payment * monthsPaid;
    const annualCashFlow = 12 * yearNoi - debtService;
    cumulative += annualCashFlow;
    const value = arv * (1 + i.appreciationPct / 100) ** year;
    const loanBalance = loanBalanceAfter(loan, i.interestRate, termMonths, 12 * year);
    projections.push({
      year,
      monthlyRent: rent,
      otherIncome: other,
      effectiveIncome: income,
      operatingExpenses: expenses,
      noi: yearNoi,
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
  const irrFlows = [-cashInvested, ...projections.map((p) => p.annualCashFlow)];
  if (irrFlows.length > 1) irrFlows[irrFlows.length - 1]! += saleProceeds;
  const solved = irr(irrFlows);

  return {
    arv,
    loan,
    monthlyPayment: payment,
    cashInvested,
    effectiveIncome,
    vacancyLoss: grossIncome * vacancy,
    operatingExpenses,
    noi,
    monthlyCashFlow,
    cashOnCash: percentOf(12 * monthlyCashFlow, cashInvested),
    capRate: percentOf(12 * noi, i.purchasePrice),
    lenderDscr: ratio(i.monthlyRent, payment + i.taxes + i.insurance + i.hoa),
    loanToValue: percentOf(loan, i.purchasePrice),
    projections,
    irrFlows,
    saleProceeds,
    irr: solved.rate === null ? null : solved.rate * 100,
    irrExplanation: solved.reason === null ? null : IRR_REASONS[solved.reason],
    totalReturn: last ? percentOf(cumulative + saleProceeds - cashInvested, cashInvested) : null,
    brrrr: analyseBrrrr(i, { arv, loan, cashInvested, noi }),
    flip: analyseFlip(i, { arv, payment }),
  };
}

function analyseBrrrr(
  i: DealFileInputs,
  deal: { arv: number; loan: number; cashInvested: number; noi: number },
): BrrrrAnalysis {
  const refiRate = i.refiRate ?? i.interestRate;
  const refiTermYears = i.refiTermYears ?? i.termYears;
  const newLoan = deal.arv * (i.refiLtvPct / 100);
  const newPayment = monthlyPayment(newLoan, refiRate, refiTermYears);
  // The refinance pays off the purchase loan (taken as its original amount: BRRRR refinances
  // within months of buying, when little principal has been repaid).
  const cashOut = newLoan - deal.loan - i.refiClosingCosts;
  const cashLeftInDeal = deal.cashInvested - cashOut;
  const newMonthlyCashFlow = deal.noi - newPayment;
  return {
    newLoan,
    refiRate,
    refiTermYears,
    newMonthlyPayment: newPayment,
    cashOut,
    cashLeftInDeal,
    newMonthlyCashFlow,
    newCashOnCash: percentOf(12 * newMonthlyCashFlow, cashLeftInDeal),
    newLenderDscr: ratio(i.monthlyRent, newPayment + i.taxes + i.insurance + i.hoa),
  };
}

function analyseFlip(i: DealFileInputs, deal: { arv: number; payment: number }): FlipAnalysis {
  const months = i.flipHoldingMonths;
  // The whole payment counts as a cost (conservative: its principal part comes back at the sale).
  const holdingCosts = months * (deal.payment + i.taxes + i.insurance + i.hoa + i.flipUtilities);
  const sellingCosts = deal.arv * (i.sellingCostsPct / 100);
  const profit =
    deal.arv - i.purchasePrice - i.closingCosts - i.rehabCost - holdingCosts - sellingCosts;
  const cashNeeded = i.downPayment + i.closingCosts + i.rehabCost + holdingCosts;
  const roi = percentOf(profit, cashNeeded);
  return {
    holdingMonths: months,
    holdingCosts,
    sellingCosts,
    profit,
    cashNeeded,
    roi,
    annualizedRoi: roi === null || months <= 0 ? null : (roi * 12) / months,
  };
}
