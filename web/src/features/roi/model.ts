import type { RoiForm } from '@shared/api/pro';
import {
  parseAmount,
  parseInterestOnlyYears,
  parseLoanTerm,
  parsePercent,
} from '@shared/finance/inputs';
import { calculateRoi, roiLoanAmount, type RoiInputs, type RoiResult } from '@shared/finance/roi';
import type { RoiPrefill } from '@shared/finance/roi-prefill';

/** An example deal the calculator opens with, so every figure and chart has something to show. */
export const DEFAULT_ROI_FORM: RoiForm = {
  propertyPrice: '250000',
  downPayment: '50000',
  closingCosts: '7500',
  monthlyRent: '2200',
  otherIncome: '',
  monthlyExpenses: '600',
  propertyTaxes: '250',
  insurance: '100',
  hoa: '',
  loanAmount: '',
  interestRate: '7.5',
  loanTerm: '30',
  interestOnlyYears: '',
};

export const EMPTY_ROI_FORM: RoiForm = {
  propertyPrice: '',
  downPayment: '',
  closingCosts: '',
  monthlyRent: '',
  otherIncome: '',
  monthlyExpenses: '',
  propertyTaxes: '',
  insurance: '',
  hoa: '',
  loanAmount: '',
  interestRate: '',
  loanTerm: '',
  interestOnlyYears: '',
};

/** The form read as numbers: non-numeric → 0, term → 30 when invalid. */
function roiInputs(form: RoiForm): RoiInputs {
  const loanTerm = parseLoanTerm(form.loanTerm);
  return {
    propertyPrice: parseAmount(form.propertyPrice),
    downPayment: parseAmount(form.downPayment),
    closingCosts: parseAmount(form.closingCosts),
    monthlyRent: parseAmount(form.monthlyRent),
    otherIncome: parseAmount(form.otherIncome),
    monthlyExpenses: parseAmount(form.monthlyExpenses),
    propertyTaxes: parseAmount(form.propertyTaxes),
    insurance: parseAmount(form.insurance),
    hoa: parseAmount(form.hoa),
    loanAmount: parseAmount(form.loanAmount),
    interestRate: parsePercent(form.interestRate),
    loanTerm,
    interestOnlyYears: parseInterestOnlyYears(form.interestOnlyYears, loanTerm),
  };
}

export function analyseRoi(form: RoiForm): { inputs: RoiInputs; result: RoiResult } {
  const inputs = roiInputs(form);
  return { inputs, result: calculateRoi(inputs) };
}

/** The loan the calculator will use when the field is empty, for its placeholder. */
export function defaultLoan(form: RoiForm): number {
  const inputs = roiInputs(form);
  return roiLoanAmount({ ...inputs, loanAmount: 0 });
}

/** The deal finder's "Analizar Deal" link (shared/finance/roi-prefill.ts) over the example. */
export function formFromPrefill(prefill: RoiPrefill): RoiForm {
  const text = (value: number | undefined, fallback: string) =>
    value === undefined ? fallback : String(value);
  return {
    ...DEFAULT_ROI_FORM,
    propertyPrice: text(prefill.price, DEFAULT_ROI_FORM.propertyPrice),
    downPayment: text(prefill.down, DEFAULT_ROI_FORM.downPayment),
    monthlyRent: text(prefill.rent, DEFAULT_ROI_FORM.monthlyRent),
    monthlyExpenses: text(prefill.expenses, DEFAULT_ROI_FORM.monthlyExpenses),
    interestRate: text(prefill.rate, DEFAULT_ROI_FORM.interestRate),
  };
}

export function hasPrefill(prefill: RoiPrefill): boolean {
  return Object.keys(prefill).length > 0;
}
