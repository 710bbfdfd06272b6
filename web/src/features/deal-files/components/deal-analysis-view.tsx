import { lazy } from 'react';
import { ScrollTable } from '@/components/scroll-table';
import type { DealFileInputs } from '@shared/api/deal-files';
import { TYPICAL_HARD_MONEY, type DealAnalysis } from '@shared/finance/deal-analysis';
import {
  DEAL_FIGURE_EXPLANATIONS as X,
  type ExplainedFigure,
} from '@shared/finance/deal-explanations';
import { formatDate, formatMoney } from '@shared/format';
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
  const interestOnly = inputs.interestOnlyYears > 0;
  return (
    <section className="pro-card" aria-labelledby="deal-results-title">
      <h2 id="deal-results-title" className="pro-card__title">
        Análisis del expediente
      </h2>
      <p className="pro-card__lead">
        {inputs.name}: préstamo de {formatMoney(a.loan)} a {formatPercent(inputs.interestRate)} por{' '}
        {inputs.termYears} {inputs.termYears === 1 ? 'año' : 'años'}
        {interestOnly
          ? `, ${inputs.interestOnlyYears === inputs.termYears ? 'todo' : `${inputs.interestOnlyYears} años`} de solo interés`
          : ''}
        {a.points > 0 ? ` y ${formatMoney(a.points)} de puntos` : ''}; {inputs.holdYears} años de
        tenencia.
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
          <span className="metric__label">DSCR</span>
          <span className="metric__value" data-testid="deal-dscr">
            {formatRatio(a.lenderDscr)}
          </span>
          <span className="metric__note">renta ÷ {a.dscrBasis}</span>
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
      {a.balloon ? (
        <p className="pro-note" role="status">
          El préstamo vence en el mes {a.balloon.month} con un pago final de{' '}
          {formatMoney(a.balloon.amount)}: antes hay que refinanciar (BRRRR) o vender (flip). La
          proyección lo cuenta en el año en que vence.
        </p>
      ) : interestOnly && a.paymentAfterInterestOnly > 0 ? (
        <p className="fine-print">
          Después de {inputs.interestOnlyYears} años de solo interés el pago sube a{' '}
          {formatMoney(a.paymentAfterInterestOnly)} al mes (capital e interés).
        </p>
      ) : null}
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
  const b = a.brrrr;
  const cashBack = b.cashLeftInDeal <= 0;
  return (
    <section className="pro-card" aria-labelledby="deal-brrrr-title">
      <h2 id="deal-brrrr-title" className="pro-card__title">
        BRRRR: refinanciar al {formatPercent(inputs.refiLtvPct)} en el mes {b.month}
      </h2>
      <p className="pro-card__lead">
        Compra con el préstamo del expediente, {inputs.rehabMonths} meses de rehabilitación sin
        renta ({formatMoney(b.carryingCosts)} de pagos y costos de tenencia) y refinanciamiento al
        terminar.{' '}
        {b.seasoned
          ? `Con ${b.seasoningMonths} meses de temporada ya cumplidos, el prestamista usa el avalúo (ARV).`
          : `Antes de los ${b.seasoningMonths} meses de temporada (seasoning) el prestamista usa el menor entre el ARV (${formatMoney(a.arv)}) y el costo (${formatMoney(b.costBasis)}).`}
        {b.seasonedOn
          ? ` La temporada se cumple el ${formatDate(`${b.seasonedOn}T12:00:00`)}.`
          : ''}
      </p>
      <dl className="roi-facts">
        <div>
          <dt>Valor que usa el prestamista</dt>
          <dd>{formatMoney(b.valueBasis)}</dd>
        </div>
        <div>
          <dt>Préstamo nuevo</dt>
          <dd>{formatMoney(b.newLoan)}</dd>
        </div>
        <div>
          <dt>
            Pago nuevo ({formatPercent(b.refiRate)}, {b.refiTermYears} años)
          </dt>
          <dd>{formatMoney(b.newMonthlyPayment)}</dd>
        </div>
        <div>
          <dt>Deuda que se paga</dt>
          <dd>{formatMoney(b.payoff)}</dd>
        </div>
        <div>
          <dt>{X.brrrrCashOut.label}</dt>
          <dd data-testid="brrrr-cash-out">{formatMoney(b.cashOut)}</dd>
        </div>
        <div>
          <dt>{X.brrrrCashLeft.label}</dt>
          <dd data-testid="brrrr-cash-left">{formatMoney(Math.max(0, b.cashLeftInDeal))}</dd>
        </div>
        <div>
          <dt>Flujo mensual después</dt>
          <dd className={b.newMonthlyCashFlow < 0 ? 'negative' : undefined}>
            {formatMoney(b.newMonthlyCashFlow)}
          </dd>
        </div>
        <div>
          <dt>Cash-on-cash después</dt>
          <dd>{cashBack ? 'Recuperaste todo tu dinero' : formatPercent(b.newCashOnCash)}</dd>
        </div>
        <div>
          <dt>DSCR después (renta ÷ PITIA)</dt>
          <dd>{formatRatio(b.newLenderDscr)}</dd>
        </div>
        <div>
          <dt>TIR del camino BRRRR</dt>
          <dd data-testid="brrrr-irr">{formatPercent(b.irr)}</dd>
        </div>
      </dl>
      {b.atSeasoning ? (
        <p className="fine-print">
          Si esperas al mes {b.atSeasoning.month} para refinanciar sobre el avalúo: préstamo de{' '}
          {formatMoney(b.atSeasoning.newLoan)}, efectivo del refinanciamiento{' '}
          {formatMoney(b.atSeasoning.cashOut)} y{' '}
          {formatMoney(Math.max(0, b.atSeasoning.cashLeftInDeal))} en el deal (con la renta y los
          pagos de esos meses).
        </p>
      ) : null}
      <p className="fine-print">
        {X.brrrrCashOut.explanation} <code>= {X.brrrrCashOut.formula}</code>. La TIR sigue el camino
        mes a mes: compra y rehabilitación, meses sin renta, refinanciamiento, renta y venta al año{' '}
        {inputs.holdYears}.
      </p>
    </section>
  );
}

