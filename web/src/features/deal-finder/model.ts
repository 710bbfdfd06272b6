import type { DealCandidate, DealSearchCriteria } from '@shared/api/deal-finder';
import { DEAL_MESSAGES, parseLocation, type DealPropertyType } from '@shared/api/deal-finder-texts';
import { DEAL_FINDER } from '@shared/finance/deal-score';

/** The criteria form as typed (text fields stay text until submit). */
export interface CriteriaForm {
  location: string;
  propertyType: DealPropertyType;
  minPrice: string;
  maxPrice: string;
  minRoi: number;
  maxDaysOnMarket: number;
  minCashFlow: string;
  expenseRatio: number;
  requiresRehab: boolean;
  ownerOccupied: boolean;
  /** The member's loan, as typed: down payment %, rate %, term in years. */
  downPaymentPct: string;
  interestRate: string;
  termYears: string;
}

export const DEFAULT_CRITERIA: CriteriaForm = {
  location: '',
  propertyType: 'all',
  minPrice: '',
  maxPrice: '',
  minRoi: DEAL_FINDER.minRoi.default,
  maxDaysOnMarket: DEAL_FINDER.maxDaysOnMarket.default,
  minCashFlow: '',
  expenseRatio: DEAL_FINDER.expenseRatio.default,
  requiresRehab: false,
  ownerOccupied: false,
  downPaymentPct: '',
  interestRate: '',
  termYears: '30',
};

/** "$250,000" or "250000" → 250000; empty → undefined; anything else → NaN (a form error). */
function amountOrUndefined(text: string): number | undefined {
  const clean = text.replace(/[$,\s]/g, '');
  if (clean === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(clean) ? Number(clean) : Number.NaN;
}

/** The criteria the API takes, or the first Spanish problem of the form. */
export function toCriteria(
  form: CriteriaForm,
): { criteria: DealSearchCriteria } | { error: string } {
  if (!form.location.trim()) return { error: DEAL_MESSAGES.locationRequired };
  const minPrice = amountOrUndefined(form.minPrice);
  const maxPrice = amountOrUndefined(form.maxPrice);
  const minCashFlow = amountOrUndefined(form.minCashFlow);
  if (Number.isNaN(minPrice) || (minPrice ?? 0) < 0)
    return { error: 'El precio mínimo debe ser un monto válido.' };
  if (Number.isNaN(maxPrice) || (maxPrice ?? 0) < 0)
    return { error: 'El precio máximo debe ser un monto válido.' };
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    return { error: 'El precio mínimo no puede ser mayor que el máximo.' };
  }
  if (Number.isNaN(minCashFlow))
    return { error: 'El flujo de caja mínimo debe ser un monto válido.' };
  const downPaymentPct = amountOrUndefined(form.downPaymentPct.replace('%', ''));
  const interestRate = amountOrUndefined(form.interestRate.replace('%', ''));
  const termYears = amountOrUndefined(form.termYears);
  if (downPaymentPct === undefined || Number.isNaN(downPaymentPct) || downPaymentPct > 100) {
    return { error: DEAL_MESSAGES.downPaymentPct };
  }
  if (interestRate === undefined || Number.isNaN(interestRate) || interestRate > 30) {
    return { error: DEAL_MESSAGES.interestRate };
  }
  if (termYears === undefined || !Number.isInteger(termYears) || termYears < 1 || termYears > 50) {
    return { error: DEAL_MESSAGES.termYears };
  }
  return {
    criteria: {
      location: form.location.trim(),
      propertyType: form.propertyType,
      ...(minPrice !== undefined ? { minPrice } : {}),
      ...(maxPrice !== undefined ? { maxPrice } : {}),
      minRoi: form.minRoi,
      maxDaysOnMarket: form.maxDaysOnMarket,
      minCashFlow: minCashFlow ?? null,
      expenseRatio: form.expenseRatio,
      requiresRehab: form.requiresRehab,
      ownerOccupied: form.ownerOccupied,
      downPaymentPct,
      interestRate,
      termYears,
    },
  };
}

