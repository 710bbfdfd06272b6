import type { DealFileInput, DealFileInputs } from '@shared/api/deal-files';
import type { EvaluatorForm, RoiForm, ScenariosForm } from '@shared/api/pro';
import { analyseDeal } from '@shared/finance/deal-analysis';
import { parseAmount, parseLoanTerm, parseNumber, parsePercent } from '@shared/finance/inputs';
import { SCENARIO_SLIDERS } from '@shared/finance/scenarios';

/**
 * How each Pro tool reads a deal file and writes back what the member changed there (issue 13:
 * "every Pro tool opens and saves" the file). A tool shows the file in its own fields; saving
 * writes back only the fields whose value differs from what the file showed, so a tool's rounding
 * (a slider's step) never rewrites the file's finer inputs. Money is kept to the cent.
 *
 * The tools' single "expenses" figure is the file's operating expenses plus the vacancy loss (so
 * the tool's rent − expenses is the file's NOI); a change to it goes to the file's "other
 * expenses". Their "rent" is rent + other income; a change goes to the rent.
 */
const cents = (value: number) => Math.round(value * 100) / 100;
const text = (value: number) => String(cents(value));

/** Rent + other income, $/month: the tools' rent. */
function toolRent(i: DealFileInputs): number {
  return i.monthlyRent + i.otherIncome;
}

/** Operating expenses + vacancy loss, $/month: the ROI calculator's and reports' expenses. */
function allExpenses(i: DealFileInputs): number {
  const a = analyseDeal(i);
  return a.operatingExpenses + a.vacancyLoss;
}

function writeRentAndExpenses(
  i: DealFileInputs,
  shown: { rent: number; expenses: number },
  typed: { rent: number; expenses: number },
): Partial<DealFileInputs> {
  const out: Partial<DealFileInputs> = {};
  if (cents(typed.rent) !== cents(shown.rent)) {
    out.monthlyRent = cents(Math.max(0, typed.rent - i.otherIncome));
  }
  if (cents(typed.expenses) !== cents(shown.expenses)) {
    out.otherExpenses = cents(Math.max(0, i.otherExpenses + typed.expenses - shown.expenses));
  }
  return out;
}

/* ── ROI calculator ──────────────────────────────────────────────────────── */

export function roiFormFromFile(i: DealFileInputs): RoiForm {
  return {
    propertyPrice: text(i.purchasePrice),
    downPayment: text(i.downPayment),
    monthlyRent: text(toolRent(i)),
    monthlyExpenses: text(allExpenses(i)),
    loanAmount: '',
    interestRate: String(i.interestRate),
    loanTerm: String(i.termYears),
  };
}

export function fileFromRoiForm(form: RoiForm, i: DealFileInputs): DealFileInput {
  const shown = roiFormFromFile(i);
  const changed = (key: keyof RoiForm) => form[key].trim() !== shown[key];
  const next: DealFileInput = { ...i };
  if (changed('propertyPrice') && parseAmount(form.propertyPrice) > 0) {
    next.purchasePrice = cents(parseAmount(form.propertyPrice));
  }
  if (changed('downPayment')) next.downPayment = cents(parseAmount(form.downPayment));
  if (changed('interestRate')) next.interestRate = parsePercent(form.interestRate);
  if (changed('loanTerm')) next.termYears = Math.round(parseLoanTerm(form.loanTerm));
  return {
    ...next,
    ...writeRentAndExpenses(
      i,
      { rent: toolRent(i), expenses: allExpenses(i) },
      { rent: parseAmount(form.monthlyRent), expenses: parseAmount(form.monthlyExpenses) },
    ),
  };
}

/* ── Scenario simulator ──────────────────────────────────────────────────── */

type Slider = { min: number; max: number; step: number };
/** Onto a slider's scale: nearest step, within its bounds. */
function onSlider(value: number, s: Slider): number {
  const stepped = Math.round(value / s.step) * s.step;
  return Math.min(s.max, Math.max(s.min, Number(stepped.toFixed(4))));
}

/** Fixed expenses + management and reserves, $/month: the simulator's expenses (repairs apart). */
function simulatorExpenses(i: DealFileInputs): number {
  return (
    i.taxes +
    i.insurance +
    i.hoa +
    i.otherExpenses +
    (i.monthlyRent * (i.managementPct + i.capexPct)) / 100
  );
}

export function scenariosFormFromFile(i: DealFileInputs): ScenariosForm {
  return {
    propertyPrice: text(i.purchasePrice),
    downPayment: text(i.downPayment),
    monthlyRent: text(toolRent(i)),
    monthlyExpenses: text(simulatorExpenses(i)),
    interestRate: onSlider(i.interestRate, SCENARIO_SLIDERS.interestRate),
    vacancyRate: onSlider(i.vacancyPct, SCENARIO_SLIDERS.vacancyRate),
    // The maintenance reserve is the simulator's yearly repairs.
    repairCosts: onSlider(
      (i.monthlyRent * i.maintenancePct * 12) / 100,
      SCENARIO_SLIDERS.repairCosts,
    ),
    appreciation: onSlider(i.appreciationPct, SCENARIO_SLIDERS.appreciation),
    marketCondition: 'stable',
  };
}

