/**
 * Exclusive deals: the statuses, property types, price ranges and cap rates of the filter bar, and
 * the one rule by which a deal meets a filter or a saved alert.
 */
import { isStateCode, placeKey, STATE_NAMES_ES, US_STATES } from '../market/states.ts';
import { catalogueEntry, catalogueIds } from './catalogue.ts';

/**
 * A deal's status as ops write it in the content file (scripts/elite-content.ts) and the table
 * keeps it; members read it in Spanish (DEAL_STATUS_LABELS).
 */
export const DEAL_STATUSES = ['Pre-Market', 'Elite Only', 'VIP Access'] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];
export const DEAL_STATUS_LABELS: Record<DealStatus, string> = {
  'Pre-Market': 'Antes del mercado',
  'Elite Only': 'Solo Elite',
  'VIP Access': 'Acceso VIP',
};

export const DEAL_PROPERTY_TYPES = [
  { id: 'multifamily', label: 'Multifamiliar' },
  { id: 'single-family', label: 'Unifamiliar' },
  { id: 'short-term', label: 'Renta vacacional' },
  { id: 'mixed-use', label: 'Uso mixto' },
  { id: 'commercial', label: 'Comercial' },
] as const;
export type DealPropertyType = (typeof DEAL_PROPERTY_TYPES)[number]['id'];
export const DEAL_PROPERTY_TYPE_IDS = catalogueIds(DEAL_PROPERTY_TYPES);
export function dealTypeLabel(id: DealPropertyType): string {
  return catalogueEntry(DEAL_PROPERTY_TYPES, id).label;
}

/** Price ranges of the filter bar, in dollars ([min, max), max undefined = no upper bound). */
export const DEAL_PRICE_RANGES = [
  { id: 'hasta-500k', label: 'Hasta $500,000', min: 0, max: 500_000 },
  { id: '500k-1m', label: '$500,000 – $1,000,000', min: 500_000, max: 1_000_000 },
  { id: '1m-3m', label: '$1,000,000 – $3,000,000', min: 1_000_000, max: 3_000_000 },
  { id: 'mas-3m', label: 'Más de $3,000,000', min: 3_000_000, max: undefined },
] as const;
export type DealPriceRangeId = (typeof DEAL_PRICE_RANGES)[number]['id'];
export const DEAL_PRICE_RANGE_IDS = catalogueIds(DEAL_PRICE_RANGES);
function dealPriceRange(id: DealPriceRangeId) {
  return catalogueEntry(DEAL_PRICE_RANGES, id);
}

/** Minimum cap rates offered by the filter bar (percent). */
export const DEAL_MIN_CAP_RATES = [6, 7, 8, 9, 10] as const;

/** What a filter or a saved alert asks for; an unset field matches everything. */
export interface DealCriteria {
  type?: DealPropertyType;
  priceRange?: DealPriceRangeId;
  /** Percent, e.g. 8 for 8%. */
  minCapRate?: number;
  /** City, state name or USPS code ("Houston", "Texas", "TX", "Houston, TX"). */
  location?: string;
}

export interface DealFacts {
  type: DealPropertyType;
  price: number;
  capRate: number;
  city: string;
  state: string;
}

export function hasCriteria(criteria: DealCriteria): boolean {
  return (
    criteria.type !== undefined ||
    criteria.priceRange !== undefined ||
    criteria.minCapRate !== undefined ||
    (criteria.location ?? '').trim() !== ''
  );
}

/** Does a deal meet the criteria? One rule for the filter bar and the saved alerts. */
export function dealMatches(deal: DealFacts, criteria: DealCriteria): boolean {
  if (criteria.type && deal.type !== criteria.type) return false;
  if (criteria.priceRange) {
    const range = dealPriceRange(criteria.priceRange);
    if (deal.price < range.min) return false;
    if (range.max !== undefined && deal.price >= range.max) return false;
  }
  if (criteria.minCapRate !== undefined && deal.capRate < criteria.minCapRate) return false;
  const location = (criteria.location ?? '').trim();
  if (location) return locationMatches(deal, location);
  return true;
}

function locationMatches(deal: Pick<DealFacts, 'city' | 'state'>, query: string): boolean {
  const code = query.trim().toUpperCase();
  if (isStateCode(code)) return deal.state === code;
  const wanted = placeKey(query);
  if (!wanted) return true;
  // The state as its code, its English name and its Spanish one ("Nueva York" finds NY deals).
  const names = isStateCode(deal.state)
    ? [deal.state, US_STATES[deal.state], STATE_NAMES_ES[deal.state]]
    : [deal.state];
  return names
    .flatMap((name) => [placeKey(`${deal.city} ${name}`), placeKey(name)])
    .some((key) => key.includes(wanted));
}

/** "Multifamiliar · $500,000 – $1,000,000 · cap rate ≥ 8% · Houston" (for alerts and emails). */
export function describeCriteria(criteria: DealCriteria): string {
  const parts: string[] = [];
  if (criteria.type) parts.push(dealTypeLabel(criteria.type));
  if (criteria.priceRange) parts.push(dealPriceRange(criteria.priceRange).label);
  if (criteria.minCapRate !== undefined) parts.push(`cap rate desde ${criteria.minCapRate}%`);
  if (criteria.location?.trim()) parts.push(criteria.location.trim());
  return parts.length > 0 ? parts.join(' · ') : 'Todos los deals';
}

/** Whole days left until a deal's exclusivity ends (0 on its last day). */
export function daysLeft(exclusiveUntil: string, now: Date): number {
  return Math.max(0, Math.ceil((new Date(exclusiveUntil).getTime() - now.getTime()) / 86_400_000));
}

/** A saved-alert limit per user, so alerts stay meaningful (and emails few). */
export const MAX_DEAL_ALERTS = 5;
