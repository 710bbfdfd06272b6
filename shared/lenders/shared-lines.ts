import type { SharedFigures, SharedPackage } from '../api/lender-connections.ts';
import {
  BORROWER_TYPE_LABELS,
  LOAN_PURPOSE_LABELS,
  QUALIFY_PROPERTY_TYPE_LABELS,
} from './catalog.ts';
import { formatDate, formatDateEn, formatMoney } from '../format.ts';

/** The figures of a reserves count: assets, funds to close, cash-out counted, the payment. */
export interface ReservesFigures {
  /** Assets counted with the weights, $. */
  countedAssets: number;
  fundsToClose: number;
  /** Cash-out counted toward reserves (only where the program says so), $. */
  cashOutCounted?: number;
  /** The qualifying payment, $/month, and which one it is. */
  payment: number;
  paymentBasis: 'PITIA' | 'ITIA';
}

const months1 = (value: number) =>
  value.toLocaleString('es-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/**
 * Reserves after funds to close, with the arithmetic in one line, as a lender checks them:
 * "2.0 meses de PITIA: ($88,000.00 contados - $84,000.00 para cerrar) ÷ $1,959.90 al mes", or
 * what is missing to close. ASCII minus: the package cover's PDF font has no U+2212.
 */
export function reservesLine(f: ReservesFigures): string {
  const cashOut = f.cashOutCounted ?? 0;
  const left = f.countedAssets - f.fundsToClose + cashOut;
  const sum = `${formatMoney(f.countedAssets)} contados - ${formatMoney(f.fundsToClose)} para cerrar${cashOut > 0 ? ` + ${formatMoney(cashOut)} de cash-out` : ''}`;
  if (left < 0) return `ninguna: faltan ${formatMoney(-left)} para cerrar (${sum})`;
  if (!(f.payment > 0)) return `${formatMoney(left)}, sin pago mensual con que medirlas (${sum})`;
  return `${months1(left / f.payment)} meses de ${f.paymentBasis}: (${sum}) ÷ ${formatMoney(f.payment)} al mes`;
}

/**
 * The reserves figures of what a member shared: the program's own reading when the package has
 * it, else the deal's figures; null for a package sent before funds to close were counted (its
 * months are shown as they were sent).
 */
export function sharedReserves(figures: SharedFigures): ReservesFigures | null {
  const b = figures.basis;
  if (b) {
    return {
      countedAssets: b.countedAssets,
      fundsToClose: b.fundsToClose,
      cashOutCounted: b.cashOutCounted,
      payment: b.payment,
      paymentBasis: b.paymentBasis,
    };
  }
  const m = figures.metrics;
  if (m.countedAssets === undefined || m.fundsToClose === undefined) return null;
  return {
    countedAssets: m.countedAssets,
    fundsToClose: m.fundsToClose,
    payment: m.qualifyingPayment,
    paymentBasis: m.qualifyingBasis,
  };
}

/**
 * What a member shared with a lender, in lines (the email and the read-only page say the same):
 * only the member's own figures and the engine's verdict for that program.
 */
export function sharedLines(shared: SharedPackage): string[] {
  const lines: string[] = [];
  const s = shared.summary;
  if (s) {
    lines.push(
      `Préstamo: ${LOAN_PURPOSE_LABELS[s.purpose]} en ${s.state}, ${QUALIFY_PROPERTY_TYPE_LABELS[s.propertyType]} de ${s.units} ${s.units === 1 ? 'unidad' : 'unidades'}.`,
      `Precio o valor ${formatMoney(s.price)}; préstamo ${formatMoney(s.loanAmount)} al ${s.interestRate}% a ${s.termYears} años; renta mensual ${formatMoney(s.monthlyRent)}.`,
      `Con «${shared.programName}»: cumple ${s.rulesPassed} de ${s.rulesTotal} reglas (${s.eligible ? 'califica' : 'todavía no califica'}), según ¿Califico? del ${formatDate(shared.qualifiedAt)}.`,
    );
  }
  const f = shared.figures;
  if (f) {
    const reserves = sharedReserves(f);
    const payment = f.basis
      ? `${f.basis.paymentBasis} ${formatMoney(f.basis.payment)} al mes; DSCR ${f.basis.dscr.toFixed(2)}; LTV ${f.basis.ltv.toFixed(2)}%`
      : `PITIA ${formatMoney(f.metrics.pitia)} al mes; DSCR ${f.metrics.dscr.toFixed(2)}; LTV ${f.metrics.ltv.toFixed(2)}%`;
    lines.push(
      `Cifras: ${payment}; ${reserves ? `reservas después del cierre ${reservesLine(reserves)}` : `reservas ${f.metrics.reservesMonths.toFixed(1)} meses de PITIA`}.`,
      `Prestatario: FICO ${f.fico === 0 ? 'sin puntaje en EE. UU.' : f.fico}; ${BORROWER_TYPE_LABELS[f.borrowerType]}; ${f.propertiesOwned} ${f.propertiesOwned === 1 ? 'propiedad' : 'propiedades'} de inversión; compra ${f.entity === 'llc' ? 'con una LLC' : 'a su nombre'}.`,
    );
  }
  if (shared.documents.length > 0) {
    lines.push(`Documentos: ${shared.documents.length} en un ZIP con portada.`);
  }
  return lines;
}

const PURPOSE_EN = {
  purchase: 'Purchase',
  'rate-term': 'Rate-and-term refinance',
  'cash-out': 'Cash-out refinance',
} as const;
const PROPERTY_EN = {
  'single-family': 'single-family home',
  townhouse: 'townhouse',
  condo: 'condo',
  'multi-family': 'multi-family',
  'mixed-use': 'mixed-use',
} as const;
/** Borrower types as a US lender names them. */
export const BORROWER_TYPE_LABELS_EN = {
  citizen: 'US citizen',
  resident: 'permanent resident',
  itin: 'ITIN borrower',
  'foreign-national': 'foreign national',
} as const;

/** English money for lenders: $1,234.56. */
const usd = (value: number) =>
  value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** Reserves after funds to close, in English, with the arithmetic (as reservesLine). */
export function reservesLineEn(f: ReservesFigures): string {
  const cashOut = f.cashOutCounted ?? 0;
  const left = f.countedAssets - f.fundsToClose + cashOut;
  const sum = `${usd(f.countedAssets)} counted - ${usd(f.fundsToClose)} to close${cashOut > 0 ? ` + ${usd(cashOut)} cash-out` : ''}`;
  if (left < 0) return `none: ${usd(-left)} short of closing (${sum})`;
  if (!(f.payment > 0)) return `${usd(left)}, no monthly payment to measure them by (${sum})`;
  return `${(left / f.payment).toFixed(1)} months of ${f.paymentBasis}: (${sum}) / ${usd(f.payment)} a month`;
}

/**
 * What a member shared, in English with US lending terms, for the lender (its email, its inbox,
 * the shared page): the same facts as sharedLines.
 */
export function sharedLinesEn(shared: SharedPackage): string[] {
  const lines: string[] = [];
  const s = shared.summary;
  if (s) {
    lines.push(
      `Loan: ${PURPOSE_EN[s.purpose]} in ${s.state}, ${PROPERTY_EN[s.propertyType]}, ${s.units} ${s.units === 1 ? 'unit' : 'units'}.`,
      `Price or value ${usd(s.price)}; loan ${usd(s.loanAmount)} at ${s.interestRate}% over ${s.termYears} years; monthly rent ${usd(s.monthlyRent)}.`,
      `Against "${shared.programName}": meets ${s.rulesPassed} of ${s.rulesTotal} rules (${s.eligible ? 'qualifies' : 'does not qualify yet'}), per ¿Califico? on ${formatDateEn(shared.qualifiedAt)}.`,
    );
  }
  const f = shared.figures;
  if (f) {
    const reserves = sharedReserves(f);
    const payment = f.basis
      ? `${f.basis.paymentBasis} ${usd(f.basis.payment)} a month; DSCR ${f.basis.dscr.toFixed(2)}; LTV ${f.basis.ltv.toFixed(2)}%`
      : `PITIA ${usd(f.metrics.pitia)} a month; DSCR ${f.metrics.dscr.toFixed(2)}; LTV ${f.metrics.ltv.toFixed(2)}%`;
    lines.push(
      `Figures: ${payment}; ${reserves ? `reserves after closing ${reservesLineEn(reserves)}` : `reserves ${f.metrics.reservesMonths.toFixed(1)} months of PITIA`}.`,
      `Borrower: FICO ${f.fico === 0 ? 'no US score' : f.fico}; ${BORROWER_TYPE_LABELS_EN[f.borrowerType]}; ${f.propertiesOwned} investment ${f.propertiesOwned === 1 ? 'property' : 'properties'} owned; vesting ${f.entity === 'llc' ? 'in an LLC' : 'in own name'}.`,
    );
  }
  if (shared.documents.length > 0) {
    lines.push(`Documents: ${shared.documents.length} in one ZIP with a cover page.`);
  }
  return lines;
}
