import type { Figure, Unit } from '@shared/api/market';
import { formatNumber, formatWholeMoney } from '@shared/format';
import { formatPeriod, MARKET_SOURCES } from '@shared/market/sources';

const money2 = new Intl.NumberFormat('es-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const count = new Intl.NumberFormat('es-US', { maximumFractionDigits: 0 });

/** A figure's value as the screen shows it, by unit (money and numbers es-US). */
export function formatValue(value: number, unit: Unit): string {
  switch (unit) {
    case 'usd':
      return formatWholeMoney(value);
    case 'usd-month':
      return `${formatWholeMoney(value)}/mes`;
    case 'usd-sqft':
      return `${money2.format(value)}/pie²`;
    case 'usd-sqft-month':
      return `${money2.format(value)}/pie² al mes`;
    case 'percent':
      return `${formatNumber(value)} %`;
    case 'days':
      return `${count.format(value)} días`;
    case 'count':
      return count.format(value);
    case 'index':
      return formatNumber(value);
  }
}

/** Signed change: "+4.01 %" / "−1.37 %". */
export function formatChange(value: number | null): string {
  if (value === null) return '—';
  const sign = value > 0 ? '+' : value < 0 ? '−' : '';
  return `${sign}${formatNumber(Math.abs(value))} %`;
}

/** "ZIP 77008 · Zillow ZHVI · marzo de 2026" */
export function figureMeta(figure: Figure): string {
  return `${figure.place} · ${MARKET_SOURCES[figure.source].short} · ${formatPeriod(figure.period)}`;
}
