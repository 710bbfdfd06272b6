import type { ScenariosForm } from '@shared/api/pro';
import {
  parseAmount,
  parseInterestOnlyYears,
  parseLoanTerm,
  parsePercent,
} from '@shared/finance/inputs';
import {
  riskNotes,
  runScenarios,
  SCENARIO_DEFAULTS,
  type MarketCondition,
  type RiskNote,
  type ScenarioBase,
  type ScenarioName,
  type ScenarioSet,
  type ScenarioVariables,
} from '@shared/finance/scenarios';

/** An example purchase with the sliders' defaults. */
export const DEFAULT_SCENARIOS_FORM: ScenariosForm = {
  propertyPrice: '300000',
  downPayment: '60000',
  closingCosts: '9000',
  monthlyRent: '2500',
  otherIncome: '',
  monthlyExpenses: '400',
  propertyTaxes: '250',
  insurance: '100',
  hoa: '',
  loanTerm: '30',
  interestOnlyYears: '',
  rentGrowthPct: '',
  expenseGrowthPct: '',
  sellingCostsPct: '6',
  ...SCENARIO_DEFAULTS,
  marketCondition: 'stable',
};

/** What an analysis saved before a field existed reads for it. */
export const EMPTY_SCENARIOS_FIELDS: Partial<ScenariosForm> = {
  closingCosts: '',
  otherIncome: '',
  propertyTaxes: '',
  insurance: '',
  hoa: '',
  loanTerm: '',
  interestOnlyYears: '',
  rentGrowthPct: '',
  expenseGrowthPct: '',
  sellingCostsPct: '',
};

/** A growth rate as typed: −50 to 50 % a year; anything else reads as 0. */
function growth(raw: string): number {
  const cleaned = raw.replace(/[\s%]/g, '');
  const value = cleaned === '' ? 0 : Number(cleaned);
  return Number.isFinite(value) ? Math.max(-50, Math.min(50, value)) : 0;
}

export interface Simulation {
  base: ScenarioBase;
  variables: ScenarioVariables;
  set: ScenarioSet;
  risks: RiskNote[];
}

export function simulate(form: ScenariosForm): Simulation {
  const loanTerm = parseLoanTerm(form.loanTerm);
  const base: ScenarioBase = {
    propertyPrice: parseAmount(form.propertyPrice),
    downPayment: parseAmount(form.downPayment),
    closingCosts: parseAmount(form.closingCosts),
    monthlyRent: parseAmount(form.monthlyRent),
    otherIncome: parseAmount(form.otherIncome),
    monthlyExpenses: parseAmount(form.monthlyExpenses),
    propertyTaxes: parseAmount(form.propertyTaxes),
    insurance: parseAmount(form.insurance),
    hoa: parseAmount(form.hoa),
    loanTerm,
    interestOnlyYears: parseInterestOnlyYears(form.interestOnlyYears, loanTerm),
    rentGrowthPct: growth(form.rentGrowthPct),
    expenseGrowthPct: growth(form.expenseGrowthPct),
    sellingCostsPct: parsePercent(form.sellingCostsPct),
  };
  const variables: ScenarioVariables = {
    interestRate: form.interestRate,
    vacancyRate: form.vacancyRate,
    repairCosts: form.repairCosts,
    appreciation: form.appreciation,
  };
  const set = runScenarios(base, variables);
  return { base, variables, set, risks: riskNotes(set, variables) };
}

/** Which scenario to plan with in each market, and why (the select's effect on the page). */
export const MARKET_GUIDANCE: Record<MarketCondition, { scenario: ScenarioName; text: string }> = {
  bull: {
    scenario: 'optimista',
    text: 'En un mercado alcista la apreciación y la demanda de renta suelen superar lo esperado: el escenario optimista es el más probable, pero no compres contando solo con él.',
  },
  stable: {
    scenario: 'base',
    text: 'En un mercado estable el escenario base es la referencia: tus supuestos actuales son la mejor guía.',
  },
  bear: {
    scenario: 'pesimista',
    text: 'En un mercado bajista los precios y la demanda pueden caer: planifica con el escenario pesimista y confirma que el flujo lo resiste.',
  },
  volatile: {
    scenario: 'pesimista',
    text: 'En un mercado volátil los resultados pueden moverse entre extremos: exige que el escenario pesimista siga siendo viable antes de invertir.',
  },
};
