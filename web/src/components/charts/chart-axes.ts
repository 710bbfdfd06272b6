import { formatWholeMoney } from '@shared/format';

/** Axis and grid props the Pro tools' charts share (spread onto recharts' components). */

const TICK_COLOR = '#4a6073';

/** "$250k" for thousands, "$950" below. */
export function compactMoney(value: number): string {
  return Math.abs(value) >= 1000
    ? `$${new Intl.NumberFormat('es-US', { maximumFractionDigits: 0 }).format(value / 1000)}k`
    : formatWholeMoney(value);
}

/** Horizontal dashed lines only. */
export const GRID_PROPS = { strokeDasharray: '3 3', vertical: false, stroke: '#e3e9ef' };

/** The category axis (bar names, years), without line or ticks. */
export function categoryAxisProps(dataKey: string, fontSize = 12) {
  return { dataKey, tickLine: false, axisLine: false, tick: { fill: TICK_COLOR, fontSize } };
}

/**
 * Every money axis reaches $0 from both sides: below it for losses, above it for gains, so a bar's
 * length is its amount even when every bar is a loss (or every point a gain).
 */
const FROM_ZERO = [(min: number) => Math.min(0, min), (max: number) => Math.max(0, max)] as [
  (min: number) => number,
  (max: number) => number,
];

/** Whole dollars ("$1,250"), for monthly flows around zero. */
export const MONEY_AXIS_PROPS = {
  tickFormatter: (value: number) => formatWholeMoney(value),
  domain: FROM_ZERO,
  tickLine: false,
  axisLine: false,
  width: 72,
  tick: { fill: TICK_COLOR, fontSize: 12 },
};

/** Property values in thousands, from $0. */
export const VALUE_AXIS_PROPS = {
  tickFormatter: compactMoney,
  tickLine: false,
  axisLine: false,
  width: 56,
  domain: FROM_ZERO,
  tick: { fill: TICK_COLOR, fontSize: 12 },
};

/** The figures written over bars and points. */
export const VALUE_LABEL_STYLE = { fill: '#13293d', fontSize: 12, fontWeight: 700 };