export function formFromCriteria(c: DealSearchCriteria): CriteriaForm {
  return {
    location: c.location,
    propertyType: c.propertyType,
    minPrice: c.minPrice === undefined ? '' : String(c.minPrice),
    maxPrice: c.maxPrice === undefined ? '' : String(c.maxPrice),
    minRoi: c.minRoi,
    maxDaysOnMarket: c.maxDaysOnMarket,
    minCashFlow: c.minCashFlow === null ? '' : String(c.minCashFlow),
    expenseRatio: c.expenseRatio,
    requiresRehab: c.requiresRehab,
    ownerOccupied: c.ownerOccupied,
    // Searches saved before the member's loan was asked for have none: it is typed again.
    downPaymentPct: c.downPaymentPct === undefined ? '' : String(c.downPaymentPct),
    interestRate: c.interestRate === undefined ? '' : String(c.interestRate),
    termYears: c.termYears === undefined ? '30' : String(c.termYears),
  };
}

/** The search location's ZIP, when it is one (fills imported rows without a ZIP). */
export function locationZip(location: string): string | undefined {
  const parsed = parseLocation(location);
  return parsed?.kind === 'zip' ? parsed.zip : undefined;
}

/** The manual entry form of one property. */
export interface CandidateForm {
  address: string;
  zip: string;
  price: string;
  beds: string;
  baths: string;
  monthlyRent: string;
  monthlyExpenses: string;
  daysOnMarket: string;
  rehabCost: string;
  arv: string;
  needsRehab: boolean;
  ownerOccupied: boolean;
}

export const EMPTY_CANDIDATE: CandidateForm = {
  address: '',
  zip: '',
  price: '',
  beds: '',
  baths: '',
  monthlyRent: '',
  monthlyExpenses: '',
  daysOnMarket: '',
  rehabCost: '',
  arv: '',
  needsRehab: false,
  ownerOccupied: false,
};

/** A typed property, or the first Spanish problem with it. */
export function toCandidate(
  form: CandidateForm,
  defaultZip?: string,
): { candidate: DealCandidate } | { error: string } {
  const address = form.address.trim();
  if (!address) return { error: 'Indica la dirección de la propiedad.' };
  const zip = form.zip.trim() || defaultZip || '';
  if (!/^\d{5}$/.test(zip)) return { error: 'El ZIP debe tener 5 dígitos.' };
  const price = amountOrUndefined(form.price);
  if (price === undefined || Number.isNaN(price) || price <= 0)
    return { error: 'Indica un precio mayor que 0.' };
  const beds = amountOrUndefined(form.beds);
  if (beds === undefined || !Number.isInteger(beds) || beds < 0 || beds > 20) {
    return { error: 'Indica las habitaciones (número entero de 0 a 20).' };
  }
  const optional: [keyof DealCandidate, string, string][] = [
    ['baths', form.baths, 'los baños'],
    ['monthlyRent', form.monthlyRent, 'la renta mensual'],
    ['monthlyExpenses', form.monthlyExpenses, 'los gastos mensuales'],
    ['daysOnMarket', form.daysOnMarket, 'los días en el mercado'],
    ['rehabCost', form.rehabCost, 'el costo de rehabilitación'],
    ['arv', form.arv, 'el ARV'],
  ];
  const candidate: Record<string, unknown> = { address, zip, price, beds };
  for (const [key, text, label] of optional) {
    const value = amountOrUndefined(text);
    if (value === undefined) continue;
    if (Number.isNaN(value) || value < 0)
      return { error: `Revisa ${label}: debe ser un número positivo.` };
    if (key === 'daysOnMarket' && !Number.isInteger(value))
      return { error: 'Los días en el mercado deben ser un número entero.' };
    candidate[key] = value;
  }
  if (form.needsRehab) candidate.needsRehab = true;
  if (form.ownerOccupied) candidate.ownerOccupied = true;
  return { candidate: candidate as DealCandidate };
}
