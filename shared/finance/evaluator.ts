/**
 * The property evaluator: a rule-of-thumb value from square feet, property type and condition,
 * grown at the appreciation the member states, and the building's age. Nothing is filled in for the
 * member: without square feet there is no estimate, without an appreciation no projection, without
 * a year built no age. Amounts in US dollars; yields in % a year.
 */
export const PROPERTY_TYPES = [
  'single-family',
  'condo',
  'duplex',
  'triplex',
  'fourplex',
  'townhouse',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_CONDITIONS = ['excellent', 'good', 'fair', 'poor'] as const;
export type PropertyCondition = (typeof PROPERTY_CONDITIONS)[number];

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  'single-family': 'Casa unifamiliar',
  condo: 'Condominio',
  duplex: 'Dúplex',
  triplex: 'Tríplex',
  fourplex: 'Cuádruplex',
  townhouse: 'Townhouse',
};

export const PROPERTY_CONDITION_LABELS: Record<PropertyCondition, string> = {
  excellent: 'Excelente',
  good: 'Buena',
  fair: 'Regular',
  poor: 'Mala',
};

/** Price per square foot by type, $/sq ft: 250 single-family, 220 condo, 280 duplex, 240 otherwise. */
export function pricePerSqFt(type: PropertyType | ''): number {
  switch (type) {
    case 'single-family':
      return 250;
    case 'condo':
      return 220;
    case 'duplex':
      return 280;
    default:
      return 240;
  }
}

/** Condition factor: excellent 1.15, good 1.0, fair 0.9, poor 0.75, not chosen 1.0. */
export function conditionFactor(condition: PropertyCondition | ''): number {
  switch (condition) {
    case 'excellent':
      return 1.15;
    case 'fair':
      return 0.9;
    case 'poor':
      return 0.75;
    default:
      return 1;
  }
}

export interface EvaluatorInputs {
  propertyType: PropertyType | '';
  condition: PropertyCondition | '';
  /** Living area, sq ft (0: not given). */
  squareFeet: number;
  /** Year built; null when not given or not a year. */
  yearBuilt: number | null;
  /** Value growth the member expects, % a year; null when not given. */
  appreciationPct: number | null;
}

export interface EvaluatorResult {
  pricePerSqFt: number;
  conditionFactor: number;
  /** sq ft × price per sq ft × condition factor, $; null without square feet. */
  estimatedValue: number | null;
  /** Value after 1 and 5 years at the member's appreciation, compounded, $; null without it. */
  valueIn1Year: number | null;
  valueIn5Years: number | null;
  /** Value year by year, from today (year 0) to year 5, $; null without value or appreciation. */
  valueByYear: number[] | null;
  /** Current year − year built, years (never negative); null without a year built. */
  age: number | null;
}

/** Value after `years` at `rate` (decimal) a year, compounded yearly. */
function compound(value: number, rate: number, years: number): number {
  return value * (1 + rate) ** years;
}

export function evaluateProperty(inputs: EvaluatorInputs, currentYear: number): EvaluatorResult {
  const perSqFt = pricePerSqFt(inputs.propertyType);
  const factor = conditionFactor(inputs.condition);
  const estimatedValue = inputs.squareFeet > 0 ? inputs.squareFeet * perSqFt * factor : null;
  const growth = inputs.appreciationPct;
  const valueByYear =
    estimatedValue === null || growth === null
      ? null
      : [0, 1, 2, 3, 4, 5].map((year) => compound(estimatedValue, growth / 100, year));
  return {
    pricePerSqFt: perSqFt,
    conditionFactor: factor,
    estimatedValue,
    valueIn1Year: valueByYear?.[1] ?? null,
    valueIn5Years: valueByYear?.[5] ?? null,
    valueByYear,
    age: inputs.yearBuilt === null ? null : Math.max(0, currentYear - inputs.yearBuilt),
  };
}

/** Earliest year built accepted. */
const EARLIEST_YEAR_BUILT = 1700;

/**
 * Year built: a whole year from 1700 to this year, else null — never this year in its place, which
 * would make an unknown house "new".
 */
export function parseYearBuilt(
  raw: string | number | null | undefined,
  currentYear: number,
): number | null {
  const text = typeof raw === 'number' ? String(raw) : (raw ?? '').trim();
  if (!/^\d{4}$/.test(text)) return null;
  const year = Number(text);
  return year >= EARLIEST_YEAR_BUILT && year <= currentYear ? year : null;
}

export type YieldBand = 'excelente' | 'bueno' | 'moderado' | 'bajo';
export type AgeBand = 'nueva' | 'establecida' | 'madura';

/** Gross-yield bands: above 8; 6 to 8; 4 to 6; below 4 (judged on two decimals). */
export function yieldBand(grossYield: number): YieldBand {
  const shown = Math.round(grossYield * 100) / 100;
  if (shown > 8) return 'excelente';
  if (shown >= 6) return 'bueno';
  if (shown >= 4) return 'moderado';
  return 'bajo';
}

/** Age bands: under 10 years new; 10 to 29 established; 30 or more mature. */
export function ageBand(age: number): AgeBand {
  if (age < 10) return 'nueva';
  if (age < 30) return 'establecida';
  return 'madura';
}

export const YIELD_BAND_LABELS: Record<YieldBand, string> = {
  excelente: 'Rendimiento excelente',
  bueno: 'Buen rendimiento',
  moderado: 'Rendimiento moderado',
  bajo: 'Rendimiento bajo',
};

export const AGE_BAND_LABELS: Record<AgeBand, string> = {
  nueva: 'Construcción nueva',
  establecida: 'Propiedad establecida',
  madura: 'Propiedad madura',
};

export function isPropertyType(value: unknown): value is PropertyType {
  return typeof value === 'string' && (PROPERTY_TYPES as readonly string[]).includes(value);
}
export function isPropertyCondition(value: unknown): value is PropertyCondition {
  return typeof value === 'string' && (PROPERTY_CONDITIONS as readonly string[]).includes(value);
}
