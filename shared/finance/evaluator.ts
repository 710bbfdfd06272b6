/**
 * The property evaluator (spec 02 §9 "Property evaluator"): a rule-of-thumb value from square
 * feet, property type and condition, its appreciation, the rent it suggests and the building's age.
 * Amounts in US dollars; rent per month; yields in % a year.
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

/** Yearly appreciation assumed by the evaluator: 6 %, compounded. */
const EVALUATOR_APPRECIATION = 0.06;
/** Monthly rent estimated as 0.8 % of the value. */
const RENT_TO_VALUE = 0.008;

export interface EvaluatorInputs {
  propertyType: PropertyType | '';
  condition: PropertyCondition | '';
  /** Living area, sq ft. */
  squareFeet: number;
  /** Year built; an invalid year has already read as the current year (spec 02 §5). */
  yearBuilt: number;
}

export interface EvaluatorResult {
  pricePerSqFt: number;
  conditionFactor: number;
  /** sq ft × price per sq ft × condition factor, $. */
  estimatedValue: number;
  /** Value after 1 and 5 years at 6 % a year compounded, $. */
  valueIn1Year: number;
  valueIn5Years: number;
  /** Value year by year, from today (year 0) to year 5, $. */
  valueByYear: number[];
  /** 0.8 % of the value, $/month. */
  estimatedRent: number;
  /** Gross yield = annual rent ÷ value × 100, %; null without a value. */
  grossYield: number | null;
  /** Current year − year built, years (never negative). */
  age: number;
}

/** Value after `years` at `rate` (decimal) a year, compounded yearly. */
export function compound(value: number, rate: number, years: number): number {
  return value * (1 + rate) ** years;
}

export function evaluateProperty(inputs: EvaluatorInputs, currentYear: number): EvaluatorResult {
  const perSqFt = pricePerSqFt(inputs.propertyType);
  const factor = conditionFactor(inputs.condition);
  const estimatedValue = inputs.squareFeet * perSqFt * factor;
  const valueByYear = [0, 1, 2, 3, 4, 5].map((year) =>
    compound(estimatedValue, EVALUATOR_APPRECIATION, year),
  );
  const estimatedRent = estimatedValue * RENT_TO_VALUE;
  return {
    pricePerSqFt: perSqFt,
    conditionFactor: factor,
    estimatedValue,
    valueIn1Year: valueByYear[1]!,
    valueIn5Years: valueByYear[5]!,
    valueByYear,
    estimatedRent,
    grossYield: estimatedValue > 0 ? ((estimatedRent * 12) / estimatedValue) * 100 : null,
    age: Math.max(0, currentYear - inputs.yearBuilt),
  };
}

/** Earliest year built accepted; anything earlier or later than this year reads as this year. */
const EARLIEST_YEAR_BUILT = 1700;

/** Year built (spec 02 §5): a whole year from 1700 to this year, else the current year. */
export function parseYearBuilt(
  raw: string | number | null | undefined,
  currentYear: number,
): number {
  const text = typeof raw === 'number' ? String(raw) : (raw ?? '').trim();
  if (!/^\d{4}$/.test(text)) return currentYear;
  const year = Number(text);
  return year >= EARLIEST_YEAR_BUILT && year <= currentYear ? year : currentYear;
}

export type YieldBand = 'excelente' | 'bueno' | 'moderado' | 'bajo';
export type AgeBand = 'nueva' | 'establecida' | 'madura';

/** Gross-yield bands (spec 02 §9): above 8; 6 to 8; 4 to 6; below 4 (judged on two decimals). */
export function yieldBand(grossYield: number): YieldBand {
  const shown = Math.round(grossYield * 100) / 100;
  if (shown > 8) return 'excelente';
  if (shown >= 6) return 'bueno';
  if (shown >= 4) return 'moderado';
  return 'bajo';
}

/** Age bands (spec 02 §9): under 10 years new; 10 to 29 established; 30 or more mature. */
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
