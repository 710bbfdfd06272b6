import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount, parseLoanTerm, parseNumber, parsePercent } from './inputs.ts';

describe('reading a calculator field', () => {
  it.each([
    ['2500', 2500],
    ['$2,500.50', 2500.5],
    [' 7.25 % ', 7.25],
    ['.5', 0.5],
    ['abc', 0],
    ['12abc', 0],
    ['', 0],
    ['-300', 0],
    ['1e3', 1000],
    ['NaN', 0],
    ['Infinity', 0],
  ])('"%s" reads %s', (raw, want) => {
    expect(parseNumber(raw)).toBe(want);
  });

  it('an invalid term falls back to 30 years', () => {
    expect(parseLoanTerm('')).toBe(30);
    expect(parseLoanTerm('treinta')).toBe(30);
    expect(parseLoanTerm('0')).toBe(30);
    expect(parseLoanTerm('500')).toBe(30);
    expect(parseLoanTerm('15')).toBe(15);
  });

  it('bounds amounts and percentages', () => {
    expect(parseAmount('1e20')).toBe(1e9);
    expect(parsePercent('250')).toBe(100);
  });

  it('any string reads as a finite number ≥ 0', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        for (const value of [parseAmount(raw), parsePercent(raw), parseLoanTerm(raw)]) {
          expect(Number.isFinite(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});
