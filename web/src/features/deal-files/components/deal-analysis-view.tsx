import { lazy } from 'react';
import { ScrollTable } from '@/components/scroll-table';
import type { DealFileInputs } from '@shared/api/deal-files';
import type { DealAnalysis } from '@shared/finance/deal-analysis';
import {
  DEAL_FIGURE_EXPLANATIONS as X,
  type ExplainedFigure,
} from '@shared/finance/deal-explanations';
import { formatMoney } from '@shared/format';
import { ChartSuspense } from '@/components/charts/chart-suspense';
import { formatPercent, formatRatio } from '@/lib/format-figures';

const EquityChart = lazy(() =>
  import('./projection-charts').then((m) => ({ default: m.EquityChart })),
);
const CashFlowChart = lazy(() =>
  import('./projection-charts').then((m) => ({ default: m.CashFlowChart })),
);

const tone = (value: number | null) =>
  value === null ? 'metric--none' : Math.round(value * 100) < 0 ? 'metric--bad' : 'metric--good';

interface DealAnalysisProps {
  inputs: DealFileInputs;
  analysis: DealAnalysis;
}

/** The deal file's analysis: headline figures, each explained, projections, BRRRR and flip. */
export function DealAnalysisView(props: DealAnalysisProps) {
  return (
    <div className="pro-stack" aria-live="polite">
      <HeadlineFigures {...props} />
      <ExplainedFigures analysis={props.analysis} />
      <Projection {...props} />
      <BrrrrCard {...props} />
      <FlipCard analysis={props.analysis} />
    </div>
  );
}

function HeadlineFigures({ inputs, analysis: a }: DealAnalysisProps) {
  return (
    <section className="pro-card" aria-labelledby="deal-results-title">
      <h2 id="deal-results-title" className="pro-card__title">
        Análisis del expediente
      </h2>
      <p className="pro-card__lead">
        {inputs.name}: préstamo de {formatMoney(a.loan)} a {formatPercent(inputs.interestRate)} por{' '}
        {inputs.termYears} años; {inputs.holdYears} años de tenencia.
      </p>
      <div className="metric-grid metric-grid--four">
        <div className={`metric ${tone(a.monthlyCashFlow)}`}>
          <span className="metric__label">Flujo mensual</span>
          <span className="metric__value" data-testid="deal-cash-flow">
            {formatMoney(a.monthlyCashFlow)}
          </span>
          <span className="metric__note">NOI − pago</span>
        </div>
        <div className={`metric ${tone(a.cashOnCash)}`}>
          <span className="metric__label">Cash-on-cash</span>
          <span className="metric__value" data-testid="deal-cash-on-cash">
            {formatPercent(a.cashOnCash)}
          </span>
          <span className="metric__note">sobre {formatMoney(a.cashInvested)} invertidos</span>
        </div>
        <div className="metric">
          <span className="metric__label">Cap rate</span>
          <span className="metric__value" data-testid="deal-cap-rate">
            {formatPercent(a.capRate)}
          </span>
          <span className="metric__note">NOI anual ÷ precio</span>
        </div>
        <div className={`metric ${tone(a.irr)}`}>
          <span className="metric__label">TIR</span>
          <span className="metric__value" data-testid="deal-irr">
            {formatPercent(a.irr)}
          </span>
          <span className="metric__note">{inputs.holdYears} años con venta</span>
        </div>
      </div>
      {a.irrExplanation ? (
        <p className="pro-alert" role="status">
          {a.irrExplanation}
        </p>
      ) : null}
    </section>
  );
}

