import { getBorrowerProfile } from '../lenders/borrower-profile.ts';
import { getDealFile } from '../portfolio/deal-files.ts';
import { formatDate, formatMoney } from '../../shared/format.ts';
import {
  dealFromMonthlyFigures,
  dealMetrics,
  DEFAULT_RESERVE_WEIGHTS,
} from '../../shared/finance/qualification.ts';
import { BORROWER_ENTITY_LABELS, BORROWER_TYPE_LABELS } from '../../shared/lenders/catalog.ts';
import { reservesLine } from '../../shared/lenders/shared-lines.ts';
import type { CoverInput } from './cover-pdf.ts';

/**
 * What the package's cover says of the member and of the chosen deal file, from the member's own
 * saved data only: the deal file (issue 13, functions/portfolio/deal-files.ts; another member's id
 * is its 404) and the borrower profile of ¿Califico? (functions/lenders), when saved.
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
const pct1 = (value: number) => `${value.toFixed(1)} %`;

export async function coverFacts(userId: string, dealFileId: string | undefined) {
  // The deal file first: an id that is not the member's refuses the package before any work.
  const [deal, profile] = await Promise.all([
    dealFileId === undefined ? Promise.resolve(null) : getDealFile(userId, dealFileId),
    getBorrowerProfile(userId),
  ]);

  const memberSummary: CoverInput['memberSummary'] = profile
    ? [
        {
          label: 'Perfil del prestatario',
          value: [
            profile.fico > 0 ? `FICO ${profile.fico}` : 'FICO sin dato',
            BORROWER_TYPE_LABELS[profile.borrowerType],
            `${profile.propertiesOwned} ${profile.propertiesOwned === 1 ? 'propiedad' : 'propiedades'} de inversión`,
            // Mid-sentence: only the first letter drops its capital ("a nombre de una LLC").
            lowerFirst(BORROWER_ENTITY_LABELS[profile.entity]),
          ].join(' · '),
        },
        {
          label: 'Fuente',
          value: `su perfil de ¿Califico?, guardado el ${formatDate(profile.updatedAt)}`,
        },
      ]
    : [
        {
          label: 'Perfil del prestatario',
          value: 'sin dato (no guardó su perfil en ¿Califico?)',
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
    { label: 'Propiedad', value: [i.name, i.address].filter(Boolean).join(' · ') },
    { label: 'Precio de compra', value: formatMoney(i.purchasePrice) },
    { label: 'Préstamo (precio menos pago inicial)', value: formatMoney(a.loan) },
    {
      label: 'Financiamiento',
      value: `${i.interestRate.toLocaleString('es-US', { maximumFractionDigits: 3 })} % a ${i.termYears} años`,
    },
    { label: 'Renta mensual bruta', value: formatMoney(i.monthlyRent) },
    {
      label: 'PITIA mensual',
      value: `${formatMoney(pitia)} (capital e interés ${formatMoney(a.monthlyPayment)}, impuestos ${formatMoney(i.taxes)}, seguro ${formatMoney(i.insurance)}, HOA ${formatMoney(i.hoa)})`,
    },
    {
      label: 'DSCR del prestamista (renta ÷ PITIA)',
      value: a.lenderDscr === null ? 'sin dato (no hay pago mensual)' : ratio2(a.lenderDscr),
    },
    {
      label: 'LTV (préstamo ÷ precio)',
      value: a.loanToValue === null ? 'sin dato' : pct1(a.loanToValue),
    },
    {
      label: 'Efectivo para cerrar (pago inicial + cierre + obra)',
      value: metrics ? formatMoney(metrics.fundsToClose) : 'sin dato',
    },
    {
      label: 'Reservas después del cierre',
      value:
        metrics === null
          ? 'sin dato (no guardó sus reservas en ¿Califico?)'
          : `${reservesLine({ countedAssets: metrics.countedAssets, fundsToClose: metrics.fundsToClose, payment: metrics.qualifyingPayment, paymentBasis: metrics.qualifyingBasis })} (contados: efectivo + ${DEFAULT_RESERVE_WEIGHTS.retirement * 100} % del retiro + ${DEFAULT_RESERVE_WEIGHTS.brokerage * 100} % de inversiones)`,
    },
  ];
  return {
    memberSummary,
    lenderFigures: {
      title: `Expediente de la propiedad: ${i.name}, guardado el ${formatDate(deal.updatedAt)}`,
      lines,
    },
  } satisfies CoverFacts;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
