import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@shared/format';
import { roundDscr } from '@shared/finance/dscr';
import { NEGATIVE_NUMBER_MESSAGE } from '@shared/finance/inputs';
import { analyse, canCalculate, DEFAULT_FORM, fieldErrors, type DscrForm } from './model';

const filled: DscrForm = {
  ...DEFAULT_FORM,
  monthlyRent: '2500',
  otherIncome: '100',
  loanAmount: '300000',
  interestRate: '7.5',
  propertyTaxes: '350',
  insurance: '120',
  maintenance: '150',
  hoa: '45',
};

describe('validation', () => {
  it('needs rent, loan amount and rate to be non-empty', () => {
    expect(canCalculate(DEFAULT_FORM)).toBe(false);
    expect(canCalculate({ ...filled, monthlyRent: '  ' })).toBe(false);
    expect(canCalculate({ ...filled, loanAmount: '' })).toBe(false);
    expect(canCalculate({ ...filled, interestRate: '' })).toBe(false);
    expect(canCalculate(filled)).toBe(true);
    expect(canCalculate({ ...filled, monthlyRent: 'abc' })).toBe(true); // non-empty; reads as 0
  });

  it('refuses negative numbers with a Spanish message instead of reading them as 0', () => {
    expect(fieldErrors(filled)).toEqual({});
    const negative = { ...filled, monthlyRent: '-500', hoa: '$-1,200' };
    expect(fieldErrors(negative)).toEqual({
      monthlyRent: NEGATIVE_NUMBER_MESSAGE,
      hoa: NEGATIVE_NUMBER_MESSAGE,
    });
    expect(canCalculate(negative)).toBe(false);
    expect(canCalculate({ ...filled, maintenance: '-0.5' })).toBe(false);
    expect(canCalculate({ ...filled, maintenance: '0' })).toBe(true);
  });

  it('reads non-numeric values as 0 and a bad term as 30 years', () => {
    const a = analyse({ ...filled, otherIncome: 'abc', loanTerm: 'treinta' });
    expect(a.inputs.otherIncome).toBe(0);
    expect(a.inputs.loanTerm).toBe(30);
    expect(a.owner.effectiveIncome).toBeCloseTo(2375, 9);
  });
});

describe('both DSCRs of one deal', () => {
  const a = analyse(filled);
  it('matches the figures checked by hand', () => {
    // The owner: (2,500 + 100) × 0.95 = 2,470 − (350 + 120 + 45 + 150) = 1,805 of NOI ÷ 2,097.64.
    expect(roundDscr(a.owner.noiCoverage!)).toBe(0.86);
    expect(a.owner.band).toBe('riesgoso');
    expect(formatMoney(a.owner.cashFlow)).toBe('-$292.64');
    expect(roundDscr(a.lender.dscr!)).toBe(0.96);
    expect(formatMoney(a.lender.pitia.total)).toBe('$2,612.64');
    expect(a.lender.sizing.map((s) => formatMoney(s.maxLoan!))).toEqual([
      '$283,889.99',
      '$251,385.98',
      '$212,381.18',
    ]);
    expect(formatMoney(a.lender.rentFor125)).toBe('$3,265.80');
  });
  it('explains each difference that applies to this deal', () => {
    expect(a.differences).toHaveLength(4); // vacancy, other income, maintenance, escrows
    expect(a.differences[0]).toContain('5% de vacancia ($130.00 al mes)');
    expect(
      analyse({
        ...filled,
        vacancyRate: '0',
        otherIncome: '',
        maintenance: '',
        hoa: '',
        propertyTaxes: '',
        insurance: '',
      }).differences,
    ).toEqual([]);
  });
});

describe('no NaN or Infinity reaches the screen', () => {
  it('for any text in any field', () => {
    const text = fc.oneof(
      fc.string(),
      fc.double().map(String),
      fc.constantFrom('', '0', '-1', '1e308', 'NaN'),
    );
    fc.assert(
      fc.property(
        fc.record({
          monthlyRent: text,
          otherIncome: text,
          vacancyRate: text,
          loanAmount: text,
          interestRate: text,
          loanTerm: text,
          propertyTaxes: text,
          insurance: text,
          maintenance: text,
          hoa: text,
          interestOnly: fc.boolean(),
        }),
        (form) => {
          const a = analyse(form);
          const numbers = [
            a.owner.effectiveIncome,
            a.owner.monthlyPayment,
            a.owner.noi,
            a.owner.cashFlow,
            a.lender.rentFor125,
            ...Object.values(a.lender.pitia),
            ...a.lender.sizing.flatMap((s) => (s.maxLoan === null ? [] : [s.maxLoan])),
            ...[a.owner.noiCoverage, a.lender.dscr].filter((d): d is number => d !== null),
          ];
          for (const n of numbers) expect(Number.isFinite(n)).toBe(true);
          for (const line of a.differences) expect(line).not.toMatch(/NaN|Infinity/);
        },
      ),
    );
  });
});
