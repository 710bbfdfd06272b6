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
 * Every money axis reaches $0, below it for losses and above it for gains, so a bar's length is its
 * amount even when every bar is a loss: the zero line (ZERO_LINE_PROPS, drawn by every chart with a
 * money axis) stretches the axis to $0, and 'auto' at both ends rounds it out to whole ticks.
 */
const THROUGH_ZERO = ['auto', 'auto'] as ['auto', 'auto'];
/** Ticks 1, 2 or 5 × a power of ten apart ($1,000, $2,000…), never $850. */
const ROUND_TICKS = 'snap125' as const;

/** The $0 line; it also stretches the money axis to $0 (recharts' extendDomain). */
export const ZERO_LINE_PROPS = { y: 0, stroke: '#9fb1c1', ifOverflow: 'extendDomain' } as const;

/** Whole dollars ("$1,250"), for monthly flows around zero. */
export const MONEY_AXIS_PROPS = {
  tickFormatter: (value: number) => formatWholeMoney(value),
  domain: THROUGH_ZERO,
  niceTicks: ROUND_TICKS,
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
  domain: THROUGH_ZERO,
  niceTicks: ROUND_TICKS,
  tick: { fill: TICK_COLOR, fontSize: 12 },
};

/** The figures written over bars and points. */
export const VALUE_LABEL_STYLE = { fill: '#13293d', fontSize: 12, fontWeight: 700 };