/** Which of the file's values the simulator's sliders cannot show exactly (a note on the page). */
export function scenarioSliderGaps(i: DealFileInputs): string[] {
  const shown = scenariosFormFromFile(i);
  const gaps: string[] = [];
  if (shown.interestRate !== i.interestRate) gaps.push('tasa de interés');
  if (shown.vacancyRate !== i.vacancyPct) gaps.push('vacancia');
  if (shown.repairCosts !== cents((i.monthlyRent * i.maintenancePct * 12) / 100))
    gaps.push('reparaciones');
  if (shown.appreciation !== i.appreciationPct) gaps.push('apreciación');
  return gaps;
}

export function fileFromScenariosForm(form: ScenariosForm, i: DealFileInputs): DealFileInput {
  const shown = scenariosFormFromFile(i);
  const next: DealFileInput = { ...i };
  if (form.propertyPrice.trim() !== shown.propertyPrice && parseAmount(form.propertyPrice) > 0) {
    next.purchasePrice = cents(parseAmount(form.propertyPrice));
  }
  if (form.downPayment.trim() !== shown.downPayment)
    next.downPayment = cents(parseAmount(form.downPayment));
  if (form.interestRate !== shown.interestRate) next.interestRate = form.interestRate;
  if (form.vacancyRate !== shown.vacancyRate) next.vacancyPct = form.vacancyRate;
  if (form.appreciation !== shown.appreciation) next.appreciationPct = form.appreciation;
  const rent = parseAmount(form.monthlyRent);
  if (form.monthlyRent.trim() !== shown.monthlyRent) {
    next.monthlyRent = cents(Math.max(0, rent - i.otherIncome));
  }
  if (form.monthlyExpenses.trim() !== shown.monthlyExpenses) {
    next.otherExpenses = cents(
      Math.max(0, i.otherExpenses + parseAmount(form.monthlyExpenses) - simulatorExpenses(i)),
    );
  }
  const newRent = next.monthlyRent ?? i.monthlyRent;
  if (form.repairCosts !== shown.repairCosts && newRent > 0) {
    next.maintenancePct = Math.min(100, cents((form.repairCosts / 12 / newRent) * 100));
  }
  return next;
}

/* ── Property evaluator ──────────────────────────────────────────────────── */

export function evaluatorFormFromFile(i: DealFileInputs, base: EvaluatorForm): EvaluatorForm {
  return {
    ...base,
    address: i.address || i.name,
    zip: i.zip,
    propertyType: i.propertyType,
    bedrooms: i.bedrooms === undefined ? base.bedrooms : String(i.bedrooms),
  };
}

export function fileFromEvaluatorForm(form: EvaluatorForm, i: DealFileInputs): DealFileInput {
  const bedrooms = Math.round(parseNumber(form.bedrooms));
  return {
    ...i,
    address: form.address.trim().slice(0, 200),
    zip: /^\d{5}$/.test(form.zip.trim()) ? form.zip.trim() : i.zip,
    propertyType: form.propertyType,
    ...(form.bedrooms.trim() !== '' && bedrooms <= 50 ? { bedrooms } : {}),
  };
}

/* ── Reports and the DSCR calculator (they open a file; they do not save to it) ── */

export interface ReportFields {
  propertyAddress: string;
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

export function reportFieldsFromFile(i: DealFileInputs): ReportFields {
  return {
    propertyAddress: i.address || i.name,
    propertyPrice: text(i.purchasePrice),
    downPayment: text(i.downPayment),
    monthlyRent: text(toolRent(i)),
    monthlyExpenses: text(allExpenses(i)),
    propertyTaxes: text(i.taxes),
    insurance: text(i.insurance),
    hoa: text(i.hoa),
    interestRate: String(i.interestRate),
    loanTerm: String(i.termYears),
  };
}

export interface DscrFields {
  monthlyRent: string;
  otherIncome: string;
  vacancyRate: string;
  loanAmount: string;
  interestRate: string;
  loanTerm: string;
  propertyTaxes: string;
  insurance: string;
  maintenance: string;
  hoa: string;
}

export function dscrFieldsFromFile(i: DealFileInputs): DscrFields {
  return {
    monthlyRent: text(i.monthlyRent),
    otherIncome: text(i.otherIncome),
    vacancyRate: String(i.vacancyPct),
    loanAmount: text(Math.max(0, i.purchasePrice - i.downPayment)),
    interestRate: String(i.interestRate),
    loanTerm: String(i.termYears),
    propertyTaxes: text(i.taxes),
    insurance: text(i.insurance),
    maintenance: text((i.monthlyRent * i.maintenancePct) / 100),
    hoa: text(i.hoa),
  };
}
