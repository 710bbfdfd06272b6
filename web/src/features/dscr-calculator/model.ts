import { formatMoney, formatNumber } from '@shared/format';
import {
  calculateDscr,
  coverageBand,
  type CoverageBand,
  type DscrResult,
} from '@shared/finance/dscr';
import {
  isNegativeNumber,
  NEGATIVE_NUMBER_MESSAGE,
  parseAmount,
  parseLoanTerm,
  parsePercent,
} from '@shared/finance/inputs';
import {
  LENDER_DSCR_TARGETS,
  lenderDscr,
  maxLoanForDscr,
  pitia,
  rentForDscr,
  type LenderDscrInputs,
  type Pitia,
} from '@shared/finance/lender-dscr';

/** What the form holds: the text of each field, as typed. */
export interface DscrForm {
  monthlyRent: string;
  otherIncome: string;
  vacancyRate: string;
  loanAmount: string;
  interestRate: string;
  loanTerm: string;
  propertyTaxes: string;
  insurance: string;
  /** Maintenance and every other operating expense besides taxes, insurance and HOA, $/month. */
  maintenance: string;
  /** Association dues, $/month. */
  hoa: string;
  /** Interest-only payment. */
  interestOnly: boolean;
}

/** Vacancy 5 %, term 30 years; everything else empty. */
export const DEFAULT_FORM: DscrForm = {
  monthlyRent: '',
  otherIncome: '',
  vacancyRate: '5',
  loanAmount: '',
  interestRate: '',
  loanTerm: '30',
  propertyTaxes: '',
  insurance: '',
  maintenance: '',
  hoa: '',
  interestOnly: false,
};

const REQUIRED_FIELDS = ['monthlyRent', 'loanAmount', 'interestRate'] as const;
export const REQUIRED_HINT =
  'Campos requeridos: Renta Mensual, Monto del Préstamo, Tasa de Interés';

type TextKey = Exclude<keyof DscrForm, 'interestOnly'>;

/** Fields holding a negative number, with the Spanish message each shows. */
export function fieldErrors(form: DscrForm): Partial<Record<TextKey, string>> {
  const errors: Partial<Record<TextKey, string>> = {};
  for (const [name, value] of Object.entries(form) as [keyof DscrForm, string | boolean][]) {
    if (typeof value === 'string' && isNegativeNumber(value)) {
      errors[name as TextKey] = NEGATIVE_NUMBER_MESSAGE;
    }
  }
  return errors;
}

/**
 * Calcular is enabled once rent, loan amount and rate are non-empty; and no field
 * holds a negative number, which would otherwise silently read as 0.
 */
export function canCalculate(form: DscrForm): boolean {
  return (
    REQUIRED_FIELDS.every((field) => form[field].trim() !== '') &&
    Object.keys(fieldErrors(form)).length === 0
  );
}

interface TargetSizing {
  target: number;
  /** Largest loan at that DSCR, $; null when no loan size would break it. */
  maxLoan: number | null;
}

export interface DscrAnalysis {
  /** The numbers the calculator read (non-numeric → 0, bad term → 30). */
  inputs: ReturnType<typeof readForm>;
  /** The owner's side: cash flow and NOI coverage, with the owner's margin band. */
  owner: DscrResult & { band: CoverageBand | null };
  lender: {
    /** The DSCR: gross rent ÷ PITIA (ITIA when interest-only). */
    dscr: number | null;
    pitia: Pitia;
    sizing: TargetSizing[];
    /** Gross rent for a 1.25 lender DSCR, $/month. */
    rentFor125: number;
  };
  /** Plain-Spanish reasons the two ratios differ. */
  differences: string[];
}

function readForm(form: DscrForm) {
  return {
    monthlyRent: parseAmount(form.monthlyRent),
    otherIncome: parseAmount(form.otherIncome),
    vacancyRate: parsePercent(form.vacancyRate),
    loanAmount: parseAmount(form.loanAmount),
    interestRate: parsePercent(form.interestRate),
    loanTerm: parseLoanTerm(form.loanTerm),
    propertyTaxes: parseAmount(form.propertyTaxes),
    insurance: parseAmount(form.insurance),
    maintenance: parseAmount(form.maintenance),
    hoa: parseAmount(form.hoa),
    interestOnly: form.interestOnly,
  };
}

/** Run both DSCRs on what the user typed. */
export function analyse(form: DscrForm): DscrAnalysis {
  const inputs = readForm(form);
  const owner = calculateDscr(inputs);
  const lenderInputs: LenderDscrInputs = {
    monthlyRent: inputs.monthlyRent,
    loanAmount: inputs.loanAmount,
    interestRate: inputs.interestRate,
    loanTerm: inputs.loanTerm,
    propertyTaxes: inputs.propertyTaxes,
    insurance: inputs.insurance,
    hoa: inputs.hoa,
    interestOnly: inputs.interestOnly,
  };
  const lender = lenderDscr(lenderInputs);
  return {
    inputs,
    owner: { ...owner, band: owner.noiCoverage === null ? null : coverageBand(owner.noiCoverage) },
    lender: {
      dscr: lender,
      pitia: pitia(lenderInputs),
      sizing: LENDER_DSCR_TARGETS.map((target) => ({
        target,
        maxLoan: maxLoanForDscr(lenderInputs, target),
      })),
      rentFor125: rentForDscr(lenderInputs, 1.25),
    },
    differences: differences(inputs),
  };
}

/** Why the owner's coverage and the lender's DSCR differ, item by item, for this deal. */
function differences(inputs: ReturnType<typeof readForm>): string[] {
  const reasons: string[] = [];
  const grossIncome = inputs.monthlyRent + inputs.otherIncome;
  if (inputs.vacancyRate > 0) {
    const loss = grossIncome * (inputs.vacancyRate / 100);
    reasons.push(
      `Tú descuentas ${formatNumber(inputs.vacancyRate)}% de vacancia (${formatMoney(loss)} al mes); el prestamista usa la renta completa.`,
    );
  }
  if (inputs.otherIncome > 0) {
    reasons.push(
      `Tú sumas ${formatMoney(inputs.otherIncome)} de otros ingresos; el prestamista normalmente solo cuenta la renta del contrato o la de mercado (formulario 1007).`,
    );
  }
  if (inputs.maintenance > 0) {
    reasons.push(
      `Tú restas ${formatMoney(inputs.maintenance)} de mantenimiento y otros gastos; el prestamista no los incluye en el PITIA.`,
    );
  }
  if (inputs.propertyTaxes + inputs.insurance + inputs.hoa > 0) {
    reasons.push(
      'Tu cobertura resta impuestos, seguro y HOA de los ingresos y divide entre el pago del préstamo; el prestamista divide la renta entera entre el pago más impuestos, seguro y HOA.',
    );
  }
  return reasons;
}
