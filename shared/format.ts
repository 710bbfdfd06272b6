/**
 * Formatting for Spanish-speaking members in the US: numbers and money in es-US, dates in es-ES.
 * Each formatter is made on its first use: making one loads its locale's data, and five made when
 * the module loads were ~25 ms of a phone's main thread on every page, used or not.
 */
/** `make`'s result, made on the first call and kept: how the app makes its Intl objects. */
export function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
const money = once(() => new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }));
const wholeMoney = once(
  () =>
    new Intl.NumberFormat('es-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    }),
);
const number = once(() => new Intl.NumberFormat('es-US', { maximumFractionDigits: 2 }));
const longDate = once(
  () => new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric' }),
);
const dateTime = once(
  () =>
    new Intl.DateTimeFormat('es-ES', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

const spanishOrder = once(() => new Intl.Collator('es'));

/**
 * Compare two texts as Spanish sorts them, for `sort`. One collator for every comparison:
 * `a.localeCompare(b, 'es')` looks the locale up on each call, and sorting the 56 state names that
 * way was ~20 ms of a phone's main thread as /califico loaded.
 */
export function compareSpanish(a: string, b: string): number {
  return spanishOrder().compare(a, b);
}

/** "1 documento", "3 documentos": a count with its noun in the right number. */
export function countOf(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}
/** $1,234.56 — non-finite values read as $0.00 so NaN never reaches a screen. */
export function formatMoney(value: number): string {
  return money().format(Number.isFinite(value) ? value : 0);
}
/** $1,235 */
export function formatWholeMoney(value: number): string {
  return wholeMoney().format(Number.isFinite(value) ? value : 0);
}
export function formatNumber(value: number): string {
  return number().format(Number.isFinite(value) ? value : 0);
}
/** 21 de noviembre de 2026 */
export function formatDate(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : longDate().format(date);
}
const usDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
/**
 * "Nov 21, 2026", for what lenders read in English: the month spelled, so no reader takes 03/04
 * for April 3.
 */
export function formatDateEn(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : usDate.format(date);
}
/** 21 de noviembre de 2026, 14:05 */
export function formatDateTime(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTime().format(date);
}
/** A length in whole seconds as "1 h 5 min", "4 min 30 s", "45 s" (zero parts left out). */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const parts = [
    [Math.floor(seconds / 3600), 'h'],
    [Math.floor((seconds % 3600) / 60), 'min'],
    [seconds % 60, 's'],
  ] as const;
  const shown = parts.filter(([value]) => value > 0).map(([value, unit]) => `${value} ${unit}`);
  return shown.length > 0 ? shown.join(' ') : '0 s';
}
/** The same length as an ISO 8601 duration (PT4M30S), for <time dateTime>. */
export function isoDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  return `PT${Math.floor(seconds / 3600)}H${Math.floor((seconds % 3600) / 60)}M${seconds % 60}S`;
}
