import { describe, expect, it } from 'vitest';
import { dealFileInputSchema } from '@shared/api/deal-files';
import { qualifyRequestSchema } from '@shared/api/qualify';
import { SAMPLE_DEAL } from '../../../../test/support/sample-deal';
import {
  describeStep,
  describeToConfirm,
  describeUnplannedRule,
  EMPTY_QUALIFY_FORM,
  parseQualifyForm,
  stateFromAddress,
  withBorrowerUntouched,
  withDealFile,
} from './model';

describe('withDealFile', () => {
  it('maps the sample duplex: loan = price − down, taxes and insurance × 12, state from the address', () => {
    const inputs = dealFileInputSchema.parse(SAMPLE_DEAL);
    const form = withDealFile({ ...EMPTY_QUALIFY_FORM, fico: '700', cash: '30000' }, inputs);
    expect(form).toMatchObject({
      fico: '700',
      cash: '30000',
      purpose: 'purchase',
      price: '200000',
      loanAmount: '150000', // 200,000 − 50,000
      interestRate: '7',
      termYears: '30',
      monthlyRent: '2100',
      taxesYearly: '3000', // $250/month × 12
      insuranceYearly: '1200', // $100/month × 12
      hoaMonthly: '0',
      propertyType: 'multi-family',
      units: '2',
      state: 'OH',
      closingCosts: '6000',
      rehabCost: '14000',
      arv: '240000',
    });
    const parsed = parseQualifyForm(form, qualifyRequestSchema);
    expect(parsed.ok).toBe(true);
    // The file's closing costs and rehab count in the funds to close; its ARV caps hard money.
    expect(parsed.ok && parsed.request.deal).toMatchObject({
      closingCosts: 6000,
      rehabCost: 14000,
      arv: 240000,
      interestOnlyYears: 0,
      occupancy: 'leased',
    });
  });

  it('leaves the state to choose when the address names none', () => {
    expect(stateFromAddress('3412 W 54th St, Cleveland, OH')).toBe('OH');
    expect(stateFromAddress('12 Main St, Austin, tx 78701')).toBe('TX');
    expect(stateFromAddress('12 Main St')).toBe('');
    expect(stateFromAddress('')).toBe('');
    const inputs = dealFileInputSchema.parse({ ...SAMPLE_DEAL, address: '', propertyType: '' });
    const form = withDealFile({ ...EMPTY_QUALIFY_FORM, fico: '700', cash: '30000' }, inputs);
    expect(form.state).toBe('');
    expect(form.propertyType).toBe('single-family');
    expect(form.units).toBe('2'); // the file's own units win
    expect(parseQualifyForm(form, qualifyRequestSchema)).toEqual({
      ok: false,
      message: 'Elige el estado de la propiedad',
    });
  });
});

describe('withBorrowerUntouched', () => {
  const profile = {
    fico: 700,
    borrowerType: 'citizen',
    propertiesOwned: 1,
    entity: 'llc',
    reserves: { cash: 20000, retirement: 10000, brokerage: 0 },
  } as const;

  it('fills every borrower field the member left as drawn, and no deal field', () => {
    const typed = { ...EMPTY_QUALIFY_FORM, price: '300000' };
    expect(withBorrowerUntouched(typed, EMPTY_QUALIFY_FORM, profile)).toEqual({
      ...typed,
      fico: '700',
      borrowerType: 'citizen',
      propertiesOwned: '1',
      entity: 'llc',
      cash: '20000',
      retirement: '10000',
      brokerage: '0',
      financedProperties: '',
      monthlySavings: '',
    });
  });

  it('keeps what the member typed before the profile answered', () => {
    const typed = { ...EMPTY_QUALIFY_FORM, fico: '715', cash: '5000' };
    const filled = withBorrowerUntouched(typed, EMPTY_QUALIFY_FORM, profile);
    expect(filled.fico).toBe('715');
    expect(filled.cash).toBe('5000');
    // The fields still as drawn come from the profile.
    expect(filled.entity).toBe('llc');
    expect(filled.retirement).toBe('10000');
  });
});

describe('describeStep: LLC vesting', () => {
  it('a source that does not say is a question for the lender, never a refusal', () => {
    const step = { kind: 'entity', entity: 'llc', toConfirm: true } as const;
    const guide = describeStep(step, 'purchase', 'published-guide');
    expect(guide).toBe(
      'La guía publicada no dice si presta a una LLC: confírmalo con el prestamista.',
    );
    expect(guide).not.toMatch(/no presta/);
    expect(describeStep(step, 'purchase', 'lender')).toBe(
      'El programa no dice si presta a una LLC: confírmalo con el prestamista.',
    );
    expect(describeToConfirm('entity', 'published-guide')).toBe(guide);
  });

  it('a program that states it keeps its step', () => {
    expect(describeStep({ kind: 'entity', entity: 'personal' }, 'purchase')).toBe(
      'Pide el préstamo a tu nombre: este programa no presta a una LLC.',
    );
    expect(describeStep({ kind: 'entity', entity: 'llc' }, 'purchase')).toMatch(
      /presta solo a entidades/,
    );
  });
});

describe('describeUnplannedRule', () => {
  it('says how to borrow when a program lends only to people or only to LLCs', () => {
    expect(
      describeUnplannedRule(
        { rule: 'entity', pass: false, actual: 'llc', required: ['personal'] },
        'purchase',
      ),
    ).toBe('Pide el préstamo a tu nombre: este programa no presta a una LLC.');
    expect(
      describeUnplannedRule(
        { rule: 'entity', pass: false, actual: 'personal', required: ['llc'] },
        'purchase',
      ),
    ).toBe('Compra a nombre de una LLC: este programa presta solo a entidades.');
  });

  it('names the rule and what it asks for otherwise', () => {
    expect(
      describeUnplannedRule(
        { rule: 'interest-only', pass: false, actual: 10, required: 'not-offered' },
        'purchase',
      ),
    ).toBe('Pagos de solo interés: pide pagos amortizados');
    expect(
      describeUnplannedRule({ rule: 'units', pass: false, actual: 5, required: 4 }, 'purchase'),
    ).toBe('Unidades: pide 4 — este programa no sirve para tu caso');
  });
});
