import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { irr, IRR_REASONS, npv } from './irr.ts';

describe('irr against numpy-financial', () => {
  it('irr([-100, 39, 59, 55, 20]) = 0.28094842115996 (numpy-financial docstring)', () => {
    expect(irr([-100, 39, 59, 55, 20]).rate).toBeCloseTo(0.28094842115996, 12);
  });
  it('the docstring examples with several shapes of flows', () => {
    // numpy-financial irr docstring, rounded to 5 decimals there.
    expect(irr([-100, 0, 0, 74]).rate).toBeCloseTo(-0.0955, 4);
    expect(irr([-100, 100, 0, -7]).rate).toBeCloseTo(-0.0833, 4);
    expect(irr([-100, 100, 0, 7]).rate).toBeCloseTo(0.06206, 5);
    expect(irr([-5, 10.5, 1, -8, 1]).rate).toBeCloseTo(0.0886, 4);
  });
  it('npv(0.281, [-100, 39, 59, 55, 20]) = -0.0084785916 (numpy-financial docstring)', () => {
    expect(npv(0.281, [-100, 39, 59, 55, 20])).toBeCloseTo(-0.0084785916, 9);
  });
});

describe('no IRR: null and a Spanish reason, never NaN', () => {
  it('all flows negative', () => {
    expect(irr([-100, -10, -5])).toEqual({ rate: null, reason: 'sin-retorno' });
    expect(IRR_REASONS['sin-retorno']).toMatch(/^No hay TIR/);
  });
  it('nothing invested', () => {
    expect(irr([0, 10, 10])).toEqual({ rate: null, reason: 'sin-inversion' });
    expect(irr([])).toEqual({ rate: null, reason: 'sin-inversion' });
  });
  it('flows whose NPV never reaches zero', () => {
    // −100 + 0.0001 in year 1 only: the rate would be below −99.99 %.
    expect(irr([-100, 0.0001]).rate).toBeNull();
  });
});

describe('properties', () => {
  it('the rate found makes the NPV zero, for any simple investment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 500_000 }), { minLength: 1, maxLength: 30 }),
        (invested, returns) => {
          fc.pre(returns.some((r) => r > 0));
          const flows = [-invested, ...returns];
          const result = irr(flows);
          if (result.rate === null) return;
          expect(Number.isFinite(result.rate)).toBe(true);
          const scale = invested + returns.reduce((a, b) => a + b, 0);
          expect(Math.abs(npv(result.rate, flows)) / scale).toBeLessThan(1e-6);
        },
      ),
    );
  });
});
