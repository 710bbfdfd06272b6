import { lazy } from 'react';
import type { RoiInputs, RoiResult } from '@shared/finance/roi';
import {
  CAP_RATE_BAND_LABELS,
  CAP_RATE_BANDS,
  capRateBand,
  CASH_ON_CASH_BAND_LABELS,
  CASH_ON_CASH_BANDS,
  cashOnCashBand,
} from '@shared/finance/roi';
import { formatMoney } from '@shared/format';
import { GLOSSARY } from '@shared/glossary';
import { BandGauge } from '@/components/band-gauge';
import { GlossaryTerm } from '@/components/glossary-term';
import { formatPercent, formatRatio } from '@/lib/format-figures';
import { ChartSuspense } from '@/components/charts/chart-suspense';

const RoiFlowChart = lazy(() =>
  import('./roi-flow-chart').then((m) => ({ default: m.RoiFlowChart })),
);

const COC_TONE = { excelente: 'good', moderado: 'warn', bajo: 'bad' } as const;
const CAP_TONE = { solido: 'good', moderado: 'warn', bajo: 'bad' } as const;

const COC_SHORT = { excelente: 'Excelente', moderado: 'Moderado', bajo: 'Bajo' } as const;
const CAP_SHORT = { solido: 'Sólido', moderado: 'Moderado', bajo: 'Bajo' } as const;

const COC_TEXT = {
  excelente:
    'Tu dinero rinde más de 8% al año en efectivo: un retorno excelente para una propiedad de renta.',
  moderado: 'Entre 5% y 8%: un retorno moderado. Negociar el precio o subir la renta lo mejora.',
  bajo: 'De 5% o menos: el efectivo invertido rinde poco. Revisa precio, renta, gastos o financiamiento.',
} as const;
const CAP_TEXT = {
  solido: 'Por encima de 6%: la propiedad produce un ingreso sólido respecto de su precio.',
  moderado: 'Entre 4% y 6%: un cap rate moderado, habitual en mercados de alta demanda.',
  bajo: 'De 4% o menos: el ingreso es bajo para el precio pagado.',
} as const;

type CocBand = ReturnType<typeof cashOnCashBand>;
type CapBand = ReturnType<typeof capRateBand>;

interface RoiProps {
  inputs: RoiInputs;
  result: RoiResult;
}

interface BandProps {
  result: RoiResult;
  cocBand: CocBand | null;
  capBand: CapBand | null;
}

/** The headline tiles: monthly cash flow, cash-on-cash, DSCR, cap rate and the 1 % rule. */
function RoiMetrics({ result, cocBand, capBand }: BandProps) {
  const flowNegative = Math.round(result.monthlyCashFlow * 100) < 0;
  return (
    <div className="metric-grid metric-grid--four">
      <div className={`metric ${flowNegative ? 'metric--bad' : 'metric--good'}`}>
        <span className="metric__label">
          <GlossaryTerm id="cashFlow" suffix=" Mensual" />
        </span>
        <span className="metric__value" data-testid="roi-cash-flow">
          {formatMoney(result.monthlyCashFlow)}
        </span>
        <span className="metric__note">{formatMoney(result.annualCashFlow)} al año</span>
      </div>
      <div className={`metric metric--${cocBand ? COC_TONE[cocBand] : 'none'}`}>
        <span className="metric__label">
          <GlossaryTerm id="cashOnCash" />
        </span>
        <span className="metric__value" data-testid="roi-cash-on-cash">
          {formatPercent(result.cashOnCash)}
        </span>
        <span className="metric__note">
          {cocBand
            ? `${CASH_ON_CASH_BAND_LABELS[cocBand]} · sobre ${formatMoney(result.cashInvested)}`
            : 'Sin efectivo invertido'}
        </span>
      </div>
      <div className="metric">
        <span className="metric__label">
          <GlossaryTerm id="dscr" />
        </span>
        <span className="metric__value" data-testid="roi-dscr">
          {formatRatio(result.lenderDscr)}
        </span>
        <span className="metric__note">renta ÷ {result.dscrBasis}</span>
      </div>
      <div className={`metric metric--${capBand ? CAP_TONE[capBand] : 'none'}`}>
        <span className="metric__label">
          <GlossaryTerm id="capRate" />
        </span>
        <span className="metric__value" data-testid="roi-cap-rate">
          {formatPercent(result.capRate)}
        </span>
        <span className="metric__note">
          {capBand ? CAP_RATE_BAND_LABELS[capBand] : 'Sin precio'}
        </span>
      </div>
      <div className={`metric ${result.meetsOnePercentRule ? 'metric--good' : 'metric--warn'}`}>
        <span className="metric__label">Regla del 1%</span>
        <span className="metric__value">{result.meetsOnePercentRule ? 'Cumple' : 'No cumple'}</span>
        <span className="metric__note">Renta/precio: {formatPercent(result.rentToPrice)}</span>
      </div>
    </div>
  );
}

