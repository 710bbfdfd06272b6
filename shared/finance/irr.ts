/**
 * Net present value and internal rate of return of yearly cash flows (spreadsheet sign
 * convention: money invested is negative, money received positive; flows[0] is year 0).
 *
 *   NPV(r) = Σ flows[t] ÷ (1 + r)^t
 *   IRR    = the r with NPV(r) = 0
 *
 * A sequence of flows can have no IRR (no sign change: nothing invested, or nothing ever comes
 * back) or several (signs change more than once). Like numpy-financial's `irr`, the answer is the
 * root closest to zero; unlike it, no IRR is `null` with a reason, never NaN.
 */

/** NPV(r) = Σ flows[t] ÷ (1 + r)^t, r as a decimal (0.08 = 8 %). */
export function npv(rate: number, flows: readonly number[]): number {
  // Horner on v = 1/(1+r): ((f_n·v + f_{n−1})·v + …)·v + f_0.
  const v = 1 / (1 + rate);
  let total = 0;
  for (let t = flows.length - 1; t >= 0; t--) total = total * v + flows[t]!;
  return total;
}

export type IrrResult =
  | { rate: number; reason: null }
  | { rate: null; reason: 'sin-inversion' | 'sin-retorno' | 'sin-solucion' };

/** Spanish explanation of each case where no IRR exists. */
export const IRR_REASONS: Record<Exclude<IrrResult['reason'], null>, string> = {
  'sin-inversion':
    'No hay TIR: no hay dinero invertido (ningún flujo negativo), así que no existe una tasa que iguale lo invertido con lo recibido.',
  'sin-retorno':
    'No hay TIR: todos los flujos son negativos o cero; la inversión nunca devuelve dinero.',
  'sin-solucion':
    'No hay TIR: con estos flujos ninguna tasa anual entre −99.99 % y 1,000,000 % hace cero el valor presente neto.',
};

/** Growth factors 1 + r searched: from r = −99.99 % to r = 1,000,000 %, log-spaced. */
const MIN_FACTOR = 1e-4;
const MAX_FACTOR = 1e4;
const GRID_POINTS = 4000;

/**
 * IRR of yearly flows, as a decimal (0.28 = 28 %): every sign change of NPV on a log-spaced grid of
 * 1 + r is bracketed and refined by bisection to 1e-12; the root closest to zero wins.
 */
export function irr(flows: readonly number[]): IrrResult {
  const finite = flows.every(Number.isFinite);
  if (!finite || !flows.some((f) => f < 0)) return { rate: null, reason: 'sin-inversion' };
  if (!flows.some((f) => f > 0)) return { rate: null, reason: 'sin-retorno' };

  const roots: number[] = [];
  const step = Math.log(MAX_FACTOR / MIN_FACTOR) / GRID_POINTS;
  let prevRate = MIN_FACTOR - 1;
  let prevValue = npv(prevRate, flows);
  for (let i = 1; i <= GRID_POINTS; i++) {
    const rate = MIN_FACTOR * Math.exp(step * i) - 1;
    const value = npv(rate, flows);
    if (prevValue === 0) roots.push(prevRate);
    else if (Number.isFinite(value) && Number.isFinite(prevValue) && prevValue * value < 0) {
      roots.push(bisect(flows, prevRate, rate, prevValue));
    }
    prevRate = rate;
    prevValue = value;
  }
  if (roots.length === 0) return { rate: null, reason: 'sin-solucion' };
  const closest = roots.reduce((best, r) => (Math.abs(r) < Math.abs(best) ? r : best));
  return { rate: closest, reason: null };
}

function bisect(flows: readonly number[], low: number, high: number, lowValue: number): number {
  let lo = low;
  let hi = high;
  let loValue = lowValue;
  for (let i = 0; i < 200 && hi - lo > 1e-13; i++) {
    const mid = (lo + hi) / 2;
    const value = npv(mid, flows);
    if (value === 0) return mid;
    if (loValue * value < 0) hi = mid;
    else {
      lo = mid;
      loValue = value;
    }
  }
  return (lo + hi) / 2;
}
