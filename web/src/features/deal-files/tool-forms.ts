import type { DealFileInput, DealFileInputs } from '@shared/api/deal-files';
import type { EvaluatorForm, RoiForm, ScenariosForm } from '@shared/api/pro';
import { dealRentalFigures } from '@shared/finance/deal-analysis';
import { parseAmount, parseLoanTerm, parseNumber, parsePercent } from '@shared/finance/inputs';

/**
 * How each Pro tool reads a deal file and writes back what the member changed there: every tool
 * opens and saves the file. A tool shows the file in its own fields — exactly, so its figures are
 * the file's (one set of numbers: shared/finance/figures.ts); saving writes back only the fields
 * whose value differs from what the file showed, so a tool's coarser fields never rewrite the
 * file's finer inputs. Money is kept to the cent.
 *
 * - The tools' "rent" is the file's scheduled rent and "other income" its other income.
 * - Their one "closing costs" field is the file's closing costs + points ($) + rehab: the cash
 *   besides the down payment. A change to it goes to the file's closing costs.
 * - The ROI calculator's and the reports' "expenses" are the file's operating expenses plus the
 *   vacancy loss (so rent + other − expenses is the file's NOI); the simulator's leave out the
 *   maintenance (its yearly repairs) and the vacancy (its slider). A change goes to the file's
 *   "other expenses"; taxes, insurance and HOA are part of the expenses and go to their own.
 */
const cents = (value: number) => Math.round(value * 100) / 100;
const text = (value: number) => String(cents(value));

/** Closing costs + points + rehab, $: the cash a tool adds to the down payment. */
function cashCosts(i: DealFileInputs): number {
  return i.closingCosts + dealRentalFigures(i).points + i.rehabCost;
}

/** Operating expenses + vacancy loss, $/month: the ROI calculator's and reports' expenses. */
function allExpenses(i: DealFileInputs): number {
  const f = dealRentalFigures(i);
  return f.operatingExpenses + f.vacancyLoss;
}

/** The fields every rental tool shares, as the file shows them. */
interface SharedFields {
  propertyPrice: string;
  downPayment: string;
  closingCosts: string;
  monthlyRent: string;
  otherIncome: string;
  monthlyExpenses: string;
  propertyTaxes: string;
  insurance: string;
  hoa: string;
  interestOnlyYears: string;
}

function sharedFields(i: DealFileInputs, expenses: number): SharedFields {
  return {
    propertyPrice: text(i.purchasePrice),
    downPayment: text(i.downPayment),
    closingCosts: text(cashCosts(i)),
    monthlyRent: text(i.monthlyRent),
    otherIncome: text(i.otherIncome),
    monthlyExpenses: text(expenses),
    propertyTaxes: text(i.taxes),
    insurance: text(i.insurance),
    hoa: text(i.hoa),
    interestOnlyYears: String(i.interestOnlyYears),
  };
}

/**
 * The file with the shared fields the member changed written back. `expenses` is what the tool's
 * expenses field showed for the file; a change to it (or to taxes, insurance or HOA, which are
 * part of it) lands in the file's other expenses so the file's total follows what was typed.
 */
function writeSharedFields(
  form: SharedFields,
  i: DealFileInputs,
  shownExpenses: number,
): DealFileInput {
  const shown = sharedFields(i, shownExpenses);
  const changed = (key: keyof SharedFields) => form[key].trim() !== shown[key];
  const next: DealFileInput = { ...i };
  if (changed('propertyPrice') && parseAmount(form.propertyPrice) > 0) {
    next.purchasePrice = cents(parseAmount(form.propertyPrice));
  }
  if (changed('downPayment')) next.downPayment = cents(parseAmount(form.downPayment));
  if (changed('closingCosts')) {
    next.closingCosts = cents(
      Math.max(0, i.closingCosts + parseAmount(form.closingCosts) - cashCosts(i)),
    );
  }
  if (changed('monthlyRent')) next.monthlyRent = cents(parseAmount(form.monthlyRent));
  if (changed('otherIncome')) next.otherIncome = cents(parseAmount(form.otherIncome));
  if (changed('interestOnlyYears')) {
    next.interestOnlyYears = Math.round(parseNumber(form.interestOnlyYears));
  }
  const escrow = (key: 'propertyTaxes' | 'insurance' | 'hoa', current: number) =>
    changed(key) ? cents(parseAmount(form[key])) : current;
  next.taxes = escrow('propertyTaxes', i.taxes);
  next.insurance = escrow('insurance', i.insurance);
  next.hoa = escrow('hoa', i.hoa);
  const typedExpenses = changed('monthlyExpenses') ? parseAmount(form.monthlyExpenses) : null;
  const escrowChange = next.taxes - i.taxes + (next.insurance - i.insurance) + (next.hoa - i.hoa);
  if (typedExpenses !== null || escrowChange !== 0) {
    // The expenses typed (or shown) are the total; what taxes, insurance and HOA took or gave
    // back comes out of, or goes to, the other expenses.
    const total = typedExpenses ?? shownExpenses;
    next.otherExpenses = cents(
      Math.max(0, i.otherExpenses + (total - shownExpenses) - escrowChange),
    );
  }
  return next;
}

/* ── ROI calculator ──────────────────────────────────────────────────────── */

export function roiFormFromFile(i: DealFileInputs): RoiForm {
  return {
    ...sharedFields(i, allExpenses(i)),
    loanAmount: '',
    interestRate: String(i.interestRate),
    loanTerm: String(i.termYears),
  };
}

