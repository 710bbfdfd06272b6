import type { BorrowerInput, QualifyRequest, qualifyRequestSchema } from '@shared/api/qualify';
import { QUALIFY_MESSAGES } from '@shared/api/qualify-texts';
import type { Changes, RuleId, RuleResult } from '@shared/finance/qualification';
import {
  BORROWER_ENTITY_LABELS,
  BORROWER_TYPE_LABELS,
  LOAN_PURPOSE_LABELS,
  QUALIFY_PROPERTY_TYPE_LABELS,
  type BorrowerEntity,
  type BorrowerType,
  type LoanPurpose,
  type QualifyPropertyType,
} from '@shared/lenders/catalog';
import { stateNameEs, US_STATES } from '@shared/market/states';
import { formatMoney } from '@shared/format';
import type { DealFileInputs } from '@shared/api/deal-files';
import { GLOSSARY } from '@shared/glossary';

/**
 * The ¿Califico? form as typed (text fields keep exactly what the member wrote), its parsing into
 * the API's request (validated by the same zod schema as the server), and how the answer reads:
 * rule names, figures, the change to make and where to learn how.
 */
export interface QualifyForm {
  fico: string;
  borrowerType: BorrowerType;
  propertiesOwned: string;
  entity: BorrowerEntity;
  cash: string;
  retirement: string;
  brokerage: string;
  purpose: LoanPurpose;
  price: string;
  loanAmount: string;
  interestRate: string;
  termYears: string;
  monthlyRent: string;
  taxesYearly: string;
  insuranceYearly: string;
  hoaMonthly: string;
  propertyType: QualifyPropertyType;
  units: string;
  state: string;
}

export const EMPTY_QUALIFY_FORM: QualifyForm = {
  fico: '',
  borrowerType: 'citizen',
  propertiesOwned: '0',
  entity: 'personal',
  cash: '',
  retirement: '0',
  brokerage: '0',
  purpose: 'purchase',
  price: '',
  loanAmount: '',
  interestRate: '',
  termYears: '30',
  monthlyRent: '',
  taxesYearly: '',
  insuranceYearly: '',
  hoaMonthly: '0',
  propertyType: 'single-family',
  units: '1',
  state: '',
};

/** An example to try the tool with (the worked example of the issue's closing note). */
export const EXAMPLE_QUALIFY_FORM: QualifyForm = {
  fico: '700',
  borrowerType: 'citizen',
  propertiesOwned: '1',
  entity: 'llc',
  cash: '20000',
  retirement: '10000',
  brokerage: '0',
  purpose: 'purchase',
  price: '300000',
  loanAmount: '240000',
  interestRate: '7.5',
  termYears: '30',
  monthlyRent: '2400',
  taxesYearly: '3600',
  insuranceYearly: '1800',
  hoaMonthly: '0',
  propertyType: 'single-family',
  units: '1',
  state: 'TX',
};

