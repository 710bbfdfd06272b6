import { Button } from '@aws-amplify/ui-react';
import { useNavigate } from 'react-router';
import type { ScoredDeal } from '@shared/api/deal-finder';
import { LISTING_TYPE_LABELS } from '@shared/api/deal-finder-texts';
import { PROPERTY_TYPE_LABELS, type PropertyTypeId } from '@shared/api/market-texts';
import { dealTier, SCORE_WEIGHTS } from '@shared/finance/deal-score';
import { isPropertyType } from '@shared/finance/evaluator';
import { roiPrefillHref } from '@shared/finance/roi-prefill';
import type { DealFileInput } from '@shared/api/deal-files';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useDealFiles } from '@/features/deal-files/api/get-deal-files';
import { useSaveDealFile } from '@/features/deal-files/api/save-deal-file';
import { formatMoney, formatNumber, formatWholeMoney } from '@shared/format';
import { staleNote } from '@shared/market/freshness';
import { formatPeriod } from '@shared/market/sources';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

const pct = (value: number | null) =>
  value === null ? '—' : `${formatNumber(Math.round(value * 100) / 100)} %`;
/** NOI coverage, two decimals; a search saved before it was named has none. */
const coverage = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : formatNumber(Math.round(value * 100) / 100);

/** The score badge: tier colour and the score. */
function ScoreBadge({ score }: { score: number }) {
  const tier = dealTier(score);
  return (
    <span className={`deal-score deal-score--${tier.tier}`}>
      <span className="deal-score__value">{formatNumber(score)}</span>
      <span className="deal-score__label">{tier.label}</span>
    </span>
  );
}
/**
 * "Analizar Deal": opens the deal's file in the ROI calculator, creating it the first time, with
 * the member's loan terms the deal was measured with, so the cash flow is the same on both
 * screens. Should the file not save, the calculator opens with the finder's figures in its link.
 */
function useAnalyseDeal(deal: ScoredDeal, address: string) {
  const navigate = useNavigate();
  const files = useDealFiles();
  const save = useSaveDealFile();
  const analyse = () => {
    const existing = files.data?.dealFiles.find((f) => f.inputs.address === address);
    if (existing) {
      navigate(`/calculadora-roi?expediente=${existing.id}`);
      return;
    }
    const inputs: DealFileInput = {
      name: deal.address.slice(0, 120),
      address: address.slice(0, 200),
      zip: /^\d{5}$/.test(deal.zip) ? deal.zip : '',
      propertyType: deal.propertyType && isPropertyType(deal.propertyType) ? deal.propertyType : '',
      bedrooms: Math.min(50, Math.max(0, Math.round(deal.beds))),
      purchasePrice: deal.price,
      downPayment: Math.round(deal.downPayment * 100) / 100,
      interestRate: deal.interestRate,
      termYears: deal.termYears,
      monthlyRent: deal.estimatedRent,
      otherExpenses: Math.round(deal.monthlyExpenses * 100) / 100,
      ...(deal.rehabCost ? { rehabCost: deal.rehabCost } : {}),
      ...(deal.arv ? { arv: deal.arv } : {}),
    };
    save.mutate(
      { inputs },
      {
        onSuccess: (file) => navigate(`/calculadora-roi?expediente=${file.id}`),
        onError: (error) => {
          toast({
            title: 'No se creó el expediente',
            description: errorMessage(error, 'Abrimos la calculadora con los datos del deal.'),
            variant: 'destructive',
          });
          navigate(
            roiPrefillHref({
              price: deal.price,
              down: deal.downPayment,
              rent: deal.estimatedRent,
              expenses: deal.monthlyExpenses,
              rate: deal.interestRate,
              address,
            }),
          );
        },
      },
    );
  };
  return { analyse, opening: save.isPending };
}

/** The deal's type, listing, rehab and occupancy, as the labels the card shows. */
function dealTags(deal: ScoredDeal): string[] {
  return [
    deal.propertyType
      ? (PROPERTY_TYPE_LABELS[deal.propertyType as PropertyTypeId] ?? deal.propertyType)
      : null,
    deal.listingType ? (LISTING_TYPE_LABELS[deal.listingType] ?? deal.listingType) : null,
    deal.needsRehab ? 'Requiere rehabilitación' : null,
    deal.ownerOccupied ? 'Ocupada por su dueño' : null,
  ].filter((t): t is string => t !== null);
}

