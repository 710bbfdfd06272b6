import { analyseHold, DEAL_FILE_DEFAULTS, type DealFileInputs } from './deal-analysis.ts';

/**
 * The scenario simulator: the same purchase under an optimistic, a base and a pessimistic set of
 * rate, vacancy, repairs and appreciation. Each scenario is the deal file's own analysis
 * (./deal-analysis.ts, on the one set of figures of ./figures.ts) with those four variables
 * changed, held SCENARIO_YEARS years, so the base scenario of a deal file reads what the file does.
 * Amounts in US dollars; rent and expenses per month; repairs per year; rates in %.
 */
export interface ScenarioBase {
  /** Purchase price, $. */
  propertyPrice: number;
  /** Down payment, $; the loan is price − down payment. */
  downPayment: number;
  /** Closing costs, points and rehab paid in cash, $ (with the down payment: cash invested). */
  closingCosts: number;
  /** Gross scheduled rent, $/month. */
  monthlyRent: number;
  /** Other income, $/month. */
  otherIncome: number;
  /** Operating expenses other than repairs and vacancy (taxes, insurance, HOA included), $/month. */
  monthlyExpenses: number;
  /** Of the expenses: taxes, $/month (part of PITIA). */
  propertyTaxes: number;
  /** Of the expenses: insurance, $/month (part of PITIA). */
  insurance: number;
  /** Of the expenses: HOA, $/month (part of PITIA). */
  hoa: number;
  /** Loan term, years. */
  loanTerm: number;
  /** Interest-only years at the start of the loan. */
  interestOnlyYears: number;
  /** Rent growth, % a year. */
  rentGrowthPct: number;
  /** Expense growth, % a year (repairs included). */
  expenseGrowthPct: number;
  /** Cost of selling at year 5, % of the value. */
  sellingCostsPct: number;
}

export interface ScenarioVariables {
  /** Annual interest rate, %. */
  interestRate: number;
  /** Vacancy, % of rent. */
  vacancyRate: number;
  /** Repairs, $/year. */
  repairCosts: number;
  /** Appreciation, % a year. */
  appreciation: number;
}

export const MARKET_CONDITIONS = ['bull', 'stable', 'bear', 'volatile'] as const;
export type MarketCondition = (typeof MARKET_CONDITIONS)[number];

export const MARKET_CONDITION_LABELS: Record<MarketCondition, string> = {
  bull: 'Alcista',
  stable: 'Estable',
  bear: 'Bajista',
  volatile: 'Volátil',
};

/**
 * The sliders: min, max, step and default of each variable. A deal file's own value is kept exactly
 * even off the slider's steps (repairs start at 0: a file may have none).
 */
export const SCENARIO_SLIDERS = {
  interestRate: { min: 3, max: 12, step: 0.25, default: 7.5 },
  vacancyRate: { min: 0, max: 20, step: 1, default: 5 },
  repairCosts: { min: 0, max: 10000, step: 250, default: 2000 },
  appreciation: { min: 0, max: 8, step: 0.5, default: 3 },
} as const satisfies Record<
  keyof ScenarioVariables,
  { min: number; max: number; step: number; default: number }
>;

export const SCENARIO_DEFAULTS: ScenarioVariables = {
  interestRate: SCENARIO_SLIDERS.interestRate.default,
  vacancyRate: SCENARIO_SLIDERS.vacancyRate.default,
  repairCosts: SCENARIO_SLIDERS.repairCosts.default,
  appreciation: SCENARIO_SLIDERS.appreciation.default,
};

/** Years the value and the IRR are projected over. */
const SCENARIO_YEARS = 5;

export type ScenarioName = 'optimista' | 'base' | 'pesimista';
export const SCENARIO_NAMES: readonly ScenarioName[] = ['optimista', 'base', 'pesimista'];
export const SCENARIO_LABELS: Record<ScenarioName, string> = {
  optimista: 'Optimista',
  base: 'Base',
  pesimista: 'Pesimista',
};

/**
 * The three variable sets: optimistic = rate − 1, vacancy − 2 (floor 0), repairs × 0.7,
 * appreciation + 2; base = as set; pessimistic = rate + 1.5, vacancy + 3, repairs × 1.5,
 * appreciation − 1 (floor 0).
 */
export function scenarioVariables(
  base: ScenarioVariables,
): Record<ScenarioName, ScenarioVariables> {
  return {
    optimista: {
      interestRate: Math.max(0, base.interestRate - 1),
      vacancyRate: Math.max(0, base.vacancyRate - 2),
      repairCosts: base.repairCosts * 0.7,
      appreciation: base.appreciation + 2,
    },
    base: { ...base },
    pesimista: {
      interestRate: base.interestRate + 1.5,
      vacancyRate: Math.min(100, base.vacancyRate + 3),
      repairCosts: base.repairCosts * 1.5,
      appreciation: Math.max(0, base.appreciation - 1),
    },
  };
}

interface ScenarioResult {
  variables: ScenarioVariables;
  /** The first month's loan payment (interest only during interest-only years), $/month. */
  monthlyPayment: number;
  /** NOI − payment, NOI = rent × (1 − vacancy) + other income − expenses − repairs ÷ 12. */
  monthlyCashFlow: number;
  /** 12 × cash flow ÷ (down payment + cash costs) × 100, %; null without cash invested. */
  cashOnCash: number | null;
  /** The lender's DSCR: rent ÷ PITIA (ITIA while interest-only); null without a payment. */
  lenderDscr: number | null;
  dscrBasis: 'PITIA' | 'ITIA';
  /** Price compounded at the scenario's appreciation for 5 years, $. */
  valueIn5Years: number;
  /** Value at the end of each year 0..5, $. */
  valueByYear: number[];
  /** IRR of 5 years of cash flow and the sale (selling costs and the loan paid), %. */
  irr: number | null;
}

