import type { BorrowerInput, QualifyRequest, qualifyRequestSchema } from '@shared/api/qualify';
import { readNumber, readRequiredNumber } from '@shared/finance/inputs';
import { spanishFallback } from '@shared/messages';
import type {
  Changes,
  PlanStep,
  ProgramBasis,
  QualifyPlan,
  RentSource,
  RuleId,
  RuleResult,
} from '@shared/finance/qualification';
import {
  BORROWER_ENTITY_LABELS,
  BORROWER_TYPE_LABELS,
  LOAN_PURPOSE_LABELS,
  OCCUPANCY_LABELS,
  QUALIFY_PROPERTY_TYPE_LABELS,
  type BorrowerEntity,
  type BorrowerType,
  type LoanPurpose,
  type Occupancy,
  type ProgramOrigin,
  type QualifyPropertyType,
} from '@shared/lenders/catalog';
import { stateNameEs, US_STATES } from '@shared/market/states';
import { formatDate, formatMoney, once } from '@shared/format';
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
  /** Empty: every property owned counts as financed. */
  financedProperties: string;
  /** Empty: the plan to qualify gives no dates. */
  monthlySavings: string;
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
  /** The optional deal inputs: empty is "not given" (the engine's 0, or none). */
  closingCosts: string;
  interestOnlyYears: string;
  marketRent: string;
  occupancy: Occupancy;
  strHistoryMonths: string;
  acquisitionDate: string;
  acquisitionPrice: string;
  improvements: string;
  payoff: string;
  rehabCost: string;
  arv: string;
  points: string;
  rehabMonths: string;
  holdingCostsMonthly: string;
}

/** The optional deal inputs, empty in a new form. */
const NO_EXTRAS = {
  closingCosts: '',
  interestOnlyYears: '0',
  marketRent: '',
  occupancy: 'leased',
  strHistoryMonths: '',
  acquisitionDate: '',
  acquisitionPrice: '',
  improvements: '',
  payoff: '',
  rehabCost: '',
  arv: '',
  points: '',
  rehabMonths: '',
  holdingCostsMonthly: '',
} as const satisfies Partial<QualifyForm>;

export const EMPTY_QUALIFY_FORM: QualifyForm = {
  fico: '',
  borrowerType: 'citizen',
  propertiesOwned: '0',
  entity: 'personal',
  cash: '',
  retirement: '0',
  brokerage: '0',
  financedProperties: '',
  monthlySavings: '',
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
  ...NO_EXTRAS,
};

/** An example to try the tool with (test/support/worked-example.ts, with monthly savings). */
export const EXAMPLE_QUALIFY_FORM: QualifyForm = {
  fico: '700',
  borrowerType: 'citizen',
  propertiesOwned: '1',
  entity: 'llc',
  cash: '90000',
  retirement: '10000',
  brokerage: '0',
  financedProperties: '',
  monthlySavings: '1000',
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
  ...NO_EXTRAS,
  closingCosts: '6000',
};

/** The optional deal inputs the form shows for this purpose and occupancy, as numbers. */
function dealExtras(form: QualifyForm) {
  const refinance = form.purpose !== 'purchase';
  const extras = {
    closingCosts: readNumber(form.closingCosts),
    interestOnlyYears: readNumber(form.interestOnlyYears),
    marketRent: readNumber(form.marketRent),
    occupancy: form.occupancy,
    strHistoryMonths:
      form.occupancy === 'short-term' ? readNumber(form.strHistoryMonths) : undefined,
    acquisitionDate:
      refinance && form.acquisitionDate.trim() ? form.acquisitionDate.trim() : undefined,
    acquisitionPrice: refinance ? readNumber(form.acquisitionPrice) : undefined,
    improvements: refinance ? readNumber(form.improvements) : undefined,
    payoff: refinance ? readNumber(form.payoff) : undefined,
    rehabCost: readNumber(form.rehabCost),
    arv: readNumber(form.arv),
    points: readNumber(form.points),
    rehabMonths: readNumber(form.rehabMonths),
    holdingCostsMonthly: readNumber(form.holdingCostsMonthly),
  };
  return Object.fromEntries(Object.entries(extras).filter(([, v]) => v !== undefined));
}

/** The API's request schema (the server's own check). */
export type QualifySchema = typeof qualifyRequestSchema;

/** The schema with zod (~25 kB gzip), loaded after the page draws rather than with it. */
export const loadQualifySchema = (): Promise<QualifySchema> =>
  import('@shared/api/qualify').then((m) => m.qualifyRequestSchema);

