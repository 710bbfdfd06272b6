import { getBorrowerProfile } from '../qualify/borrower-profile.ts';
import { getDealFile } from '../deal-files/store.ts';
import { formatDateEn, formatMoney } from '../../shared/format.ts';
import {
  dealFromMonthlyFigures,
  dealMetrics,
  DEFAULT_RESERVE_WEIGHTS,
} from '../../shared/finance/qualification.ts';
import { BORROWER_TYPE_LABELS_EN, reservesLineEn } from '../../shared/lenders/shared-lines.ts';
import type { CoverInput } from './cover-pdf.ts';

/**
 * What the package's cover says of the member and of the chosen deal file, from the member's own
 * saved data only: the deal file (functions/deal-files/store.ts; another member's id
 * is its 404) and the borrower profile of ¿Califico? (functions/qualify), when saved. In English
 * with US lending terms: the cover is the lender's (./cover-pdf.ts).
 *
 *   PITIA = principal + interest of the first payment (standard amortisation of price − down
 *           payment at the file's rate and term) + taxes + insurance + HOA, $/month
 *   DSCR  = gross scheduled rent ÷ PITIA, as a DSCR lender computes it (no vacancy, no expenses)
 *   LTV   = loan ÷ purchase price × 100, %
 *   Reserves after funds to close = (cash + 50 % of retirement + 50 % of brokerage − funds to
 *           close) ÷ PITIA, months, where funds to close = price − loan + closing costs + rehab
 *           (shared/finance/qualification.ts dealMetrics: the engine's one definition; the
 *           weights are the most conservative common practice, shared/lenders/rules.ts)
 */
interface CoverFacts {
  memberSummary: CoverInput['memberSummary'];
  lenderFigures: CoverInput['lenderFigures'];
}

const ratio2 = (value: number) => value.toFixed(2);
const pct1 = (value: number) => `${value.toFixed(1)}%`;

export async function coverFacts(userId: string, dealFileId: string | undefined) {
  // The deal file first: an id that is not the member's refuses the package before any work.
  const [deal, profile] = await Promise.all([
    dealFileId === undefined ? Promise.resolve(null) : getDealFile(userId, dealFileId),
    getBorrowerProfile(userId),
  ]);

  const memberSummary: CoverInput['memberSummary'] = profile
    ? [
        {
          label: 'Borrower profile',
          value: [
            profile.fico > 0 ? `FICO ${profile.fico}` : 'FICO not given',
            BORROWER_TYPE_LABELS_EN[profile.borrowerType],
            `${profile.propertiesOwned} investment ${profile.propertiesOwned === 1 ? 'property' : 'properties'} owned`,
            profile.entity === 'llc' ? 'vesting in an LLC' : 'vesting in own name',
          ].join(' · '),
        },
        {
          label: 'Source',
          value: `the borrower's ¿Califico? profile, saved ${formatDateEn(profile.updatedAt)}`,
        },
      ]
    : [
        {
          label: 'Borrower profile',
          value: 'not given (no ¿Califico? profile saved)',
        },
      ];

  if (!deal) return { memberSummary, lenderFigures: null } satisfies CoverFacts;

  const i = deal.inputs;
  const a = deal.analysis;
  const pitia = a.monthlyPayment + i.taxes + i.insurance + i.hoa;
  const metrics = profile
    ? dealMetrics(
        profile,
        dealFromMonthlyFigures(
          {
            purchasePrice: i.purchasePrice,
            downPayment: i.downPayment,
            interestRate: i.interestRate,
            termYears: i.termYears,
            monthlyRent: i.monthlyRent,
            taxesMonthly: i.taxes,
            insuranceMonthly: i.insurance,
            hoaMonthly: i.hoa,
            closingCosts: i.closingCosts,
            rehabCost: i.rehabCost,
          },
          // The figures read neither the property's type nor its state.
          { purpose: 'purchase', propertyType: 'single-family', units: 1, state: 'TX' },
        ),
      )
    : null;
  const lines = [
    { label: 'Property', value: [i.name, i.address].filter(Boolean).join(' · ') },
    { label: 'Purchase price', value: formatMoney(i.purchasePrice) },
    { label: 'Loan amount (price less down payment)', value: formatMoney(a.loan) },
    {
      label: 'Financing',
      value: `${i.interestRate.toLocaleString('en-US', { maximumFractionDigits: 3 })}% over ${i.termYears} years`,
    },
    { label: 'Gross monthly rent', value: formatMoney(i.monthlyRent) },
    {
      label: 'Monthly PITIA',
      value: `${formatMoney(pitia)} (P&I ${formatMoney(a.monthlyPayment)}, taxes ${formatMoney(i.taxes)}, insurance ${formatMoney(i.insurance)}, HOA ${formatMoney(i.hoa)})`,
    },
    {
      label: 'DSCR (rent / PITIA)',
      value: a.lenderDscr === null ? 'n/a (no monthly payment)' : ratio2(a.lenderDscr),
    },
    {
      label: 'LTV (loan / price)',
      value: a.loanToValue === null ? 'n/a' : pct1(a.loanToValue),
    },
    {
      label: 'Cash to close (down payment + closing costs + rehab)',
      value: metrics ? formatMoney(metrics.fundsToClose) : 'n/a',
    },
    {
      label: 'Reserves after closing',
      value:
        metrics === null
          ? 'n/a (no assets saved in ¿Califico?)'
          : `${reservesLineEn({ countedAssets: metrics.countedAssets, fundsToClose: metrics.fundsToClose, payment: metrics.qualifyingPayment, paymentBasis: metrics.qualifyingBasis })} (counted: cash + ${DEFAULT_RESERVE_WEIGHTS.retirement * 100}% of retirement + ${DEFAULT_RESERVE_WEIGHTS.brokerage * 100}% of brokerage)`,
    },
  ];
  return {
    memberSummary,
    lenderFigures: {
      title: `Property deal file: ${i.name}, saved ${formatDateEn(deal.updatedAt)}`,
      lines,
    },
  } satisfies CoverFacts;
}
