import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  firstPaymentSplit,
  fv,
  interestOnlyPayment,
  ipmt,
  monthlyPayment,
  pmt,
  ppmt,
  principalForPayment,
  pv,
} from './amortization.ts';

describe('pmt against published reference values', () => {
  it('numpy-financial test_pmt', () => {
    expect(pmt(0.08 / 12, 5 * 12, 15000)).toBeCloseTo(-304.145914, 6);
    expect(pmt(0, 5 * 12, 15000)).toBe(-250);
    expect(pmt(0.3, 12, 2000)).toBeCloseTo(-626.90814, 5);
    expect(pmt(0.8, 3, 20000)).toBeCloseTo(-19311.258, 3);
    expect(pmt(0, 12, 2000)).toBeCloseTo(-166.66667, 5);
  });

  it('formulajs PMT (with future value and payments at the beginning)', () => {
    expect(pmt(0.06 / 12, 18 * 12, 0, 50000)).toBeCloseTo(-129.0811608679973, 9);
    expect(pmt(0.1 / 12, 2 * 12, 100000, 1000000, 1)).toBeCloseTo(-42075.45683100995, 8);
    expect(pmt(0.1 / 12, 2 * 12, 100000, 1000000)).toBeCloseTo(-42426.08563793503, 8);
    expect(pmt(0.1 / 12, 2 * 12, 0, 1000000)).toBeCloseTo(-37811.59300418336, 8);
    expect(pmt(0.1 / 12, 2 * 12, 100000)).toBeCloseTo(-4614.49263375167, 9);
    expect(pmt(0, 2 * 12, 100000)).toBeCloseTo(-4166.666666666667, 9);
  });
});

describe('pv, ipmt, ppmt against numpy-financial', () => {
  it('pv(0.07, 20, 12000, 0) = -127128.17', () => {
    expect(pv(0.07, 20, 12000, 0)).toBeCloseTo(-127128.17, 2);
  });
  it('fv(0.075, 20, -2000, 0) = 86609.362673', () => {
    expect(fv(0.075, 20, -2000, 0)).toBeCloseTo(86609.362673042924, 6);
  });
  it('ipmt(0.1/12, per, 24, 2000) for periods 1-4', () => {
    const want = [-16.66666667, -16.03647345, -15.40102862, -14.76028842];
    want.forEach((value, i) => expect(ipmt(0.1 / 12, i + 1, 24, 2000)).toBeCloseTo(value, 6));
  });
  it('ppmt(0.1/12, per, 24, 2000) for periods 1-4, and ppmt(0.1/12, 1, 60, 55000) = -710.25', () => {
    const want = [-75.62318601, -76.25337923, -76.88882405, -77.52956425];
    want.forEach((value, i) => expect(ppmt(0.1 / 12, i + 1, 24, 2000)).toBeCloseTo(value, 6));
    expect(Math.round(ppmt(0.1 / 12, 1, 60, 55000) * 100) / 100).toBe(-710.25);
  });
});

describe('monthly payment in dollars', () => {
  it('a $160,000 loan at 6 % over 30 years costs $959.28 a month', () => {
    expect(monthlyPayment(160000, 6, 30)).toBeCloseTo(959.28, 2);
  });
  it('$300,000 at 7.5 % over 30 years: $2,097.64; first payment $1,875.00 interest', () => {
    expect(monthlyPayment(300000, 7.5, 30)).toBeCloseTo(2097.64, 2);
    const split = firstPaymentSplit(300000, 7.5, 30);
    expect(split.interest).toBeCloseTo(1875, 6);
    expect(split.principal).toBeCloseTo(222.64, 2);
  });
  it('a zero-rate loan repays principal / months', () => {
    expect(monthlyPayment(120000, 0, 10)).toBe(1000);
    expect(principalForPayment(1000, 0, 10)).toBe(120000);
  });
  it('no loan, no payment', () => {
    expect(monthlyPayment(0, 7, 30)).toBe(0);
    expect(interestOnlyPayment(0, 7)).toBe(0);
  });
  it('interest-only: principal × rate / 12', () => {
    expect(interestOnlyPayment(300000, 7.5)).toBeCloseTo(1875, 9);
  });
});

const principal = fc.double({ min: 1000, max: 1e9, noNaN: true });
const rate = fc.double({ min: 0, max: 100, noNaN: true });
const term = fc.integer({ min: 1, max: 50 });

describe('properties', () => {
  it('payment × months ≥ principal (interest is never negative)', () => {
    fc.assert(
      fc.property(principal, rate, term, (p, r, t) => {
        const total = monthlyPayment(p, r, t) * t * 12;
        expect(total).toBeGreaterThanOrEqual(p * (1 - 1e-12));
      }),
    );
  });
  it('the payment is finite and positive for any loan, rate and term', () => {
    fc.assert(
      fc.property(principal, rate, term, (p, r, t) => {
        const payment = monthlyPayment(p, r, t);
        expect(Number.isFinite(payment)).toBe(true);
        expect(payment).toBeGreaterThan(0);
      }),
    );
  });
  it('principalForPayment inverts monthlyPayment', () => {
    fc.assert(
      fc.property(principal, fc.double({ min: 0, max: 30, noNaN: true }), term, (p, r, t) => {
        const back = principalForPayment(monthlyPayment(p, r, t), r, t);
        expect(Math.abs(back - p) / p).toBeLessThan(1e-9);
      }),
    );
  });
  it('zero rate: payment = principal / months exactly', () => {
    fc.assert(
      fc.property(principal, term, (p, t) => {
        expect(monthlyPayment(p, 0, t)).toBeCloseTo(p / (t * 12), 6);
      }),
    );
  });
  it('principal + interest of the first payment add up to the payment', () => {
    fc.assert(
      fc.property(principal, rate, term, (p, r, t) => {
        const split = firstPaymentSplit(p, r, t);
        expect(split.principal + split.interest).toBeCloseTo(monthlyPayment(p, r, t), 4);
        expect(split.principal).toBeGreaterThanOrEqual(-1e-6 * p);
      }),
    );
  });
});