export type ParsedQualifyForm =
  { ok: true; request: QualifyRequest } | { ok: false; message: string };

const GENERIC_PROBLEM = 'Revisa los datos.';

/** The request, or the first problem in Spanish. */
export function parseQualifyForm(form: QualifyForm, schema: QualifySchema): ParsedQualifyForm {
  const parsed = schema.safeParse(
    {
      borrower: borrowerFromForm(form),
      deal: {
        purpose: form.purpose,
        price: readRequiredNumber(form.price),
        loanAmount: readRequiredNumber(form.loanAmount),
        interestRate: readRequiredNumber(form.interestRate),
        termYears: readRequiredNumber(form.termYears),
        monthlyRent: readRequiredNumber(form.monthlyRent),
        taxesYearly: readRequiredNumber(form.taxesYearly),
        insuranceYearly: readRequiredNumber(form.insuranceYearly),
        hoaMonthly: readRequiredNumber(form.hoaMonthly),
        propertyType: form.propertyType,
        units: readRequiredNumber(form.units),
        state: form.state,
        ...dealExtras(form),
      },
    },
    { error: spanishFallback(GENERIC_PROBLEM) },
  );
  if (parsed.success) return { ok: true, request: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? GENERIC_PROBLEM };
}

function borrowerFromForm(form: QualifyForm) {
  return {
    fico: readRequiredNumber(form.fico),
    borrowerType: form.borrowerType,
    propertiesOwned: readRequiredNumber(form.propertiesOwned),
    entity: form.entity,
    reserves: {
      cash: readRequiredNumber(form.cash),
      retirement: readRequiredNumber(form.retirement),
      brokerage: readRequiredNumber(form.brokerage),
    },
    ...(form.financedProperties.trim()
      ? { financedProperties: readRequiredNumber(form.financedProperties) }
      : {}),
    ...(form.monthlySavings.trim()
      ? { monthlySavings: readRequiredNumber(form.monthlySavings) }
      : {}),
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
  'financedProperties',
  'monthlySavings',
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
    financedProperties:
      profile.financedProperties === undefined ? '' : String(profile.financedProperties),
    monthlySavings: profile.monthlySavings === undefined ? '' : String(profile.monthlySavings),
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
  'short-term': 'Alquiler de corto plazo',
  'value-min': 'Valor mínimo de la propiedad',
  term: 'Plazo máximo',
  'interest-only': 'Pagos de solo interés',
  fico: 'Puntaje FICO mínimo',
  ltv: `${GLOSSARY.ltv.label} máximo`,
  ltc: 'Préstamo sobre costo (LTC) máximo',
  'arv-ltv': 'Préstamo sobre el valor después de reparar (ARV) máximo',
  'cash-out': 'Efectivo máximo del refinanciamiento (cash-out)',
  dscr: `${GLOSSARY.dscr.label} mínimo`,
  reserves: `${GLOSSARY.reserves.label} después del cierre (meses de pago)`,
};

const CODE_LABELS: Record<string, string> = {
  ...LOAN_PURPOSE_LABELS,
  ...BORROWER_TYPE_LABELS,
  ...BORROWER_ENTITY_LABELS,
  ...QUALIFY_PROPERTY_TYPE_LABELS,
  ...OCCUPANCY_LABELS,
  ALL: 'Todos los estados',
  'not-offered': 'pagos amortizados',
  required: 'solo interés',
  'not-stated': 'no lo indica',
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
    case 'ltc':
    case 'arv-ltv':
      return `${n.toFixed(2)}%`;
    case 'dscr':
      return n.toFixed(2);
    case 'reserves':
      return `${n.toFixed(1)} meses`;
    case 'term':
      return `${n} ${n === 1 ? 'año' : 'años'}`;
    case 'interest-only':
      return n === 0 ? 'pagos amortizados' : `${n} ${n === 1 ? 'año' : 'años'} de solo interés`;
    case 'loan-min':
    case 'loan-max':
    case 'value-min':
    case 'cash-out':
      return formatMoney(n);
    case 'fico':
      return n === 0 ? 'sin puntaje' : String(n);
    default:
      return String(n);
  }
}

/** Where the rent a rule needs must show: the lease, the appraisal, or both. */
const RENT_WHERE: Record<RentSource, string> = {
  lease: ' (en el contrato)',
  market: ' (en la renta de mercado del tasador, formulario 1007)',
  lesser: ' (en el contrato y en la renta de mercado del tasador)',
  vacant: ' de mercado según el tasador (formulario 1007)',
  'str-history': ' en tu historial de corto plazo',
  'str-projection': ' en tu proyección de corto plazo',
  'not-counted': '',
};

