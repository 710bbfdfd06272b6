import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isNegativeNumber,
  parseAmount,
  parseLoanTerm,
  parseNumber,
  parsePercent,
  readNumber,
  readRequiredNumber,
} from './inputs.ts';

describe('readNumber: the one reading of a form field', () => {
  it.each([
    ['', undefined],
    ['   ', undefined],
    ['1,234.56', 1234.56],
    ['$1,234', 1234],
    ['12.5%', 12.5],
    [' 7 ', 7],
    ['-300', -300],
    ['$-1,200', -1200],
    ['1e3', 1000],
    ['.5', 0.5],
    ['abc', Number.NaN],
    ['12abc', Number.NaN],
    ['0x10', Number.NaN],
    ['Infinity', Number.NaN],
    ['1.2.3', Number.NaN],
  ])('"%s" reads %s', (raw, want) => {
    expect(readNumber(raw)).toBe(want);
  });

  it('passes numbers through and reads anything else as not given', () => {
    expect(readNumber(42)).toBe(42);
    expect(readNumber(null)).toBeUndefined();
    expect(readNumber(undefined)).toBeUndefined();
  });

  it('a required field left empty reads NaN, for the schema to refuse', () => {
    expect(readRequiredNumber('')).toBeNaN();
    expect(readRequiredNumber('$2,500')).toBe(2500);
  });

  it('negatives are told apart, never read as a number the calculators use', () => {
    expect(isNegativeNumber('-5')).toBe(true);
    expect(isNegativeNumber('5')).toBe(false);
    expect(isNegativeNumber('-abc')).toBe(false);
    expect(parseNumber('-5')).toBe(0);
  });
});

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
