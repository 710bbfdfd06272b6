import { rentalFigures } from './figures.ts';

/**
 * The deal finder's math: every candidate is bought with the member's own loan terms (down
 * payment %, rate, term: the criteria), measured with the one set of figures every tool shares
 * (./figures.ts), filtered by the member's minimums and scored. The score, in points, is below, and
 * the screen shows its parts.
 *
 *   score = 0.5 × cash-on-cash (%) + 0.5 × cap rate (%) + 5 × (NOI coverage − 1)
 *           + 0.25 × equity upside (%)
 *
 * - cash-on-cash = 12 × cash flow ÷ cash invested (down payment + rehab; closing costs are not
 *   known here) × 100
 * - cap rate = 12 × NOI ÷ price × 100, NOI = rent − operating expenses ($/month)
 * - NOI coverage = NOI ÷ the loan's payment: how far the property carries its loan. It is not the
 *   lender's DSCR (rent ÷ PITIA; the finder has no taxes and insurance apart), and no lender
 *   minimum is implied: each program sets its own (¿Califico?).
 * - equity upside = (ARV − price − rehab) ÷ price × 100, only when an after-repair value is given
 * A score below 0 shows as 0. Tiers (DEAL_TIERS): ≥15 Excelente, ≥12 Muy Bueno, ≥10 Bueno.
 */

export const DEAL_FINDER = {
  /** "ROI mínimo": minimum cash-on-cash, %. */
  minRoi: { min: 5, max: 25, step: 0.5, default: 8 },
  /** Maximum days on market. */
  maxDaysOnMarket: { min: 30, max: 365, step: 15, default: 90 },
  /**
   * Operating expenses as a share of rent when the candidate gives none, % (the investors' "50 %
   * rule": taxes, insurance, maintenance, vacancy and management take about half the rent).
   * An assumption the user can change, never presented as data.
   */
  expenseRatio: { min: 0, max: 90, step: 5, default: 50 },
  /** Most candidates one request may score. */
  maxCandidates: 200,
} as const;

/** The member's loan, as the finder's criteria state it. */
export interface FinderLoanTerms {
  /** Down payment, % of the price. */
  downPaymentPct: number;
  /** Annual interest rate, %. */
  interestRate: number;
  /** Term, years. */
  termYears: number;
}

export const SCORE_WEIGHTS = {
  /** points per % of cash-on-cash */
  cashOnCash: 0.5,
  /** points per % of cap rate */
  capRate: 0.5,
  /** points per 1.00 of NOI coverage above 1 */
  coverage: 5,
  /** points per % of equity upside */
  equity: 0.25,
} as const;

export type DealTier = 'excelente' | 'muy-bueno' | 'bueno' | 'regular';

/** 15 or more Excelente (green); 12 Muy Bueno (blue); 10 Bueno (yellow); else Regular (grey). */
export const DEAL_TIERS: readonly { tier: DealTier; min: number; label: string; color: string }[] =
  [
    { tier: 'excelente', min: 15, label: 'Excelente', color: 'green' },
    { tier: 'muy-bueno', min: 12, label: 'Muy Bueno', color: 'blue' },
    { tier: 'bueno', min: 10, label: 'Bueno', color: 'yellow' },
    { tier: 'regular', min: -Infinity, label: 'Regular', color: 'grey' },
  ];

export function dealTier(score: number): (typeof DEAL_TIERS)[number] {
  return DEAL_TIERS.find((t) => score >= t.min) ?? DEAL_TIERS[DEAL_TIERS.length - 1]!;
}

export interface DealInputs {
  /** Purchase price, $. */
  price: number;
  /** Gross rent, $/month. */
  monthlyRent: number;
  /** Operating expenses (not the loan), $/month. */
  monthlyExpenses: number;
  /** One-time repairs paid in cash, $. */
  rehabCost?: number;
  /** After-repair value, $. */
  arv?: number;
}

export interface DealMetrics {
  /** Price × the member's down payment %, $. */
  downPayment: number;
  loanAmount: number;
  /** The loan's payment at the member's rate and term, $/month. */
  monthlyPayment: number;
  /** Rent − operating expenses, $/month. */
  monthlyNoi: number;
  /** NOI − payment, $/month. */
  netCashFlow: number;
  /** Down payment + rehab, $. */
  cashInvested: number;
  /** %, null without cash invested. */
  cashOnCashReturn: number | null;
  /** %, null without a price. */
  capRate: number | null;
  /** NOI ÷ payment (not the lender's DSCR), null without a loan. */
  noiCoverage: number | null;
  /** %, null without an ARV. */
  equityUpside: number | null;
  /** Points each part adds to the score. */
  breakdown: { cashOnCash: number; capRate: number; coverage: number; equity: number };
  /** Sum of the breakdown, one decimal, floor 0. */
  dealScore: number;
  tier: DealTier;
}