/** One scored deal: badge, metrics, where its rent comes from, the score's parts, 'Analizar Deal'. */
export function DealCard({ deal, compact = false }: { deal: ScoredDeal; compact?: boolean }) {
  const address = [deal.address, deal.city, deal.zip].filter(Boolean).join(', ');
  const { analyse, opening } = useAnalyseDeal(deal, address);
  const tags = dealTags(deal);

  return (
    <article
      className={`deal-card${compact ? ' deal-card--compact' : ''}`}
      aria-label={deal.address}
    >
      <div className="deal-card__head">
        <ScoreBadge score={deal.dealScore} />
        <div className="deal-card__title">
          <h3>{deal.address}</h3>
          <p>
            {[deal.city, deal.zip].filter(Boolean).join(' · ')} · {deal.beds} hab.
            {deal.baths !== null ? ` · ${formatNumber(deal.baths)} baños` : ''}
            {deal.sqft !== null ? ` · ${formatNumber(deal.sqft)} pies²` : ''}
          </p>
          {tags.length ? (
            <ul className="deal-card__tags">
              {tags.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <Button
          className="pro-btn pro-btn--primary deal-card__cta"
          onClick={analyse}
          isLoading={opening}
          loadingText="Abriendo..."
        >
          Analizar Deal
        </Button>
      </div>
      {deal.missed.length ? (
        <ul className="deal-card__missed">
          {deal.missed.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
      <DealMetrics deal={deal} />
      <p className="deal-card__basis">
        {deal.rentBasis.note}
        {deal.rentBasis.period && deal.rentBasis.source === 'rentcast'
          ? ` (${formatPeriod(deal.rentBasis.period)})`
          : ''}{' '}
        {deal.expensesBasis === 'user'
          ? 'Gastos indicados por ti.'
          : 'Gastos: % de la renta de tus criterios.'}
      </p>
      <RentBasisStale deal={deal} />
      <ScoreBreakdown deal={deal} />
    </article>
  );
}

/** An estimated rent from a public vintage older than its publisher's calendar says so, dated. */
function RentBasisStale({ deal }: { deal: ScoredDeal }) {
  const { source, period } = deal.rentBasis;
  const note = source !== 'user' && period ? staleNote(source, period, new Date()) : null;
  return note ? <p className="deal-card__stale">{note}</p> : null;
}

function DealMetrics({ deal }: { deal: ScoredDeal }) {
  return (
    <dl className="deal-card__metrics">
      <div>
        <dt>Precio</dt>
        <dd>{formatWholeMoney(deal.price)}</dd>
      </div>
      <div>
        <dt>Renta {deal.rentBasis.source === 'user' ? '' : 'estimada'}</dt>
        <dd>{formatWholeMoney(deal.estimatedRent)}/mes</dd>
      </div>
      <div>
        <dt>Flujo neto mensual</dt>
        <dd className={deal.netCashFlow < 0 ? 'negative' : 'positive'}>
          {formatMoney(deal.netCashFlow)}
        </dd>
      </div>
      <div>
        <dt>Cash-on-cash</dt>
        <dd>{pct(deal.cashOnCashReturn)}</dd>
      </div>
      <div>
        <dt>Cap rate</dt>
        <dd>{pct(deal.capRate)}</dd>
      </div>
      <div>
        <dt>Cobertura (NOI ÷ pago)</dt>
        <dd>{coverage(deal.noiCoverage)}</dd>
      </div>
      <div>
        <dt>Días en el mercado</dt>
        <dd>{deal.daysOnMarket === null ? 'Sin dato' : deal.daysOnMarket}</dd>
      </div>
      <div>
        <dt>Gastos mensuales</dt>
        <dd>{formatWholeMoney(deal.monthlyExpenses)}</dd>
      </div>
    </dl>
  );
}

/** The score's parts, each figure times its weight. */
function ScoreBreakdown({ deal }: { deal: ScoredDeal }) {
  return (
    <details className="deal-card__breakdown">
      <summary>Cómo se calcula el puntaje</summary>
      <table className="pro-table">
        <tbody>
          <tr>
            <th scope="row">
              Cash-on-cash {pct(deal.cashOnCashReturn)} × {SCORE_WEIGHTS.cashOnCash}
            </th>
            <td>{formatNumber(deal.breakdown.cashOnCash)}</td>
          </tr>
          <tr>
            <th scope="row">
              Cap rate {pct(deal.capRate)} × {SCORE_WEIGHTS.capRate}
            </th>
            <td>{formatNumber(deal.breakdown.capRate)}</td>
          </tr>
          <tr>
            <th scope="row">
              (Cobertura del NOI {coverage(deal.noiCoverage)} − 1) × {SCORE_WEIGHTS.coverage}
            </th>
            <td>{formatNumber(deal.breakdown.coverage)}</td>
          </tr>
          <tr>
            <th scope="row">
              Plusvalía tras reparar{' '}
              {deal.equityUpside === null ? '(sin ARV)' : pct(deal.equityUpside)} ×{' '}
              {SCORE_WEIGHTS.equity}
            </th>
            <td>{formatNumber(deal.breakdown.equity)}</td>
          </tr>
          <tr className="deal-card__total">
            <th scope="row">Puntaje (mínimo 0)</th>
            <td>{formatNumber(deal.dealScore)}</td>
          </tr>
        </tbody>
      </table>
      <p className="fine-print">
        Pago inicial {formatWholeMoney(deal.downPayment)} · pago del préstamo{' '}
        {formatMoney(deal.monthlyPayment)}/mes a {formatNumber(deal.interestRate)} % y{' '}
        {deal.termYears} años (tu préstamo). La cobertura es NOI ÷ pago del préstamo, no el DSCR de
        un prestamista: cada programa pone su mínimo (¿Califico?). Tramos: 15 o más Excelente, 12
        Muy Bueno, 10 Bueno, menos Regular.
      </p>
    </details>
  );
}
