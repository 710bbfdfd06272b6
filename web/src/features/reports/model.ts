import {
  isReportType,
  REPORT_PURPOSES,
  type ReportDraft,
  type ReportInput,
  type ReportPurpose,
  type ReportType,
} from '@shared/api/pro-catalog';
import { parseAmount, parseLoanTerm, parsePercent } from '@shared/finance/inputs';

/** The report form as typed (spec 02 §3 "Report inputs", plus the PITIA breakdown). */
export interface ReportForm {
  reportType: ReportType | '';
  clientName: string;
  propertyAddress: string;
  investmentAmount: string;
  reportPurpose: ReportPurpose | '';
  additionalNotes: string;
  propertyPrice: string;
  downPayment: string;
  monthlyRent: string;
  monthlyExpenses: string;
  propertyTaxes: string;
  insurance: string;
  hoa: string;
  interestRate: string;
  loanTerm: string;
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
  monthlyRent: '',
  monthlyExpenses: '',
  propertyTaxes: '',
  insurance: '',
  hoa: '',
  interestRate: '',
  loanTerm: '30',
};

/** The form read as numbers: non-numeric → 0, term → 30 when invalid (spec 02 §5). */
export function reportDraft(form: ReportForm): ReportDraft {
  return {
    reportType: form.reportType,
    clientName: form.clientName.trim(),
    propertyAddress: form.propertyAddress.trim(),
    investmentAmount: parseAmount(form.investmentAmount),
    reportPurpose: form.reportPurpose,
    additionalNotes: form.additionalNotes.trim(),
    propertyPrice: parseAmount(form.propertyPrice),
    downPayment: parseAmount(form.downPayment),
    monthlyRent: parseAmount(form.monthlyRent),
    monthlyExpenses: parseAmount(form.monthlyExpenses),
    propertyTaxes: parseAmount(form.propertyTaxes),
    insurance: parseAmount(form.insurance),
    hoa: parseAmount(form.hoa),
    interestRate: parsePercent(form.interestRate),
    loanTerm: parseLoanTerm(form.loanTerm),
  };
}

/** A validated draft is a report input (call after reportInputError returned null). */
export function asReportInput(draft: ReportDraft): ReportInput {
  if (!isReportType(draft.reportType)) throw new Error('report type missing');
  return { ...draft, reportType: draft.reportType };
}

/** A stored report back into the form (reopening from the history or the dashboard). */
export function formFromInput(input: ReportInput): ReportForm {
  const text = (value: number) => (value > 0 ? String(value) : '');
  return {
    reportType: input.reportType,
    clientName: input.clientName,
    propertyAddress: input.propertyAddress,
    investmentAmount: text(input.investmentAmount),
    reportPurpose: input.reportPurpose,
    additionalNotes: input.additionalNotes,
    propertyPrice: text(input.propertyPrice),
    downPayment: text(input.downPayment),
    monthlyRent: text(input.monthlyRent),
    monthlyExpenses: text(input.monthlyExpenses),
    propertyTaxes: text(input.propertyTaxes),
    insurance: text(input.insurance),
    hoa: text(input.hoa),
    interestRate: text(input.interestRate),
    loanTerm: String(input.loanTerm),
  };
}

export function isReportPurpose(value: unknown): value is ReportPurpose {
  return typeof value === 'string' && (REPORT_PURPOSES as readonly string[]).includes(value);
}
