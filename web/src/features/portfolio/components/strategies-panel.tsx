import { TextField } from '@aws-amplify/ui-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { PortfolioResponse } from '@shared/api/portfolio';
import type { LenderProgram } from '@shared/lenders/program';
import {
  DEFAULT_STRATEGY_TERMS,
  portfolioBorrower,
  portfolioCashOutTerms,
  portfolioStrategies,
  propertyStrategies,
  type StrategyFigure,
  type StrategyOptions,
} from '@shared/finance/strategies';
import { formatMoney, formatNumber } from '@shared/format';
import { formatPercent, formatRatio } from '@/lib/format-figures';
import { readNumber } from '@shared/finance/inputs';

/** The terms the strategies are computed at, as the member types them. */
export interface StrategyRates {
  fico: string;
  refiRate: string;
  refiClosingCostsPct: string;
  helocRate: string;
  helocCltvPct: string;
}

export const EMPTY_STRATEGY_RATES: StrategyRates = {
  fico: '',
  refiRate: '',
  refiClosingCostsPct: '',
  helocRate: '',
  helocCltvPct: '',
};

/**
 * The terms as numbers with the FICO, or null until the member has typed every one: no rate, no
 * closing costs and no HELOC limit is ever assumed (0 closing costs is typed, not a default).
 */
export function strategyOptions(rates: StrategyRates): (StrategyOptions & { fico: number }) | null {
  const fico = readNumber(rates.fico);
  const numbers = [
    rates.refiRate,
    rates.refiClosingCostsPct,
    rates.helocRate,
    rates.helocCltvPct,
  ].map(readNumber);
  const valid = (v: number | undefined): v is number =>
    v !== undefined && Number.isFinite(v) && v >= 0 && v <= 100;
  const validFico =
    fico !== undefined && Number.isInteger(fico) && (fico === 0 || (fico >= 300 && fico <= 850));
  if (!validFico || !numbers.every(valid)) return null;
  const [refiRate, refiClosingCostsPct, helocRate, helocCltvPct] = numbers as number[];
  return {
    ...DEFAULT_STRATEGY_TERMS,
    fico: fico!,
    refiRate: refiRate!,
    refiClosingCostsPct: refiClosingCostsPct!,
    helocRate: helocRate!,
    helocCltvPct: helocCltvPct!,
  };
}

function figureText(f: StrategyFigure): string {
  if (f.value === null) return '—';
  if (f.unit === 'percent') return formatPercent(f.value);
  if (f.unit === 'months') return formatNumber(Math.ceil(f.value));
  if (f.unit === 'ratio') return formatRatio(f.value);
  return `${formatMoney(f.value)}${f.unit === 'usd-month' ? '/mes' : ''}`;
}
type Strategy = ReturnType<typeof propertyStrategies>[number];

const RATE_FIELDS: { name: keyof StrategyRates; label: string; hint?: string }[] = [
  {
    name: 'fico',
    label: 'Tu FICO',
    hint: 'El de tu perfil de ¿Califico? si lo guardaste; los programas lo piden.',
  },
  {
    name: 'refiRate',
    label: 'Tasa para refinanciar (%)',
    hint: 'La de una cotización que tengas o la que quieras probar.',
  },
  {
    name: 'refiClosingCostsPct',
    label: 'Costos de cierre (% del préstamo)',
    hint: 'Los de tu cotización (Loan Estimate); 0 si no hay.',
  },
  { name: 'helocRate', label: 'Tasa de la HELOC (%)' },
  {
    name: 'helocCltvPct',
    label: 'CLTV máximo de la HELOC (%)',
    hint: 'Lo que presta tu banco sobre el valor, sumando tu hipoteca.',
  },
];

/** The terms the strategies are computed at, as the member types them. */
function RateFields({
  rates,
  onRates,
}: {
  rates: StrategyRates;
  onRates: (rates: StrategyRates) => void;
}) {
  return (
    <div className="pro-fields pro-fields--three">
      {RATE_FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          descriptiveText={field.hint}
          inputMode="decimal"
          value={rates[field.name]}
          onChange={(e) => onRates({ ...rates, [field.name]: e.target.value })}
        />
      ))}
    </div>
  );
}