export function fileFromRoiForm(form: RoiForm, i: DealFileInputs): DealFileInput {
  const shown = roiFormFromFile(i);
  const next = writeSharedFields(form, i, allExpenses(i));
  if (form.interestRate.trim() !== shown.interestRate) {
    next.interestRate = parsePercent(form.interestRate);
  }
  if (form.loanTerm.trim() !== shown.loanTerm) {
    next.termYears = Math.round(parseLoanTerm(form.loanTerm));
  }
  return next;
}

/* ── Scenario simulator ──────────────────────────────────────────────────── */

/** Maintenance reserve, $/year: the simulator's repairs. */
function yearlyRepairs(i: DealFileInputs): number {
  return cents((i.monthlyRent * i.maintenancePct * 12) / 100);
}

/** Operating expenses without the maintenance and the vacancy, $/month: the simulator's. */
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
    ...sharedFields(i, simulatorExpenses(i)),
    loanTerm: String(i.termYears),
    rentGrowthPct: String(i.rentGrowthPct),
    expenseGrowthPct: String(i.expenseGrowthPct),
    sellingCostsPct: String(i.sellingCostsPct),
    // The file's values as they are: the sliders show them even off their steps.
    interestRate: i.interestRate,
    vacancyRate: i.vacancyPct,
    repairCosts: yearlyRepairs(i),
    appreciation: i.appreciationPct,
    marketCondition: 'stable',
  };
}

export function fileFromScenariosForm(form: ScenariosForm, i: DealFileInputs): DealFileInput {
  const shown = scenariosFormFromFile(i);
  const next = writeSharedFields(form, i, simulatorExpenses(i));
  if (form.loanTerm.trim() !== shown.loanTerm) {
    next.termYears = Math.round(parseLoanTerm(form.loanTerm));
  }
  const percent = (raw: string) => Math.max(-50, Math.min(50, Number(raw.trim()) || 0));
  if (form.rentGrowthPct.trim() !== shown.rentGrowthPct) {
    next.rentGrowthPct = percent(form.rentGrowthPct);
  }
  if (form.expenseGrowthPct.trim() !== shown.expenseGrowthPct) {
    next.expenseGrowthPct = percent(form.expenseGrowthPct);
  }
  if (form.sellingCostsPct.trim() !== shown.sellingCostsPct) {
    next.sellingCostsPct = parsePercent(form.sellingCostsPct);
  }
  if (form.interestRate !== shown.interestRate) next.interestRate = form.interestRate;
  if (form.vacancyRate !== shown.vacancyRate) next.vacancyPct = form.vacancyRate;
  if (form.appreciation !== shown.appreciation) next.appreciationPct = form.appreciation;
  const newRent = next.monthlyRent ?? i.monthlyRent;
  if (form.repairCosts !== shown.repairCosts && newRent > 0) {
    next.maintenancePct = Math.min(100, cents((form.repairCosts / 12 / newRent) * 100));
  }
  return next;
}

/* ── Property evaluator ──────────────────────────────────────────────────── */

/**
 * The evaluator from a file: only what the file holds (address, ZIP, type, bedrooms); the
 * property's size, baths, lot, year and condition stay empty until the member types them.
 */
export function evaluatorFormFromFile(i: DealFileInputs, empty: EvaluatorForm): EvaluatorForm {
  return {
    ...empty,
    address: i.address || i.name,
    zip: i.zip,
    propertyType: i.propertyType,
    bedrooms: i.bedrooms === undefined ? '' : String(i.bedrooms),
    appreciationPct: String(i.appreciationPct),
  };
}

export function fileFromEvaluatorForm(form: EvaluatorForm, i: DealFileInputs): DealFileInput {
  const bedrooms = Math.round(parseNumber(form.bedrooms));
  const appreciation = Number(form.appreciationPct.trim());
  return {
    ...i,
    address: form.address.trim().slice(0, 200),
    zip: /^\d{5}$/.test(form.zip.trim()) ? form.zip.trim() : i.zip,
    propertyType: form.propertyType,
    ...(form.bedrooms.trim() !== '' && bedrooms <= 50 ? { bedrooms } : {}),
    ...(form.appreciationPct.trim() !== '' && Number.isFinite(appreciation)
      ? { appreciationPct: Math.max(-50, Math.min(50, appreciation)) }
      : {}),
  };
}

/* ── Reports and the DSCR calculator (they open a file; they do not save to it) ── */

export interface ReportFields extends SharedFields {
  propertyAddress: string;
  interestRate: string;
  loanTerm: string;
}

export function reportFieldsFromFile(i: DealFileInputs): ReportFields {
  return {
    ...sharedFields(i, allExpenses(i)),
    propertyAddress: i.address || i.name,
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
  interestOnly: boolean;
}

/**
 * The DSCR calculator from a file: its "maintenance and other expenses" are every operating
 * expense besides taxes, insurance and HOA (maintenance, management, reserves, other), so its
 * cash flow is the file's.
 */
export function dscrFieldsFromFile(i: DealFileInputs): DscrFields {
  const f = dealRentalFigures(i);
  return {
    monthlyRent: text(i.monthlyRent),
    otherIncome: text(i.otherIncome),
    vacancyRate: String(i.vacancyPct),
    loanAmount: text(f.loan),
    interestRate: String(i.interestRate),
    loanTerm: String(i.termYears),
    propertyTaxes: text(i.taxes),
    insurance: text(i.insurance),
    maintenance: text(f.operatingExpenses - i.taxes - i.insurance - i.hoa),
    hoa: text(i.hoa),
    interestOnly: i.interestOnlyYears > 0,
  };
}