const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

export function scoreDeal(inputs: DealInputs, loan: FinderLoanTerms): DealMetrics {
  const rehab = Math.max(0, inputs.rehabCost ?? 0);
  const downPayment = (inputs.price * loan.downPaymentPct) / 100;
  const f = rentalFigures({
    purchasePrice: inputs.price,
    downPayment,
    closingCosts: 0,
    rehabCost: rehab,
    pointsPct: 0,
    interestRate: loan.interestRate,
    termYears: loan.termYears,
    interestOnlyYears: 0,
    monthlyRent: inputs.monthlyRent,
    otherIncome: 0,
    vacancyPct: 0,
    taxes: 0,
    insurance: 0,
    hoa: 0,
    otherOperatingExpenses: inputs.monthlyExpenses,
  });
  const equityUpside =
    inputs.arv !== undefined && inputs.arv > 0 && inputs.price > 0
      ? ((inputs.arv - inputs.price - rehab) / inputs.price) * 100
      : null;
  const breakdown = {
    cashOnCash: round((f.cashOnCash ?? 0) * SCORE_WEIGHTS.cashOnCash, 2),
    capRate: round((f.capRate ?? 0) * SCORE_WEIGHTS.capRate, 2),
    coverage: round(f.noiCoverage === null ? 0 : (f.noiCoverage - 1) * SCORE_WEIGHTS.coverage, 2),
    equity: round((equityUpside ?? 0) * SCORE_WEIGHTS.equity, 2),
  };
  const dealScore = Math.max(
    0,
    round(breakdown.cashOnCash + breakdown.capRate + breakdown.coverage + breakdown.equity, 1),
  );
  return {
    downPayment,
    loanAmount: f.loan,
    monthlyPayment: f.monthlyPayment,
    monthlyNoi: f.noi,
    netCashFlow: f.monthlyCashFlow,
    cashInvested: f.cashInvested,
    cashOnCashReturn: f.cashOnCash,
    capRate: f.capRate,
    noiCoverage: f.noiCoverage,
    equityUpside,
    breakdown,
    dealScore,
    tier: dealTier(dealScore).tier,
  };
}

export interface DealCriteria {
  /** Minimum cash-on-cash, %. */
  minRoi: number;
  maxDaysOnMarket: number;
  /** Minimum net cash flow, $/month; null = no minimum. */
  minCashFlow: number | null;
}

/**
 * Why a deal misses the user's minimums (Spanish, empty when it meets them all). A deal whose
 * days on market are unknown is not excluded for that: the screen says the figure is missing.
 */
export function missedCriteria(
  metrics: Pick<DealMetrics, 'cashOnCashReturn' | 'netCashFlow'>,
  daysOnMarket: number | null,
  criteria: DealCriteria,
): string[] {
  const reasons: string[] = [];
  const coc = metrics.cashOnCashReturn;
  if (coc === null || round(coc, 2) < criteria.minRoi) {
    reasons.push(`Cash-on-cash por debajo del ROI mínimo (${criteria.minRoi} %)`);
  }
  if (daysOnMarket !== null && daysOnMarket > criteria.maxDaysOnMarket) {
    reasons.push(`Más de ${criteria.maxDaysOnMarket} días en el mercado`);
  }
  if (criteria.minCashFlow !== null && round(metrics.netCashFlow, 2) < criteria.minCashFlow) {
    reasons.push('Flujo de caja mensual por debajo del mínimo');
  }
  return reasons;
}

/** Highest score first; ties by higher cash flow, then by address for a stable order. */
export function byScore<T extends { dealScore: number; netCashFlow: number; address: string }>(
  a: T,
  b: T,
): number {
  return (
    b.dealScore - a.dealScore || b.netCashFlow - a.netCashFlow || a.address.localeCompare(b.address)
  );
}

/**
 * HUD's rule for units larger than 4 bedrooms: each extra bedroom adds 15 % to the 4-bedroom
 * rent (HUD FMR documentation). Bedrooms below 0 read as 0.
 */
export function rentForBedrooms(
  rents: readonly [number, number, number, number, number],
  beds: number,
) {
  const b = Math.max(0, Math.floor(beds));
  if (b <= 4) return rents[b]!;
  return Math.round(rents[4] * (1 + 0.15 * (b - 4)));
}