/** A typed number: "$1,500" reads 1500; empty or not a number reads NaN (the schema refuses it). */
function num(raw: string): number {
  const cleaned = raw.replace(/[\s$,%]/g, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

const SPANISH_MESSAGES = new Set<string>(Object.values(QUALIFY_MESSAGES));

/** The API's request schema (the server's own check). */
export type QualifySchema = typeof qualifyRequestSchema;

/** The schema with zod (~25 kB gzip), loaded after the page draws rather than with it. */
export const loadQualifySchema = (): Promise<QualifySchema> =>
  import('@shared/api/qualify').then((m) => m.qualifyRequestSchema);

export type ParsedQualifyForm =
  { ok: true; request: QualifyRequest } | { ok: false; message: string };

/** The request, or the first problem in Spanish. */
export function parseQualifyForm(form: QualifyForm, schema: QualifySchema): ParsedQualifyForm {
  const parsed = schema.safeParse({
    borrower: borrowerFromForm(form),
    deal: {
      purpose: form.purpose,
      price: num(form.price),
      loanAmount: num(form.loanAmount),
      interestRate: num(form.interestRate),
      termYears: num(form.termYears),
      monthlyRent: num(form.monthlyRent),
      taxesYearly: num(form.taxesYearly),
      insuranceYearly: num(form.insuranceYearly),
      hoaMonthly: num(form.hoaMonthly),
      propertyType: form.propertyType,
      units: num(form.units),
      state: form.state,
    },
  });
  if (parsed.success) return { ok: true, request: parsed.data };
  const message = parsed.error.issues[0]?.message ?? '';
  return { ok: false, message: SPANISH_MESSAGES.has(message) ? message : 'Revisa los datos.' };
}

function borrowerFromForm(form: QualifyForm) {
  return {
    fico: num(form.fico),
    borrowerType: form.borrowerType,
    propertiesOwned: num(form.propertiesOwned),
    entity: form.entity,
    reserves: {
      cash: num(form.cash),
      retirement: num(form.retirement),
      brokerage: num(form.brokerage),
    },
  };
}

/**
 * The remembered profile, answering after the form was drawn (`start`): it fills each borrower
 * field the member has not changed since; what they typed stays.
 */
export function withBorrowerUntouched(
  form: QualifyForm,
  start: QualifyForm,
  profile: BorrowerInput,
): QualifyForm {
  const saved = withBorrower(form, profile);
  const next = { ...form };
  for (const key of BORROWER_FIELDS) {
    if (form[key] === start[key]) Object.assign(next, { [key]: saved[key] });
  }
  return next;
}

const BORROWER_FIELDS = [
  'fico',
  'borrowerType',
  'propertiesOwned',
  'entity',
  'cash',
  'retirement',
  'brokerage',
] as const satisfies readonly (keyof QualifyForm)[];

/** The form filled from a remembered borrower profile (deal fields kept). */
export function withBorrower(form: QualifyForm, profile: BorrowerInput): QualifyForm {
  return {
    ...form,
    fico: String(profile.fico),
    borrowerType: profile.borrowerType,
    propertiesOwned: String(profile.propertiesOwned),
    entity: profile.entity,
    cash: String(profile.reserves.cash),
    retirement: String(profile.reserves.retirement),
    brokerage: String(profile.reserves.brokerage),
  };
}

export const RULE_LABELS: Record<RuleId, string> = {
  purpose: 'Propósito del préstamo',
  state: 'Estado',
  'borrower-type': 'Tipo de prestatario',
  entity: 'LLC o a tu nombre',
  'property-type': 'Tipo de propiedad',
  units: 'Unidades',
  experience: 'Experiencia (propiedades)',
  'loan-min': 'Préstamo mínimo',
  'loan-max': 'Préstamo máximo',
  fico: 'Puntaje FICO mínimo',
  ltv: `${GLOSSARY.ltv.label} máximo`,
  dscr: `${GLOSSARY.dscr.label} mínimo`,
  reserves: `${GLOSSARY.reserves.label} (meses de ${GLOSSARY.pitia.label})`,
};

const CODE_LABELS: Record<string, string> = {
  ...LOAN_PURPOSE_LABELS,
  ...BORROWER_TYPE_LABELS,
  ...BORROWER_ENTITY_LABELS,
  ...QUALIFY_PROPERTY_TYPE_LABELS,
  ALL: 'Todos los estados',
};

function codeLabel(code: string): string {
  return CODE_LABELS[code] ?? stateNameEs(code);
}

/** A rule's figure as the member reads it. */
export function formatFigure(rule: RuleId, value: RuleResult['actual'] | RuleResult['required']) {
  if (Array.isArray(value)) {
    return value.length > 8 ? `${value.length} estados` : value.map(codeLabel).join(', ');
  }
  if (typeof value === 'string') return codeLabel(value);
  const n = value as number;
  switch (rule) {
    case 'ltv':
      return `${n.toFixed(2)}%`;
    case 'dscr':
      return n.toFixed(2);
    case 'reserves':
      return `${n.toFixed(1)} meses`;
    case 'loan-min':
    case 'loan-max':
      return formatMoney(n);
    case 'fico':
      return n === 0 ? 'sin puntaje' : String(n);
    default:
      return String(n);
  }
}

/** The changes of a program, in the member's words (each alone makes its rule pass). */
export function describeChanges(changes: Changes, purpose: LoanPurpose): string[] {
  const lines: string[] = [];
  if (changes.downPaymentNeeded !== undefined) {
    lines.push(
      purpose === 'purchase'
        ? `Aporta ${formatMoney(changes.downPaymentNeeded)} más de pago inicial`
        : `Pide ${formatMoney(changes.downPaymentNeeded)} menos de préstamo`,
    );
  }
  if (changes.rentNeeded !== undefined) {
    lines.push(`Renta de al menos ${formatMoney(changes.rentNeeded)} al mes`);
  }
  if (changes.reservesNeeded !== undefined) {
    lines.push(`Suma ${formatMoney(changes.reservesNeeded)} a tus reservas en efectivo`);
  }
  return lines;
}

/** What fixes a failed rule: a tool or a resource of the library (issue 15 §6). */
export interface FixLink {
  label: string;
  to: string;
}

const RESOURCE = (id: string) => `/recursos-educativos?recurso=${id}`;

export const FIX_LINKS: Partial<Record<RuleId, FixLink[]>> = {
  dscr: [
    { label: 'Renta necesaria y préstamo máximo en la calculadora DSCR', to: '/calculadora-dscr' },
    { label: 'Prueba otro precio o renta en la calculadora ROI', to: '/calculadora-roi' },
  ],
  ltv: [
    {
      label: 'Cuánto efectivo necesitas: pago inicial y cierre',
      to: RESOURCE('expediente-prestamista'),
    },
  ],
  reserves: [
    {
      label: 'Ahorro y reservas: cómo las cuenta el prestamista',
      to: RESOURCE('expediente-prestamista'),
    },
  ],
  fico: [{ label: 'Cómo preparar y mejorar tu crédito', to: RESOURCE('expediente-prestamista') }],
  entity: [{ label: 'LLC, EIN y título', to: RESOURCE('llc-ein-titulo') }],
  'borrower-type': [
    { label: 'Requisitos habituales de los préstamos DSCR', to: RESOURCE('guia-prestamos-dscr') },
  ],
  experience: [
    { label: 'Hard money y primeras inversiones', to: RESOURCE('hard-money-costos-reales') },
  ],
};

/** The deal file's property types in the qualify API's terms (2–4 units are multifamily). */
const PROPERTY_TYPE_FROM_DEAL_FILE: Record<string, { type: QualifyPropertyType; units: number }> = {
  'single-family': { type: 'single-family', units: 1 },
  townhouse: { type: 'townhouse', units: 1 },
  condo: { type: 'condo', units: 1 },
  duplex: { type: 'multi-family', units: 2 },
  triplex: { type: 'multi-family', units: 3 },
  fourplex: { type: 'multi-family', units: 4 },
};

/**
 * The state of an address that ends with one ("…, Cleveland, OH 44102"); empty when none reads
 * as a state code, and the member chooses it (a ZIP alone is not mapped to a state here).
 */
export function stateFromAddress(address: string): string {
  const match = /(?:^|[\s,])([A-Za-z]{2})\.?(?:\s+\d{5}(?:-\d{4})?)?\s*$/.exec(address.trim());
  const code = match?.[1]?.toUpperCase() ?? '';
  return code in US_STATES ? code : '';
}

const text = (n: number) => String(Math.round(n * 100) / 100);

/**
 * The deal part of the form from a saved deal file (issue 13), the borrower part kept: a purchase,
 * loan = price − down payment. The deal file stores taxes and insurance MONTHLY ($/month, like
 * every expense of its analysis) while the qualify API takes them YEARLY, so they are × 12 here;
 * HOA stays monthly in both.
 */
export function withDealFile(form: QualifyForm, file: DealFileInputs): QualifyForm {
  const property = PROPERTY_TYPE_FROM_DEAL_FILE[file.propertyType];
  return {
    ...form,
    purpose: 'purchase',
    price: text(file.purchasePrice),
    loanAmount: text(file.purchasePrice - file.downPayment),
    interestRate: text(file.interestRate),
    termYears: String(file.termYears),
    monthlyRent: text(file.monthlyRent),
    taxesYearly: text(file.taxes * 12),
    insuranceYearly: text(file.insurance * 12),
    hoaMonthly: text(file.hoa),
    propertyType: property?.type ?? form.propertyType,
    units: String(file.units ?? property?.units ?? 1),
    state: stateFromAddress(file.address) || form.state,
  };
}
