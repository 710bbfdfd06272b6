import { TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PortfolioResponse } from '@shared/api/portfolio';
import {
  DEFAULT_STRATEGY_TERMS,
  portfolioStrategies,
  propertyStrategies,
  type StrategyFigure,
  type StrategyOptions,
} from '@shared/finance/strategies';
import { formatMoney, formatNumber } from '@shared/format';
import { formatPercent, formatRatio } from '@/lib/format-figures';
import { readNumber } from '@/lib/read-number';

export interface StrategyRates {
  refiRate: string;
  helocRate: string;
  refiClosingCostsPct: string;
}

/** The rates as numbers, or null until the member has typed both rates (no invented rate). */
export function strategyOptions(rates: StrategyRates): StrategyOptions | null {
  const refiRate = readNumber(rates.refiRate);
  const helocRate = readNumber(rates.helocRate);
  const closing = readNumber(rates.refiClosingCostsPct) ?? 0;
  const valid = (v: number | undefined): v is number =>
    v !== undefined && Number.isFinite(v) && v >= 0 && v <= 100;
  if (!valid(refiRate) || !valid(helocRate) || !valid(closing)) return null;
  return {
    ...DEFAULT_STRATEGY_TERMS,
    refiRate,
    helocRate,
    refiClosingCostsPct: closing,
  };
}

function figureText(f: StrategyFigure): string {
  if (f.value === null) return '—';
  if (f.unit === 'percent') return formatPercent(f.value);
  if (f.unit === 'ratio')
    return f.label.startsWith('Meses') ? formatNumber(Math.ceil(f.value)) : formatRatio(f.value);
  return `${formatMoney(f.value)}${f.unit === 'usd-month' ? '/mes' : ''}`;
}
type Strategy = ReturnType<typeof propertyStrategies>[number];

/** The three rates the strategies are computed at, as the member types them. */
function RateFields({
  rates,
  onRates,
}: {
  rates: StrategyRates;
  onRates: (rates: StrategyRates) => void;
}) {
  return (
    <div className="pro-fields pro-fields--three">
      <TextField
        label="Tasa para refinanciar (%)"
        descriptiveText="La de una cotización que tengas o la que quieras probar."
        inputMode="decimal"
        value={rates.refiRate}
        onChange={(e) => onRates({ ...rates, refiRate: e.target.value })}
      />
      <TextField
        label="Tasa de la HELOC (%)"
        inputMode="decimal"
        value={rates.helocRate}
        onChange={(e) => onRates({ ...rates, helocRate: e.target.value })}
      />
      <TextField
        label="Costos de cierre (% del préstamo)"
        inputMode="decimal"
        value={rates.refiClosingCostsPct}
        onChange={(e) => onRates({ ...rates, refiClosingCostsPct: e.target.value })}
      />
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

/** Equity and refinance strategies per property and for the portfolio (issue 13 §6). */
export function StrategiesPanel({
  portfolio,
  rates,
  onRates,
}: {
  portfolio: PortfolioResponse;
  rates: StrategyRates;
  onRates: (rates: StrategyRates) => void;
}) {
  const [openId, setOpenId] = useState<string | null>(portfolio.properties[0]?.id ?? null);
  const options = strategyOptions(rates);
  const summary = options
    ? portfolioStrategies(portfolio.properties, portfolio.totals, options)
    : null;
  return (
    <div className="pro-stack">
      <RateFields rates={rates} onRates={onRates} />
      {!options ? (
        <p className="pro-note">
          Escribe la tasa de refinanciamiento y la de la HELOC para ver las estrategias.
        </p>
      ) : (
        <>
          <p className="pro-note" data-testid="portfolio-strategy-summary">
            {summary!.text}
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
          {portfolio.properties
            .filter((p) => p.id === openId)
            .map((p) => (
              <div key={p.id} className="strategy-grid">
                {propertyStrategies(p, options).map((s) => (
                  <StrategyCard key={s.id} s={s} propertyName={p.name} />
                ))}
              </div>
            ))}
          <p className="fine-print">
            Confirma cada DSCR en la <Link to="/calculadora-dscr">Calculadora DSCR</Link> y prepara
            tus documentos con la <Link to="/guia-documentos">Guía de Documentos</Link>.
          </p>
        </>
      )}
    </div>
  );
}