/**
 * The changes of a program, in the member's words (each alone makes its rule pass); with the
 * program's basis, the rent says where it must show.
 */
export function describeChanges(
  changes: Changes,
  purpose: LoanPurpose,
  basis?: Pick<ProgramBasis, 'rentSource'>,
): string[] {
  const lines: string[] = [];
  if (changes.downPaymentNeeded !== undefined) {
    lines.push(
      purpose === 'purchase'
        ? `Aporta ${formatMoney(changes.downPaymentNeeded)} más de pago inicial`
        : `Pide ${formatMoney(changes.downPaymentNeeded)} menos de préstamo`,
    );
  }
  if (changes.seasonedOn !== undefined) {
    lines.push(`O espera al ${formatDay(changes.seasonedOn)}: desde entonces cuenta el avalúo`);
  }
  if (changes.rentNeeded !== undefined) {
    lines.push(
      `Renta de al menos ${formatMoney(changes.rentNeeded)} al mes${basis ? RENT_WHERE[basis.rentSource] : ''}`,
    );
  }
  if (changes.reservesNeeded !== undefined) {
    lines.push(`Suma ${formatMoney(changes.reservesNeeded)} a tus reservas en efectivo`);
  }
  if (changes.ficoNeeded !== undefined) {
    lines.push(`FICO de al menos ${changes.ficoNeeded}`);
  }
  return lines;
}

/** A day of the engine (YYYY-MM-DD) as the member reads it: 15 de diciembre de 2026. */
function formatDay(day: string): string {
  return formatDate(`${day}T12:00:00Z`);
}

