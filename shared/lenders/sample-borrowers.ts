import type { Borrower, QualifyDeal, RuleId } from '../finance/qualification.ts';

/**
 * Sample borrowers a lender's program editor runs its grid against as the lender types
 * (/prestamistas): made-up scenarios, labelled as samples, spanning what lenders' grids tell
 * apart — a strong DSCR purchase, a thin-DSCR one, a cash-out refinance, an ITIN borrower, a
 * foreign national with no US score, and a short fix-and-flip. Never shown to members.
 */
export interface SampleBorrower {
  id: string;
  label: string;
  borrower: Borrower;
  deal: QualifyDeal;
}

const base = {
  interestRate: 7.5,
  termYears: 30,
  taxesYearly: 3_600,
  insuranceYearly: 1_800,
  hoaMonthly: 0,
  propertyType: 'single-family',
  units: 1,
  state: 'TX',
  closingCosts: 6_000,
} as const;

export const SAMPLE_BORROWERS: readonly SampleBorrower[] = [
  {
    id: 'strong-purchase',
    label: 'FICO 760, purchase $400k at 75% LTV, DSCR 1.35, TX',
    borrower: {
      fico: 760,
      borrowerType: 'citizen',
      propertiesOwned: 3,
      entity: 'llc',
      reserves: { cash: 180_000, retirement: 0, brokerage: 0 },
    },
    deal: { ...base, purpose: 'purchase', price: 400_000, loanAmount: 300_000, monthlyRent: 3_450 },
  },
  {
    id: 'thin-dscr',
    label: 'FICO 700, purchase $300k at 80% LTV, DSCR 1.13, TX',
    borrower: {
      fico: 700,
      borrowerType: 'citizen',
      propertiesOwned: 1,
      entity: 'llc',
      reserves: { cash: 90_000, retirement: 10_000, brokerage: 0 },
    },
    deal: { ...base, purpose: 'purchase', price: 300_000, loanAmount: 240_000, monthlyRent: 2_400 },
  },
  {
    id: 'cash-out',
    label: 'FICO 720, cash-out refinance $500k value at 70% LTV, FL',
    borrower: {
      fico: 720,
      borrowerType: 'resident',
      propertiesOwned: 4,
      entity: 'personal',
      reserves: { cash: 60_000, retirement: 40_000, brokerage: 0 },
    },
    deal: {
      ...base,
      state: 'FL',
      purpose: 'cash-out',
      price: 500_000,
      loanAmount: 350_000,
      monthlyRent: 3_900,
      payoff: 200_000,
      taxesYearly: 6_000,
      insuranceYearly: 4_200,
    },
  },
  {
    id: 'itin',
    label: 'ITIN borrower, FICO 680, purchase $250k at 75% LTV, GA',
    borrower: {
      fico: 680,
      borrowerType: 'itin',
      propertiesOwned: 0,
      entity: 'personal',
      reserves: { cash: 85_000, retirement: 0, brokerage: 0 },
    },
    deal: {
      ...base,
      state: 'GA',
      purpose: 'purchase',
      price: 250_000,
      loanAmount: 187_500,
      monthlyRent: 2_100,
    },
  },
  {
    id: 'foreign-national',
    label: 'Foreign national, no US score, purchase $350k at 65% LTV, FL',
    borrower: {
      fico: 0,
      borrowerType: 'foreign-national',
      propertiesOwned: 0,
      entity: 'llc',
      reserves: { cash: 200_000, retirement: 0, brokerage: 0 },
    },
    deal: {
      ...base,
      state: 'FL',
      purpose: 'purchase',
      price: 350_000,
      loanAmount: 227_500,
      monthlyRent: 2_900,
    },
  },
];

/** The rules a lender's grid checks, in the lender's words (the editor's "fails on"). */
export const RULE_LABELS_EN: Record<RuleId, string> = {
  purpose: 'loan purpose',
  state: 'state',
  'borrower-type': 'borrower type',
  entity: 'vesting (LLC)',
  'property-type': 'property type',
  units: 'units',
  'short-term': 'short-term rental',
  'value-min': 'minimum value',
  experience: 'experience',
  'loan-min': 'minimum loan',
  'loan-max': 'maximum loan',
  term: 'term',
  'interest-only': 'interest-only',
  fico: 'FICO',
  ltv: 'LTV',
  ltc: 'LTC',
  'arv-ltv': 'ARV LTV',
  'cash-out': 'cash-out cap',
  dscr: 'DSCR',
  reserves: 'reserves',
};