/** Every headline figure with what it means and its formula. */
function ExplainedFigures({ analysis: a }: { analysis: DealAnalysis }) {
  const explained: [ExplainedFigure, string][] = [
    ['loan', formatMoney(a.loan)],
    ['monthlyPayment', formatMoney(a.monthlyPayment)],
    ['cashInvested', formatMoney(a.cashInvested)],
    ['effectiveIncome', formatMoney(a.effectiveIncome)],
    ['operatingExpenses', formatMoney(a.operatingExpenses)],
    ['noi', formatMoney(a.noi)],
    ['monthlyCashFlow', formatMoney(a.monthlyCashFlow)],
    ['cashOnCash', formatPercent(a.cashOnCash)],
    ['capRate', formatPercent(a.capRate)],
    ['lenderDscr', formatRatio(a.lenderDscr)],
    ['irr', formatPercent(a.irr)],
    ['totalReturn', formatPercent(a.totalReturn)],
  ];
  return (
    <section className="pro-card" aria-labelledby="deal-explain-title">
      <h2 id="deal-explain-title" className="pro-card__title">
        Qué significa cada cifra
      </h2>
      <dl className="deal-explain">
        {explained.map(([key, value]) => (
          <div key={key}>
            <dt>
              <span>{X[key].label}</span>
              <span>{value}</span>
            </dt>
            <dd>
              {X[key].explanation} <code>= {X[key].formula}</code>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Year by year over the hold: charts, the table and the sale that closes the IRR's flows. */
function Projection({ inputs, analysis: a }: DealAnalysisProps) {
  return (
    <section className="pro-card" aria-labelledby="deal-projection-title">
      <h2 id="deal-projection-title" className="pro-card__title">
        Proyección a {inputs.holdYears} años
      </h2>
      <p className="pro-card__lead">
        Renta +{formatPercent(inputs.rentGrowthPct)} al año, gastos fijos +
        {formatPercent(inputs.expenseGrowthPct)}, valor +{formatPercent(inputs.appreciationPct)}{' '}
        desde el ARV de {formatMoney(a.arv)}.
      </p>
      <ChartSuspense>
        <EquityChart years={a.projections} />
      </ChartSuspense>
      <ChartSuspense>
        <CashFlowChart years={a.projections} />
      </ChartSuspense>
      <ScrollTable label="Tabla de la proyección">
        <table className="pro-table">
          <thead>
            <tr>
              <th scope="col">Año</th>
              <th scope="col">Renta/mes</th>
              <th scope="col">NOI/mes</th>
              <th scope="col">Flujo anual</th>
              <th scope="col">Valor</th>
              <th scope="col">Saldo</th>
              <th scope="col">Patrimonio</th>
            </tr>
          </thead>
          <tbody>
            {a.projections.map((p) => (
              <tr key={p.year}>
                <th scope="row">{p.year}</th>
                <td>{formatMoney(p.monthlyRent)}</td>
                <td>{formatMoney(p.noi)}</td>
                <td className={p.annualCashFlow < 0 ? 'negative' : undefined}>
                  {formatMoney(p.annualCashFlow)}
                </td>
                <td>{formatMoney(p.value)}</td>
                <td>{formatMoney(p.loanBalance)}</td>
                <td>{formatMoney(p.equity)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <p className="fine-print">
        Al vender en el año {inputs.holdYears}: valor × (1 − {formatPercent(inputs.sellingCostsPct)}
        ) − saldo = <strong>{formatMoney(a.saleProceeds)}</strong>. Flujos de la TIR:{' '}
        {a.irrFlows.map((f) => formatMoney(f)).join(' · ')}.
      </p>
    </section>
  );
}

function BrrrrCard({ inputs, analysis: a }: DealAnalysisProps) {
  const cashBack = a.brrrr.cashLeftInDeal <= 0;
  return (
    <section className="pro-card" aria-labelledby="deal-brrrr-title">
      <h2 id="deal-brrrr-title" className="pro-card__title">
        BRRRR: refinanciar al {formatPercent(inputs.refiLtvPct)} del ARV
      </h2>
      <dl className="roi-facts">
        <div>
          <dt>Préstamo nuevo</dt>
          <dd>{formatMoney(a.brrrr.newLoan)}</dd>
        </div>
        <div>
          <dt>
            Pago nuevo ({formatPercent(a.brrrr.refiRate)}, {a.brrrr.refiTermYears} años)
          </dt>
          <dd>{formatMoney(a.brrrr.newMonthlyPayment)}</dd>
        </div>
        <div>
          <dt>{X.brrrrCashOut.label}</dt>
          <dd data-testid="brrrr-cash-out">{formatMoney(a.brrrr.cashOut)}</dd>
        </div>
        <div>
          <dt>{X.brrrrCashLeft.label}</dt>
          <dd>{formatMoney(Math.max(0, a.brrrr.cashLeftInDeal))}</dd>
        </div>
        <div>
          <dt>Flujo mensual después</dt>
          <dd className={a.brrrr.newMonthlyCashFlow < 0 ? 'negative' : undefined}>
            {formatMoney(a.brrrr.newMonthlyCashFlow)}
          </dd>
        </div>
        <div>
          <dt>Cash-on-cash después</dt>
          <dd>{cashBack ? 'Recuperaste todo tu dinero' : formatPercent(a.brrrr.newCashOnCash)}</dd>
        </div>
        <div>
          <dt>DSCR del prestamista después</dt>
          <dd>{formatRatio(a.brrrr.newLenderDscr)}</dd>
        </div>
      </dl>
      <p className="fine-print">
        {X.brrrrCashOut.explanation} <code>= {X.brrrrCashOut.formula}</code>
      </p>
    </section>
  );
}

function FlipCard({ analysis: a }: { analysis: DealAnalysis }) {
  return (
    <section className="pro-card" aria-labelledby="deal-flip-title">
      <h2 id="deal-flip-title" className="pro-card__title">
        Flip: vender en {a.flip.holdingMonths} meses al ARV
      </h2>
      <dl className="roi-facts">
        <div>
          <dt>Costos de tenencia</dt>
          <dd>{formatMoney(a.flip.holdingCosts)}</dd>
        </div>
        <div>
          <dt>Costos de venta</dt>
          <dd>{formatMoney(a.flip.sellingCosts)}</dd>
        </div>
        <div>
          <dt>{X.flipProfit.label}</dt>
          <dd className={a.flip.profit < 0 ? 'negative' : 'positive'} data-testid="flip-profit">
            {formatMoney(a.flip.profit)}
          </dd>
        </div>
        <div>
          <dt>Efectivo necesario</dt>
          <dd>{formatMoney(a.flip.cashNeeded)}</dd>
        </div>
        <div>
          <dt>{X.flipRoi.label}</dt>
          <dd>{formatPercent(a.flip.roi)}</dd>
        </div>
        <div>
          <dt>ROI anualizado</dt>
          <dd>{formatPercent(a.flip.annualizedRoi)}</dd>
        </div>
      </dl>
      <p className="fine-print">
        {X.flipProfit.explanation} <code>= {X.flipProfit.formula}</code>. El pago completo del
        préstamo cuenta como costo (conservador: su parte de capital vuelve al vender).
      </p>
    </section>
  );
}
