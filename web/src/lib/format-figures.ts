/**
 * Figures as the tools show them: percentages and ratios in es-US (two decimals unless a caller
 * asks for fewer), and a dash where a figure does not exist (no down payment → no cash-on-cash),
 * so NaN never reaches a screen.
 */
const twoDecimals = new Intl.NumberFormat('es-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const wholeNumber = new Intl.NumberFormat('es-US', { maximumFractionDigits: 0 });

const NO_FIGURE = '—';

const percentFormats = new Map<number, Intl.NumberFormat>([[2, twoDecimals]]);

/** 7.69% (value already in %); `decimals` 1 gives 7.7% (Elite's deal tiles). */
export function formatPercent(value: number | null, decimals = 2): string {
  if (value === null || !Number.isFinite(value)) return NO_FIGURE;
  let format = percentFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('es-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    percentFormats.set(decimals, format);
  }
  return `${format.format(value)}%`;
}

/** 1.30x */
export function formatRatio(value: number | null): string {
  return value === null || !Number.isFinite(value) ? NO_FIGURE : `${twoDecimals.format(value)}x`;
}

/** 1,800 */
export function formatWhole(value: number): string {
  return wholeNumber.format(Number.isFinite(value) ? value : 0);
}
