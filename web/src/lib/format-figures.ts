/**
 * Figures as the Pro tools show them: percentages and ratios with two decimals in es-US, and a dash
 * where a figure does not exist (no down payment → no cash-on-cash), so NaN never reaches a screen.
 */
const twoDecimals = new Intl.NumberFormat('es-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const wholeNumber = new Intl.NumberFormat('es-US', { maximumFractionDigits: 0 });

const NO_FIGURE = '—';

/** 7.69% (value already in %). */
export function formatPercent(value: number | null): string {
  return value === null || !Number.isFinite(value) ? NO_FIGURE : `${twoDecimals.format(value)}%`;
}

/** 1.30x */
export function formatRatio(value: number | null): string {
  return value === null || !Number.isFinite(value) ? NO_FIGURE : `${twoDecimals.format(value)}x`;
}

/** 1,800 */
export function formatWhole(value: number): string {
  return wholeNumber.format(Number.isFinite(value) ? value : 0);
}