const monthYear = once(() => new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric' }));

/**
 * What to change for a failed rule no plan step covers. A program that lends only to an LLC (or
 * only to people) gets the plan's own sentence, not the rule's label and code ("pide A tu nombre").
 */
export function describeUnplannedRule(rule: RuleResult, purpose: LoanPurpose): string {
  const required = Array.isArray(rule.required) ? rule.required : [rule.required];
  const [entity] = required;
  if (
    rule.rule === 'entity' &&
    required.length === 1 &&
    (entity === 'llc' || entity === 'personal')
  ) {
    return describeStep({ kind: 'entity', entity }, purpose);
  }
  const line = `${RULE_LABELS[rule.rule]}: pide ${formatFigure(rule.rule, rule.required)}`;
  return rule.rule === 'interest-only' ? line : `${line} — este programa no sirve para tu caso`;
}

/** A day's month: julio de 2027. */
function formatMonth(day: string): string {
  return monthYear().format(new Date(`${day}T12:00:00Z`));
}

/**
 * What the member confirms with the lender for a rule the program's source does not state
 * (`RuleResult.toConfirm`): never a refusal, since the lender did not publish one.
 */
export function describeToConfirm(rule: RuleId, origin: ProgramOrigin): string {
  const source = origin === 'published-guide' ? 'La guía publicada' : 'El programa';
  return rule === 'entity'
    ? `${source} no dice si presta a una LLC: confírmalo con el prestamista.`
    : `${source} no lo indica: confírmalo con el prestamista.`;
}

/**
 * A step of a plan to qualify as a loan officer would say it: what to do, with its amount or
 * date, and why. `origin`: the plan's program's, for what its source does not state.
 */
export function describeStep(
  step: PlanStep,
  purpose: LoanPurpose,
  origin: ProgramOrigin = 'published-guide',
): string {
  switch (step.kind) {
    case 'entity':
      if (step.toConfirm) return describeToConfirm('entity', origin);
      return step.entity === 'llc'
        ? 'Compra a nombre de una LLC: este programa presta solo a entidades.'
        : 'Pide el préstamo a tu nombre: este programa no presta a una LLC.';
    case 'amortizing':
      return 'Pide el préstamo con pagos de capital e interés desde el primer mes: este programa no ofrece periodos de solo interés.';
    case 'interest-only':
      return 'Pide el préstamo con pagos de solo interés: este programa solo presta así.';
    case 'wait':
      return `Espera al ${formatDay(step.date)}: desde ese día el prestamista toma el avalúo (${formatMoney(step.value)}) y no lo que te costó la propiedad (${formatMoney(step.cost)}).`;
    case 'fico':
      return step.reason === 'minimum'
        ? `Sube tu puntaje FICO a ${step.fico} (hoy ${step.from}): es el mínimo del programa para tu préstamo.`
        : `Sube tu puntaje FICO a ${step.fico} (hoy ${step.from}): desde ese puntaje el programa presta en mejores condiciones.`;
    case 'loan':
      return purpose === 'purchase'
        ? `Aporta ${formatMoney(step.amount)} más de pago inicial: un préstamo de ${formatMoney(step.loan)} (LTV ${step.ltv.toFixed(2)}%).`
        : `Pide ${formatMoney(step.amount)} menos: un préstamo de ${formatMoney(step.loan)} (LTV ${step.ltv.toFixed(2)}%).`;
    case 'rent':
      return `Consigue una renta de al menos ${formatMoney(step.amount)} al mes, en el contrato y en la tasación.`;
    case 'reserves':
      return `Ten ${formatMoney(step.amount)} más en tus cuentas: el prestamista pide ${step.months} ${step.months === 1 ? 'mes' : 'meses'} de pago (${formatMoney(step.months * step.payment)}) después de los ${formatMoney(step.fundsToClose)} del cierre.`;
    case 'save':
      return `Ahorra ${formatMoney(step.amount)}: a ${formatMoney(step.monthly)} al mes, lo tienes en ${step.months} ${step.months === 1 ? 'mes' : 'meses'}, para ${formatMonth(step.date)}.`;
  }
}

/** The plan's closing line and its alternatives, in the member's words. */
export function describePlanOutcome(plan: QualifyPlan): string[] {
  const lines = [
    plan.readyOn
      ? `Podrías calificar hacia ${formatMonth(plan.readyOn)}.`
      : plan.cashNeeded > 0
        ? `En total necesitas ${formatMoney(plan.cashNeeded)} más de lo que tienes hoy.`
        : 'Con estos cambios calificas sin sumar efectivo.',
  ];
  const cash = (amount: number) =>
    amount > 0 ? `te bastaría con ${formatMoney(amount)} más` : 'calificarías sin sumar efectivo';
  if (plan.rentOption) {
    lines.push(
      `Otra opción: con una renta de ${formatMoney(plan.rentOption.rent)} al mes ${cash(plan.rentOption.cashNeeded)}.`,
    );
  }
  if (plan.ficoOption) {
    lines.push(
      `Otra opción: con un FICO de ${plan.ficoOption.fico} ${cash(plan.ficoOption.cashNeeded)}${plan.ficoOption.needsRent ? '' : ', sin subir la renta'}.`,
    );
  }
  return lines;
}

/** What fixes a failed rule: a tool or a resource of the library. */
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
 * The deal part of the form from a saved deal file, the borrower part kept: a purchase, loan =
 * price − down payment, its closing costs, rehab and ARV. The deal file stores taxes and
 * insurance MONTHLY ($/month, like every expense of its analysis) while the qualify API takes
 * them YEARLY, so they are × 12 here; HOA stays monthly in both.
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
    closingCosts: text(file.closingCosts),
    rehabCost: file.rehabCost > 0 ? text(file.rehabCost) : '',
    arv: file.arv !== undefined ? text(file.arv) : '',
  };
}

const VALUE_BASIS_LABELS: Record<ProgramBasis['valueBasis'], string> = {
  price: 'el precio',
  appraisal: 'el avalúo',
  cost: 'lo que te costó (aún no pasan los meses de espera)',
};

const RENT_SOURCE_LABELS: Record<RentSource, string> = {
  lease: 'la del contrato',
  market: 'la de mercado del tasador',
  lesser: 'la menor entre contrato y tasador',
  vacant: 'un porcentaje de la de mercado (vacía)',
  'str-history': 'tu historial de corto plazo',
  'str-projection': 'un porcentaje de tu proyección de corto plazo',
  'not-counted': 'ninguna (no cuenta el alquiler de corto plazo)',
};

/** How a program reads the deal, in one sentence: its value, rent and payment. */
export function describeBasis(b: ProgramBasis): string {
  return `Este programa mide sobre ${VALUE_BASIS_LABELS[b.valueBasis]} (${formatMoney(b.value)}), cuenta como renta ${RENT_SOURCE_LABELS[b.rentSource]} (${formatMoney(b.rent)}) y su pago es el ${b.paymentBasis} de ${formatMoney(b.payment)}${b.rehabFinanced > 0 ? `; financia ${formatMoney(b.rehabFinanced)} de la obra` : ''}.`;
}