/** One strategy for one property: whether it applies, its figures, trade-off and next step. */
function StrategyCard({ s, propertyName }: { s: Strategy; propertyName: string }) {
  return (
    <article
      className={s.applies ? 'strategy' : 'strategy strategy--off'}
      aria-label={`${s.title}: ${propertyName}`}
    >
      <h3>
        {s.title}{' '}
        <span className={`band band--${s.applies ? 'good' : 'neutral'}`}>
          {s.applies ? 'Aplica' : 'No aplica'}
        </span>
      </h3>
      <dl>
        {s.figures.map((f) => (
          <div key={f.label}>
            <dt>{f.label}</dt>
            <dd>{figureText(f)}</dd>
          </div>
        ))}
      </dl>
      <p>{s.tradeOff}</p>
      <p className="fine-print">
        <strong>Siguiente paso:</strong> {s.nextStep}
      </p>
    </article>
  );
}

/**
 * Equity and refinance strategies per property and for the portfolio: the cash-out sized by the
 * member's lender programs (GET /api/lender-programs, passed in), the rest at the member's terms.
 */
export function StrategiesPanel({
  portfolio,
  programs,
  rates,
  onRates,
}: {
  portfolio: PortfolioResponse;
  /** The lender programs the member can see; undefined while they load. */
  programs: readonly LenderProgram[] | undefined;
  rates: StrategyRates;
  onRates: (rates: StrategyRates) => void;
}) {
  const [openId, setOpenId] = useState<string | null>(portfolio.properties[0]?.id ?? null);
  const options = useMemo(() => strategyOptions(rates), [rates]);
  const terms = useMemo(
    () =>
      options && programs
        ? portfolioCashOutTerms(portfolio.properties, options, {
            programs,
            borrower: portfolioBorrower(
              options.fico,
              portfolio.balanceSheet,
              portfolio.properties.length,
            ),
          })
        : null,
    [options, programs, portfolio],
  );
  const summary =
    options && terms
      ? portfolioStrategies(portfolio.properties, portfolio.totals, options, terms)
      : null;
  return (
    <div className="pro-stack">
      <RateFields rates={rates} onRates={onRates} />
      {!options ? (
        <p className="pro-note">
          Escribe tu FICO, la tasa y los costos de cierre del refinanciamiento, y la tasa y el CLTV
          de la HELOC para ver las estrategias.
        </p>
      ) : !summary || !terms ? (
        <p className="pro-note">Leyendo tus programas de préstamo...</p>
      ) : (
        <>
          <p className="pro-note" data-testid="portfolio-strategy-summary">
            {summary.text}
          </p>
          <div className="pro-actions" role="group" aria-label="Propiedad">
            {portfolio.properties.map((p) => (
              <button
                key={p.id}
                type="button"
                className={p.id === openId ? 'pick pick--on' : 'pick'}
                aria-pressed={p.id === openId}
                onClick={() => setOpenId(p.id)}
              >
                {p.name}
              </button>
            ))}
          </div>
          {portfolio.properties.map((p, index) =>
            p.id === openId ? (
              <div key={p.id} className="strategy-grid">
                {propertyStrategies(p, options, terms[index] ?? null).map((s) => (
                  <StrategyCard key={s.id} s={s} propertyName={p.name} />
                ))}
              </div>
            ) : null,
          )}
          <p className="fine-print">
            El refinanciamiento con retiro de efectivo se mide con tus programas de préstamo (
            <Link to="/califico">¿Califico?</Link>): su LTV máximo, su DSCR mínimo, sus límites de
            préstamo, tu FICO y tus reservas. Confirma cada DSCR en la{' '}
            <Link to="/calculadora-dscr">Calculadora DSCR</Link> y prepara tus documentos con la{' '}
            <Link to="/guia-documentos">Guía de Documentos</Link>.
          </p>
        </>
      )}
    </div>
  );
}
