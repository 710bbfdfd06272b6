/**
 * The small vocabulary every report section speaks: a figure with its source, period and place,
 * or a stated reason for its absence; and the medians and modes that combine a city's ZIPs.
 */
import {
  MARKET_MESSAGES,
  type Figure,
  type Geo,
  type NoFigure,
} from '../../../shared/api/market.ts';
import type { MarketSourceId } from '../../../shared/market/sources.ts';

const NO_DATA = MARKET_MESSAGES.noData;
export const LIVE_ONLY =
  'Sin dato en las fuentes públicas (disponible con datos en vivo de RentCast)';

export function none(reason: string = NO_DATA): NoFigure {
  return { value: null, reason };
}

export function figure(
  value: number,
  unit: Figure['unit'],
  source: MarketSourceId,
  period: string,
  geo: Geo,
  place: string,
  note?: string,
): Figure {
  return note
    ? { value, unit, source, period, geo, place, note }
    : { value, unit, source, period, geo, place };
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The most frequent value (ties: the smallest, so the choice is stable). */
export function mode(values: (string | null)[]): { value: string | null; distinct: number } {
  const counts = new Map<string, number>();
  for (const v of values) if (v !== null) counts.set(v, (counts.get(v) ?? 0) + 1);
  const sorted = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return { value: sorted[0]?.[0] ?? null, distinct: counts.size };
}

export const round2 = (value: number) => Math.round(value * 100) / 100;
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
