import { formatMoney } from '@shared/format';
import type { DscrAnalysis } from '../model';
import { DscrFigure } from './dscr-badge';

/**
 * The owner's side: what the property leaves each month after vacancy, every expense and the
 * loan, and the owner's NOI coverage (NOI ÷ the loan payment) with its margin bands (docs/product.md). Not
 * the lender's DSCR: that one is beside it, and its minimum is each lender program's.
 */
export function SpecResult({ analysis }: { analysis: DscrAnalysis }) {
  const { owner } = analysis;
  return (
    <section className="panel result-card" aria-labelledby="spec-result-title">
      <h2 id="spec-result-title" className="panel__title">
        Tu flujo y tu margen
      </h2>
      <p className="panel__lead">
        Lo que te queda después de vacancia, todos los gastos y el pago del préstamo.
      </p>
      <DscrFigure
        dscr={owner.noiCoverage}
        band={owner.band}
        label="Tu cobertura (NOI ÷ pago)"
        testId="dscr-basico"
      />
      <dl className="figures">
        <div>
          <dt>Ingreso efectivo mensual</dt>
          <dd>{formatMoney(owner.effectiveIncome)}</dd>
        </div>
        <div>
          <dt>Gastos operativos</dt>
          <dd>{formatMoney(owner.operatingExpenses)}</dd>
        </div>
        <div>
          <dt>Ingreso operativo neto (NOI)</dt>
          <dd>{formatMoney(owner.noi)}</dd>
        </div>
        <div>
          <dt>Pago del préstamo</dt>
          <dd>{formatMoney(owner.monthlyPayment)}</dd>
        </div>
        <div className="figures__total">
          <dt>Flujo de caja mensual</dt>
          <dd
            className={owner.cashFlow < 0 ? 'is-negative' : 'is-positive'}
            data-testid="dscr-cash-flow"
          >
            {formatMoney(owner.cashFlow)}
          </dd>
        </div>
      </dl>
      <p className="result-card__scale">
        Tu margen: 1.25 o más Excelente · 1.00 a 1.24 Aceptable · menos de 1.00 Riesgoso (pierdes
        dinero cada mes). Es tu colchón, no el mínimo de un prestamista.
      </p>
    </section>
  );
}
