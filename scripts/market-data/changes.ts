/** Changes and series of the compiled figures: percentages with two decimals, whole dollars. */
import { addMonths, type Changes } from '../../functions/market/compiled.ts';

/** Percent change a/b − 1, two decimals; null when either side is missing. */
export function pctChange(current: number | null | undefined, base: number | null | undefined) {
  if (current == null || base == null || !(base > 0)) return null;
  return round2((current / base - 1) * 100);
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** 1-, 3- and 5-year changes of a monthly series at `month`. */
export function monthlyChanges(values: Map<string, number>, month: string): Changes {
  const now = values.get(month);
  return {
    y1: pctChange(now, values.get(addMonths(month, -12))),
    y3: pctChange(now, values.get(addMonths(month, -36))),
    y5: pctChange(now, values.get(addMonths(month, -60))),
  };
}

/** `count` monthly values from `start`, rounded to whole dollars, null where a month is missing. */
export function series(
  values: Map<string, number>,
  start: string,
  count: number,
): (number | null)[] {
  return Array.from({ length: count }, (_, i) => {
    const value = values.get(addMonths(start, i));
    return value === undefined ? null : Math.round(value);
  });
}