function FlipCard({ analysis: a }: { analysis: DealAnalysis }) {
  const f = a.flip;
  const h = TYPICAL_HARD_MONEY;
  return (
    <section className="pro-card" aria-labelledby="deal-flip-title">
      <h2 id="deal-flip-title" className="pro-card__title">
        Flip: vender en {f.holdingMonths} meses al ARV
      </h2>
      <dl className="roi-facts">
        <div>
          <dt>Pagos del préstamo</dt>
          <dd>{formatMoney(f.loanPayments)}</dd>
        </div>
        <div>
          <dt>Otros costos de tenencia</dt>
          <dd>{formatMoney(f.otherHoldingCosts)}</dd>
        </div>
        <div>
          <dt>Costos de venta</dt>
          <dd>{formatMoney(f.sellingCosts)}</dd>
        </div>
        <div>
          <dt>Saldo del préstamo al vender</dt>
          <dd>{formatMoney(f.payoff)}</dd>
        </div>
        <div>
          <dt>{X.flipProfit.label}</dt>
          <dd className={f.profit < 0 ? 'negative' : 'positive'} data-testid="flip-profit">
            {formatMoney(f.profit)}
          </dd>
        </div>
        <div>
          <dt>Efectivo necesario</dt>
          <dd>{formatMoney(f.cashNeeded)}</dd>
        </div>
        <div>
          <dt>{X.flipRoi.label}</dt>
          <dd data-testid="flip-roi">{formatPercent(f.roi)}</dd>
        </div>
        <div>
          <dt>ROI anualizado</dt>
          <dd>{formatPercent(f.annualizedRoi)}</dd>
        </div>
        <div>
          <dt>Préstamo ÷ costo (LTC)</dt>
          <dd>{formatPercent(f.loanToCost)}</dd>
        </div>
        <div>
          <dt>Préstamo ÷ ARV</dt>
          <dd>{formatPercent(f.loanToArv)}</dd>
        </div>
      </dl>
      <p className="fine-print">
        {X.flipProfit.explanation} <code>= {X.flipProfit.formula}</code>. El capital que pagas
        durante el flip vuelve al vender (el saldo es menor): solo el interés es costo.
      </p>
      <p className="fine-print">
        Los prestamistas de hard money publican hasta {h.purchasePct} % de la compra más{' '}
        {h.rehabPct} % de la rehabilitación, sin pasar del {h.arvPct} % del ARV (Pantheon, Baraka):
        con este deal, hasta {formatMoney(f.typicalMaxLoan)}.{' '}
        {a.loan > f.typicalMaxLoan + 0.005
          ? `Tu préstamo de ${formatMoney(a.loan)} pasa ese límite.`
          : ''}
      </p>
    </section>
  );
}