/** The loan, its payment, the PITIA, NOI and the owner's coverage, as a definition list. */
function RoiFacts({ result }: { result: RoiResult }) {
  return (
    <dl className="roi-facts">
      <div>
        <dt>
          Pago mensual ({result.dscrBasis === 'ITIA' ? 'solo intereses' : 'capital e intereses'})
        </dt>
        <dd>{formatMoney(result.monthlyPayment)}</dd>
      </div>
      <div>
        <dt>{result.dscrBasis} (pago + impuestos + seguro + HOA)</dt>
        <dd>{formatMoney(result.pitia.total)}</dd>
      </div>
      <div>
        <dt>
          <GlossaryTerm id="noi" />
        </dt>
        <dd>{formatMoney(result.monthlyNoi)} / mes</dd>
      </div>
      <div>
        <dt>Tu cobertura (NOI ÷ pago)</dt>
        <dd>{formatRatio(result.noiCoverage)}</dd>
      </div>
      <div>
        <dt>Monto del préstamo</dt>
        <dd>{formatMoney(result.loanAmount)}</dd>
      </div>
      <div>
        <dt>Efectivo invertido</dt>
        <dd>{formatMoney(result.cashInvested)}</dd>
      </div>
    </dl>
  );
}

/** Cash-on-cash and cap rate on gauges against the investor bands, with what each band means. */
function RoiBands({ result, cocBand, capBand }: BandProps) {
  return (
    <section className="pro-card" aria-labelledby="roi-bands-title">
      <h2 id="roi-bands-title" className="pro-card__title">
        Frente a sus rangos
      </h2>
      <p className="pro-card__lead">
        Dónde cae cada retorno en los rangos que usan los inversionistas.
      </p>
      <div className="pro-stack">
        <div>
          <BandGauge
            label={GLOSSARY.cashOnCash.label}
            value={result.cashOnCash}
            display={formatPercent(result.cashOnCash)}
            band={cocBand ? COC_SHORT[cocBand] : null}
            min={0}
            max={12}
            zones={[
              { to: CASH_ON_CASH_BANDS.moderate, tone: 'bad', label: COC_SHORT.bajo },
              { to: CASH_ON_CASH_BANDS.excellent, tone: 'warn', label: COC_SHORT.moderado },
              { to: 12, tone: 'good', label: COC_SHORT.excelente },
            ]}
            formatTick={(v) => `${v}%`}
          />
          {cocBand ? <p className="fine-print">{COC_TEXT[cocBand]}</p> : null}
        </div>
        <div>
          <BandGauge
            label={GLOSSARY.capRate.label}
            value={result.capRate}
            display={formatPercent(result.capRate)}
            band={capBand ? CAP_SHORT[capBand] : null}
            min={0}
            max={12}
            zones={[
              { to: CAP_RATE_BANDS.moderate, tone: 'bad', label: CAP_SHORT.bajo },
              { to: CAP_RATE_BANDS.solid, tone: 'warn', label: CAP_SHORT.moderado },
              { to: 12, tone: 'good', label: CAP_SHORT.solido },
            ]}
            formatTick={(v) => `${v}%`}
          />
          {capBand ? <p className="fine-print">{CAP_TEXT[capBand]}</p> : null}
        </div>
      </div>
    </section>
  );
}

/** The rent split chart: rent, expenses, loan payment and what is left each month. */
function RoiFlow({ inputs, result }: RoiProps) {
  return (
    <section className="pro-card" aria-labelledby="roi-flow-title">
      <h2 id="roi-flow-title" className="pro-card__title">
        Cómo se reparte la renta
      </h2>
      <p className="pro-card__lead">Cada mes: renta, gastos, pago del préstamo y lo que queda.</p>
      <ChartSuspense>
        <RoiFlowChart
          rent={inputs.monthlyRent + inputs.otherIncome}
          expenses={inputs.monthlyExpenses}
          payment={result.monthlyPayment}
          cashFlow={result.monthlyCashFlow}
        />
      </ChartSuspense>
    </section>
  );
}

/** The live results: headline tiles, the two bands as gauges, the 1 % rule and the rent split. */
export function RoiResults({ inputs, result }: RoiProps) {
  const cocBand = result.cashOnCash === null ? null : cashOnCashBand(result.cashOnCash);
  const capBand = result.capRate === null ? null : capRateBand(result.capRate);

  return (
    <div className="pro-stack" aria-live="polite">
      <section className="pro-card" aria-labelledby="roi-results-title">
        <h2 id="roi-results-title" className="pro-card__title">
          Resultados
        </h2>
        <p className="pro-card__lead">
          Préstamo de {formatMoney(result.loanAmount)} a {formatPercent(inputs.interestRate)} por{' '}
          {inputs.loanTerm} años: pago de {formatMoney(result.monthlyPayment)} al mes.
        </p>
        <RoiMetrics result={result} cocBand={cocBand} capBand={capBand} />
        {result.escrowsOverExpenses ? (
          <p className="pro-alert" role="status">
            Los impuestos, el seguro y la HOA son parte de los gastos mensuales: los gastos no
            pueden ser menores que su suma.
          </p>
        ) : inputs.propertyTaxes + inputs.insurance === 0 && result.loanAmount > 0 ? (
          <p className="pro-note">
            Escribe los impuestos y el seguro (de tus gastos) para el DSCR del prestamista: sin
            ellos el PITIA solo tiene el pago del préstamo y el DSCR real será menor.
          </p>
        ) : null}
        <RoiFacts result={result} />
      </section>

      <RoiBands result={result} cocBand={cocBand} capBand={capBand} />

      <RoiFlow inputs={inputs} result={result} />
    </div>
  );
}