/** One scenario as a deal file: the base with the scenario's rate, vacancy, repairs, growth. */
function scenarioDeal(base: ScenarioBase, variables: ScenarioVariables): DealFileInputs {
  const escrows = base.propertyTaxes + base.insurance + base.hoa;
  return {
    ...DEAL_FILE_DEFAULTS,
    purchasePrice: base.propertyPrice,
    downPayment: Math.min(base.downPayment, base.propertyPrice),
    closingCosts: base.closingCosts,
    interestRate: variables.interestRate,
    termYears: base.loanTerm,
    interestOnlyYears: Math.min(base.interestOnlyYears, base.loanTerm),
    monthlyRent: base.monthlyRent,
    otherIncome: base.otherIncome,
    vacancyPct: variables.vacancyRate,
    taxes: base.propertyTaxes,
    insurance: base.insurance,
    hoa: base.hoa,
    otherExpenses: Math.max(0, base.monthlyExpenses - escrows) + variables.repairCosts / 12,
    appreciationPct: variables.appreciation,
    rentGrowthPct: base.rentGrowthPct,
    expenseGrowthPct: base.expenseGrowthPct,
    holdYears: SCENARIO_YEARS,
    sellingCostsPct: base.sellingCostsPct,
  };
}

function runScenario(base: ScenarioBase, variables: ScenarioVariables): ScenarioResult {
  const a = analyseHold(scenarioDeal(base, variables));
  const valueByYear = [base.propertyPrice, ...a.projections.map((p) => p.value)];
  return {
    variables,
    monthlyPayment: a.monthlyPayment,
    monthlyCashFlow: a.monthlyCashFlow,
    cashOnCash: a.cashOnCash,
    lenderDscr: a.lenderDscr,
    dscrBasis: a.dscrBasis,
    valueIn5Years: valueByYear[SCENARIO_YEARS]!,
    valueByYear,
    irr: a.irr,
  };
}

export type ScenarioSet = Record<ScenarioName, ScenarioResult>;

export function runScenarios(base: ScenarioBase, variables: ScenarioVariables): ScenarioSet {
  const sets = scenarioVariables(variables);
  return {
    optimista: runScenario(base, sets.optimista),
    base: runScenario(base, sets.base),
    pesimista: runScenario(base, sets.pesimista),
  };
}

type RiskTone = 'positive' | 'warning' | 'danger' | 'info';
export interface RiskNote {
  id:
    | 'all-positive'
    | 'pessimistic-negative'
    | 'base-negative'
    | 'high-volatility'
    | 'stable-returns'
    | 'high-vacancy'
    | 'high-repairs';
  tone: RiskTone;
  text: string;
}

/** Volatility edges of the cash-on-cash gap (optimistic − pessimistic), percentage points. */
const VOLATILITY_GAP = { high: 10, stable: 5 } as const;
/** Vacancy above this % and repairs above this $/year are flagged. */
const HIGH_VACANCY = 10;
const HIGH_REPAIRS = 5000;

/**
 * The risk bullets, in the order the page lists them: positive flow in all scenarios; negative flow
 * in the pessimistic one; negative flow in the base one; a cash-on-cash gap above 10 points (high
 * volatility) or of 5 or less (stable); vacancy above 10 %; repairs above $5,000 a year. Flows and
 * gaps are judged as shown (cents, two-decimal points).
 */
export function riskNotes(set: ScenarioSet, variables: ScenarioVariables): RiskNote[] {
  const notes: RiskNote[] = [];
  const flow = (name: ScenarioName) => Math.round(set[name].monthlyCashFlow * 100) / 100;
  if (SCENARIO_NAMES.every((name) => flow(name) > 0)) {
    notes.push({
      id: 'all-positive',
      tone: 'positive',
      text: 'Flujo de caja positivo en todos los escenarios.',
    });
  }
  if (flow('pesimista') < 0) {
    notes.push({
      id: 'pessimistic-negative',
      tone: 'warning',
      text: 'Riesgo de flujo negativo en el escenario pesimista.',
    });
  }
  if (flow('base') < 0) {
    notes.push({
      id: 'base-negative',
      tone: 'danger',
      text: 'Flujo negativo en el escenario base: revisa la inversión antes de continuar.',
    });
  }
  const high = set.optimista.cashOnCash;
  const low = set.pesimista.cashOnCash;
  if (high !== null && low !== null) {
    const gap = Math.round((high - low) * 100) / 100;
    if (gap > VOLATILITY_GAP.high) {
      notes.push({
        id: 'high-volatility',
        tone: 'warning',
        text: `Alta volatilidad: ${gap.toFixed(2)} puntos de diferencia en cash-on-cash entre el escenario optimista y el pesimista.`,
      });
    } else if (gap <= VOLATILITY_GAP.stable) {
      notes.push({
        id: 'stable-returns',
        tone: 'positive',
        text: `Retornos estables: solo ${gap.toFixed(2)} puntos de diferencia en cash-on-cash entre escenarios.`,
      });
    }
  }
  if (variables.vacancyRate > HIGH_VACANCY) {
    notes.push({
      id: 'high-vacancy',
      tone: 'warning',
      text: `Vacancia alta (${variables.vacancyRate}%): considera estrategias de retención de inquilinos.`,
    });
  }
  if (variables.repairCosts > HIGH_REPAIRS) {
    notes.push({
      id: 'high-repairs',
      tone: 'warning',
      text: 'Costos de reparación altos: solicita una inspección detallada antes de comprar.',
    });
  }
  return notes;
}
