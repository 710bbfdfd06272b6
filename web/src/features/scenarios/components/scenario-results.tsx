import { lazy, type ReactNode } from 'react';
import {
  MARKET_CONDITION_LABELS,
  SCENARIO_LABELS,
  SCENARIO_NAMES,
  type MarketCondition,
  type ScenarioName,
} from '@shared/finance/scenarios';
import { formatMoney, formatNumber, formatWholeMoney } from '@shared/format';
import { formatPercent, formatRatio } from '@/lib/format-figures';
import { MARKET_GUIDANCE, type Simulation } from '../model';
import { ChartSuspense } from '@/components/charts/chart-suspense';

const ScenarioFlowChart = lazy(() =>
  import('./scenario-charts').then((m) => ({ default: m.ScenarioFlowChart })),
);
const ScenarioValueChart = lazy(() =>
  import('./scenario-charts').then((m) => ({ default: m.ScenarioValueChart })),
);

const RISK_ICON = { positive: '✓', warning: '!', danger: '✕', info: 'i' } as const;

function money(value: number) {
  return (
    <span className={Math.round(value * 100) < 0 ? 'negative' : undefined}>
      {formatMoney(value)}
    </span>
  );
}
type ScenarioSet = Simulation['set'];

/** The four metrics side by side per scenario, the market's reference column marked. */
function ComparisonTable({ set, market }: { set: ScenarioSet; market: MarketCondition }) {
  const guidance = MARKET_GUIDANCE[market];
  const rows: { label: string; cell: (name: ScenarioName) => ReactNode }[] = [
    { label: 'Flujo Mensual', cell: (n) => money(set[n].monthlyCashFlow) },
    { label: 'Cash-on-Cash Return', cell: (n) => formatPercent(set[n].cashOnCash) },
    {
      label: `DSCR (renta ÷ ${set.base.dscrBasis})`,
      cell: (n) => formatRatio(set[n].lenderDscr),
    },
    { label: 'Valor en 5 Años', cell: (n) => formatMoney(set[n].valueIn5Years) },
    { label: 'TIR a 5 Años (con venta)', cell: (n) => formatPercent(set[n].irr) },
  ];
  return (
    <section className="pro-card" aria-labelledby="scn-table-title">
      <h2 id="scn-table-title" className="pro-card__title">
        Comparación de Escenarios
      </h2>
      <p className="pro-card__lead">
        <span className="band band--neutral">
          Mercado {MARKET_CONDITION_LABELS[market].toLowerCase()}
        </span>{' '}
        {guidance.text}
      </p>
      <div className="pro-table-wrap">
        <table className="pro-table scn-table">
          <thead>
            <tr>
              <th scope="col">Métrica</th>
              {SCENARIO_NAMES.map((name) => (
                <th
                  key={name}
                  scope="col"
                  className={name === guidance.scenario ? 'scn-table__ref' : undefined}
                >
                  {SCENARIO_LABELS[name]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {SCENARIO_NAMES.map((name) => (
                  <td
                    key={name}
                    className={name === guidance.scenario ? 'scn-table__ref' : undefined}
                  >
                    {row.cell(name)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** One card per scenario: its monthly cash flow, cash-on-cash and the variables behind them. */
function ScenarioCards({ set, reference }: { set: ScenarioSet; reference: ScenarioName }) {
  return (
    <div className="scn-cards">
      {SCENARIO_NAMES.map((name) => {
        const r = set[name];
        return (
          <section
            key={name}
            className={`scn-card scn-card--${name}`}
            aria-labelledby={`scn-card-${name}`}
          >
            <h3 id={`scn-card-${name}`} className="scn-card__title">
              {SCENARIO_LABELS[name]}
              {name === reference ? <span className="band band--neutral">Referencia</span> : null}
            </h3>
            <p className="scn-card__value" data-testid={`scn-cash-flow-${name}`}>
              {money(r.monthlyCashFlow)}
            </p>
            <p className="scn-card__caption">
              flujo mensual ·{' '}
              <span data-testid={`scn-cash-on-cash-${name}`}>{formatPercent(r.cashOnCash)}</span>{' '}
              cash-on-cash · DSCR{' '}
              <span data-testid={`scn-dscr-${name}`}>{formatRatio(r.lenderDscr)}</span>
            </p>
            <ul className="scn-card__vars">
              <li>Tasa {formatNumber(r.variables.interestRate)}%</li>
              <li>Vacancia {r.variables.vacancyRate}%</li>
              <li>Reparaciones {formatWholeMoney(r.variables.repairCosts)}/año</li>
              <li>Apreciación {formatNumber(r.variables.appreciation)}%</li>
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** The risk notes, each with its tone's icon, or a line saying there are none. */
function RiskAnalysis({ risks }: { risks: Simulation['risks'] }) {
  return (
    <section className="pro-card" aria-labelledby="scn-risk-title">
      <h2 id="scn-risk-title" className="pro-card__title">
        Análisis de Riesgo
      </h2>
      {risks.length === 0 ? (
        <p className="pro-card__lead">
          Sin alertas: los escenarios no muestran riesgos destacados.
        </p>
      ) : (
        <ul className="risk-list">
          {risks.map((note) => (
            <li key={note.id} className={`risk risk--${note.tone}`}>
              <span className="risk__icon" aria-hidden="true">
                {RISK_ICON[note.tone]}
              </span>
              {note.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Comparison table, three summary cards, charts and the risk analysis. */
export function ScenarioResults({
  simulation,
  market,
}: {
  simulation: Simulation;
  market: MarketCondition;
}) {
  const { set, risks } = simulation;
  return (
    <div className="pro-stack" aria-live="polite">
      <ComparisonTable set={set} market={market} />

      <ScenarioCards set={set} reference={MARKET_GUIDANCE[market].scenario} />

      <RiskAnalysis risks={risks} />

      <section className="pro-card" aria-labelledby="scn-flow-title">
        <h2 id="scn-flow-title" className="pro-card__title">
          Flujo mensual por escenario
        </h2>
        <ChartSuspense>
          <ScenarioFlowChart set={set} />
        </ChartSuspense>
      </section>

      <section className="pro-card" aria-labelledby="scn-value-title">
        <h2 id="scn-value-title" className="pro-card__title">
          Valor de la propiedad en 5 años
        </h2>
        <ChartSuspense>
          <ScenarioValueChart set={set} />
        </ChartSuspense>
      </section>
    </div>
  );
}
