import {
  isReportType,
  REPORT_PURPOSES,
  type ReportDraft,
  type ReportInput,
  type ReportPurpose,
  type ReportType,
} from '@shared/api/pro-catalog';
import {
  parseAmount,
  parseInterestOnlyYears,
  parseLoanTerm,
  parsePercent,
} from '@shared/finance/inputs';

/** The report form as typed (the report inputs, plus the PITIA breakdown). */
export interface ReportForm {
  reportType: ReportType | '';
  clientName: string;
  propertyAddress: string;
  investmentAmount: string;
  reportPurpose: ReportPurpose | '';
  additionalNotes: string;
  propertyPrice: string;
  downPayment: string;
  closingCosts: string;
  monthlyRent: string;
  otherIncome: string;
  monthlyExpenses: string;
  propertyTaxes: string;
  insurance: string;
  hoa: string;
  interestRate: string;
  loanTerm: string;
  interestOnlyYears: string;
}

export const EMPTY_REPORT_FORM: ReportForm = {
  reportType: '',
  clientName: '',
  propertyAddress: '',
  investmentAmount: '',
  reportPurpose: '',
  additionalNotes: '',
  propertyPrice: '',
  downPayment: '',
  closingCosts: '',
  monthlyRent: '',
  otherIncome: '',
  monthlyExpenses: '',
  propertyTaxes: '',
  insurance: '',
  hoa: '',
  interestRate: '',
  loanTerm: '30',
  interestOnlyYears: '',
};

/** The form read as numbers: non-numeric → 0, term → 30 when invalid. */
export function reportDraft(form: ReportForm): ReportDraft {
  const loanTerm = parseLoanTerm(form.loanTerm);
  return {
    reportType: form.reportType,
    clientName: form.clientName.trim(),
    propertyAddress: form.propertyAddress.trim(),
    investmentAmount: parseAmount(form.investmentAmount),
    reportPurpose: form.reportPurpose,
    additionalNotes: form.additionalNotes.trim(),
    propertyPrice: parseAmount(form.propertyPrice),
    downPayment: parseAmount(form.downPayment),
    closingCosts: parseAmount(form.closingCosts),
    monthlyRent: parseAmount(form.monthlyRent),
    otherIncome: parseAmount(form.otherIncome),
    monthlyExpenses: parseAmount(form.monthlyExpenses),
    propertyTaxes: parseAmount(form.propertyTaxes),
    insurance: parseAmount(form.insurance),
    hoa: parseAmount(form.hoa),
    interestRate: parsePercent(form.interestRate),
    loanTerm,
    interestOnlyYears: parseInterestOnlyYears(form.interestOnlyYears, loanTerm),
  };
}

/** A validated draft is a report input (call after reportInputError returned null). */
export function asReportInput(draft: ReportDraft): ReportInput {
  if (!isReportType(draft.reportType)) throw new Error('report type missing');
  return { ...draft, reportType: draft.reportType };
}

/** A stored report back into the form (reopening from the history or the dashboard). */
export function formFromInput(input: ReportInput): ReportForm {
  const text = (value: number | undefined) =>
    value !== undefined && value > 0 ? String(value) : '';
  return {
    reportType: input.reportType,
    clientName: input.clientName,
    propertyAddress: input.propertyAddress,
    investmentAmount: text(input.investmentAmount),
    reportPurpose: input.reportPurpose,
    additionalNotes: input.additionalNotes,
    propertyPrice: text(input.propertyPrice),
    downPayment: text(input.downPayment),
    closingCosts: text(input.closingCosts),
    monthlyRent: text(input.monthlyRent),
    otherIncome: text(input.otherIncome),
    monthlyExpenses: text(input.monthlyExpenses),
    propertyTaxes: text(input.propertyTaxes),
    insurance: text(input.insurance),
    hoa: text(input.hoa),
    interestRate: text(input.interestRate),
    loanTerm: String(input.loanTerm),
    interestOnlyYears: text(input.interestOnlyYears),
  };
}

export function isReportPurpose(value: unknown): value is ReportPurpose {
  return typeof value === 'string' && (REPORT_PURPOSES as readonly string[]).includes(value);
}
