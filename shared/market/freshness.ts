/**
 * How current a market figure is, judged by its publisher's calendar: every source publishes on a
 * cadence (Zillow each month, FHFA each quarter or year, HUD each fiscal year, the Census each
 * December), so by a given day a newer release of the series exists. A figure older than the newest
 * release its publisher has had time to put out is marked with its date; a forecast whose horizon
 * has come is not shown at all. The expected releases are conservative (a month or more after
 * the publisher's usual date), so nothing is called stale before its successor can exist.
 *
 * Periods are those of shared/api/market.ts: 'YYYY-MM', 'YYYY', 'YYYYTq', 'FY2024', '2019-2023',
 * 'YYYY-MM-DD'.
 */
import { formatPeriod, MARKET_SOURCES, type MarketSourceId } from './sources.ts';

type Cadence = 'monthly' | 'quarterly' | 'annual' | 'hud-fiscal' | 'acs-5-year';

/** Each source's publication cadence; live and derived figures are not judged here. */
const CADENCE: Partial<Record<MarketSourceId, Cadence>> = {
  'zillow-zhvi': 'monthly',
  'zillow-zori': 'monthly',
  'zillow-inventory': 'monthly',
  'zillow-days-to-pending': 'monthly',
  'zillow-heat': 'monthly',
  'zillow-forecast': 'monthly',
  'fhfa-zip': 'annual',
  'fhfa-county': 'annual',
  'fhfa-state': 'quarterly',
  'hud-safmr': 'hud-fiscal',
  'hud-fmr': 'hud-fiscal',
  'census-acs-tenure': 'acs-5-year',
  'census-acs-income': 'acs-5-year',
};

const CADENCE_TEXT: Record<Cadence, string> = {
  monthly: 'cada mes',
  quarterly: 'cada trimestre',
  annual: 'cada año',
  'hud-fiscal': 'cada año fiscal (octubre a septiembre)',
  'acs-5-year': 'cada año, en diciembre',
};

/** A period's last day, 'YYYY-MM-DD' (null for a period this module does not know). */
export function periodEnd(period: string): string | null {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(period);
  if (m) return period;
  m = /^(\d{4})-(\d{2})$/.exec(period);
  if (m) return lastDay(Number(m[1]), Number(m[2]));
  m = /^(\d{4})T([1-4])$/.exec(period);
  if (m) return lastDay(Number(m[1]), Number(m[2]) * 3);
  m = /^FY(\d{4})$/.exec(period);
  if (m) return `${m[1]}-09-30`; // HUD's fiscal year N runs from October of N-1 to September of N
  m = /^(\d{4})-(\d{4})$/.exec(period);
  if (m) return `${m[2]}-12-31`;
  m = /^(\d{4})$/.exec(period);
  if (m) return `${m[1]}-12-31`;
  return null;
}

function lastDay(year: number, month: number): string {
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The month `count` months from `date`'s month (UTC), as [year, month 1–12]. */
function monthsFrom(date: Date, count: number): [number, number] {
  const total = date.getUTCFullYear() * 12 + date.getUTCMonth() + count;
  return [Math.floor(total / 12), (total % 12) + 1];
}

/**
 * The last day of the newest period a publisher with this cadence has surely released by `today`:
 * Zillow two months back (it publishes each month's figures in the middle of the next), an annual
 * index the previous year from July on, a quarter five months after it ends, HUD's fiscal year
 * from its 1 October start, and the ACS 5-year estimates ending two years back (one from
 * December, when the Census releases them).
 */
function expectedLatestEnd(cadence: Cadence, today: Date): string {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  switch (cadence) {
    case 'monthly': {
      const [y, m] = monthsFrom(today, -2);
      return lastDay(y, m);
    }
    case 'annual':
      return `${month >= 7 ? year - 1 : year - 2}-12-31`;
    case 'quarterly': {
      const [y, m] = monthsFrom(today, -5);
      const quarterEndMonth = Math.floor((m - 1) / 3) * 3; // the quarter ended before month m
      return quarterEndMonth === 0 ? lastDay(y - 1, 12) : lastDay(y, quarterEndMonth);
    }
    case 'hud-fiscal':
      return `${month >= 10 ? year + 1 : year}-09-30`;
    case 'acs-5-year':
      return `${month === 12 ? year - 1 : year - 2}-12-31`;
  }
}

/**
 * Why a figure of `source` for `period` is out of date on `today`, in Spanish with its date, or
 * null when it is as current as its publisher's calendar allows (or the source is live).
 */
export function staleNote(source: MarketSourceId, period: string, today: Date): string | null {
  const cadence = CADENCE[source];
  const end = periodEnd(period);
  if (!cadence || !end) return null;
  if (end >= expectedLatestEnd(cadence, today)) return null;
  const { publisher } = MARKET_SOURCES[source];
  return `Desactualizado (${formatPeriod(period)}): ${publisher} publica ${CADENCE_TEXT[cadence]}; hay datos más recientes que aún no incluimos.`;
}

/**
 * Whether a forecast to `target` ('YYYY-MM', or any period) still looks ahead on `today`: its
 * horizon must be a later month than today's. A forecast for the current month or before is
 * history, not a forecast, and is not shown.
 */
export function forecastStillAhead(target: string, today: Date): boolean {
  const end = periodEnd(target);
  if (!end) return false;
  const [year, month] = monthsFrom(today, 0);
  return end > lastDay(year, month);
}
