import type { EvaluatorForm } from '@shared/api/pro';
import { evaluateProperty, parseYearBuilt, type EvaluatorResult } from '@shared/finance/evaluator';
import { parseAmount, parseNumber } from '@shared/finance/inputs';

/** The year the page was opened in: the age of the building is counted to it. */
const CURRENT_YEAR = new Date().getFullYear();

/** An example property (labelled as one on the page), so it opens with figures and a chart. */
export const DEFAULT_EVALUATOR_FORM: EvaluatorForm = {
  address: '',
  zip: '',
  propertyType: 'single-family',
  condition: 'good',
  bedrooms: '3',
  bathrooms: '2',
  squareFeet: '1800',
  lotSize: '6000',
  yearBuilt: '2005',
  appreciationPct: '3',
};

export const EMPTY_EVALUATOR_FORM: EvaluatorForm = {
  address: '',
  zip: '',
  propertyType: '',
  condition: '',
  bedrooms: '',
  bathrooms: '',
  squareFeet: '',
  lotSize: '',
  yearBuilt: '',
  appreciationPct: '',
};

export interface Evaluation {
  result: EvaluatorResult;
  yearBuilt: number | null;
  bedrooms: number;
  bathrooms: number;
  squareFeet: number;
  lotSize: number;
}

export function evaluate(form: EvaluatorForm, currentYear = CURRENT_YEAR): Evaluation {
  const yearBuilt = parseYearBuilt(form.yearBuilt, currentYear);
  const squareFeet = parseAmount(form.squareFeet);
  const appreciation = form.appreciationPct.replace(/[\s%]/g, '');
  const appreciationPct =
    appreciation === '' || !Number.isFinite(Number(appreciation))
      ? null
      : Math.max(-50, Math.min(50, Number(appreciation)));
  return {
    result: evaluateProperty(
      {
        propertyType: form.propertyType,
        condition: form.condition,
        squareFeet,
        yearBuilt,
        appreciationPct,
      },
      currentYear,
    ),
    yearBuilt,
    bedrooms: Math.min(parseNumber(form.bedrooms), 100),
    bathrooms: Math.min(parseNumber(form.bathrooms), 100),
    squareFeet,
    lotSize: parseAmount(form.lotSize),
  };
}

/** Down payment assumed when the evaluation is sent to the ROI calculator: 20 % of the value. */
export const ROI_DOWN_SHARE = 0.2;
