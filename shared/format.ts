/** Formatting as the spec asks: numbers and money in es-US, dates in es-ES. */
const money = new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' });
const wholeMoney = new Intl.NumberFormat('es-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const number = new Intl.NumberFormat('es-US', { maximumFractionDigits: 2 });
const longDate = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const dateTime = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** $1,234.56 — non-finite values read as $0.00 so NaN never reaches a screen. */
export function formatMoney(value: number): string {
  return money.format(Number.isFinite(value) ? value : 0);
}
/** $1,235 */
export function formatWholeMoney(value: number): string {
  return wholeMoney.format(Number.isFinite(value) ? value : 0);
}
export function formatNumber(value: number): string {
  return number.format(Number.isFinite(value) ? value : 0);
}
/** 21 de noviembre de 2026 */
export function formatDate(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}
/** 21 de noviembre de 2026, 14:05 */
export function formatDateTime(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}
