import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRO_MESSAGES, REPORT_TYPES, reportInputError, type ReportInput } from './pro-catalog.ts';
import { NEGATIVE_NUMBER_MESSAGE } from '../finance/inputs.ts';
import { reportInputSchema, saveAnalysisSchema } from './pro.ts';

const valid: ReportInput = {
  reportType: 'investment-analysis',
  clientName: '',
  propertyAddress: '9 Elm St, Tampa, FL',
  investmentAmount: 0,
  reportPurpose: '',
  additionalNotes: '',
  propertyPrice: 200000,
  downPayment: 40000,
  monthlyRent: 1800,
  monthlyExpenses: 500,
  propertyTaxes: 200,
  insurance: 90,
  hoa: 0,
  interestRate: 7,
  loanTerm: 30,
};

/** The order of reportInputError (docs/product.md, "Tools and their bands"). */
const ORDER = [
  PRO_MESSAGES.reportTypeRequired,
  PRO_MESSAGES.addressRequired,
  PRO_MESSAGES.priceRequired,
  PRO_MESSAGES.downPaymentRequired,
  PRO_MESSAGES.rentRequired,
  PRO_MESSAGES.escrowsOverExpenses,
];

describe('report validation order', () => {
  it('a valid report has no problem', () => {
    expect(reportInputError(valid)).toBeNull();
    // Reports made before closing costs, other income and interest-only read them as 0.
    expect(reportInputSchema.parse(valid)).toEqual({
      ...valid,
      closingCosts: 0,
      otherIncome: 0,
      interestOnlyYears: 0,
    });
  });

  it('whatever is wrong, the first failing rule in that order is the one reported', () => {
    const broken = fc.record({
      type: fc.boolean(),
      address: fc.boolean(),
      price: fc.boolean(),
      down: fc.boolean(),
      rent: fc.boolean(),
      escrows: fc.boolean(),
    });
    fc.assert(
      fc.property(broken, (b) => {
        const draft = {
          ...valid,
          reportType: b.type ? '' : valid.reportType,
          propertyAddress: b.address ? '   ' : valid.propertyAddress,
          propertyPrice: b.price ? 0 : valid.propertyPrice,
          downPayment: b.down ? 0 : valid.downPayment,
          monthlyRent: b.rent ? 0 : valid.monthlyRent,
          propertyTaxes: b.escrows ? 1000 : valid.propertyTaxes,
        };
        const flags = [b.type, b.address, b.price, b.down, b.rent, b.escrows];
        const first = flags.indexOf(true);
        const expected = first === -1 ? null : ORDER[first];
        expect(reportInputError(draft)).toBe(expected);
        const parsed = reportInputSchema.safeParse(draft);
        expect(parsed.success).toBe(expected === null);
        if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe(expected);
      }),
    );
  });

  it('an unknown report type reads as no type', () => {
    expect(reportInputError({ ...valid, reportType: 'flip' })).toBe(
      PRO_MESSAGES.reportTypeRequired,
    );
    for (const type of REPORT_TYPES)
      expect(reportInputError({ ...valid, reportType: type })).toBeNull();
  });

  it('taxes, insurance and HOA may equal the expenses but not exceed them', () => {
    expect(reportInputError({ ...valid, monthlyExpenses: 290 })).toBeNull();
    expect(reportInputError({ ...valid, monthlyExpenses: 289.99 })).toBe(
      PRO_MESSAGES.escrowsOverExpenses,
    );
  });
});

describe('saved analyses refuse negative numbers', () => {
  const roi = {
    propertyPrice: '250000',
    downPayment: '50000',
    monthlyRent: '2200',
    monthlyExpenses: '600',
    loanAmount: '',
    interestRate: '7.5',
    loanTerm: '30',
  };
  it('a typed −500 rent is a Spanish 4xx message, not a silent 0', () => {
    const schema = saveAnalysisSchema('roi');
    expect(schema.safeParse({ name: 'Casa', inputs: roi }).success).toBe(true);
    const bad = schema.safeParse({ name: 'Casa', inputs: { ...roi, monthlyRent: '-500' } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(NEGATIVE_NUMBER_MESSAGE);
    expect(bad.error?.issues[0]?.path).toEqual(['inputs', 'monthlyRent']);
  });
});
