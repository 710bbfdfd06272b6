/** The two divisions every figure is made of, undefined (null) rather than NaN or Infinity. */

/** income ÷ obligations, or null when there is nothing to cover (no ratio exists). */
export function ratio(income: number, obligations: number): number | null {
  if (!(obligations > 0)) return null;
  const value = income / obligations;
  return Number.isFinite(value) ? value : null;
}

/** part ÷ whole × 100, or null when the whole is not positive (no percentage exists). */
export function percentOf(part: number, whole: number): number | null {
  if (!(whole > 0)) return null;
  const value = (part / whole) * 100;
  return Number.isFinite(value) ? value : null;
}
