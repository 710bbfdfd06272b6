import { formatMoney } from '@shared/format';
import { GLOSSARY } from '@shared/glossary';
import type { DscrAnalysis } from '../model';
import { DscrFigure } from './dscr-badge';

/** The spec's result (02 §9): effective income over debt service, with its band. */
export function SpecResult({ analysis }: { analysis: DscrAnalysis }) {
  const { spec } = analysis;
  return (
    <section className="panel result-card" aria-labelledby="spec-result-title">
      <h2 id="spec-result-title" className="panel__title">
        Tu DSCR
      </h2>
      <p className="panel__lead">
        Ingreso efectivo ÷ servicio de deuda: descuenta vacancia y mantenimiento.
      </p>
      <DscrFigure
        dscr={spec.dscr}
        band={spec.band}
        label={GLOSSARY.dscr.label}
        testId="dscr-basico"
      />
      <dl className="figures">
        <div>
          <dt>Ingreso efectivo mensual</dt>
          <dd>{formatMoney(spec.effectiveIncome)}</dd>
        </div>
        <div>
          <dt>Pago del préstamo (principal e interés)</dt>
          <dd>{formatMoney(spec.monthlyPayment)}</dd>
        </div>
        <div>
          <dt>Servicio de deuda mensual</dt>
          <dd>{formatMoney(spec.debtService)}</dd>
        </div>
        <div className="figures__total">
          <dt>Flujo de caja mensual</dt>
          <dd className={spec.cashFlow < 0 ? 'is-negative' : 'is-positive'}>
            {formatMoney(spec.cashFlow)}
          </dd>
        </div>
      </dl>
      <p className="result-card__scale">
        1.25 o más: Excelente · 1.00 a 1.24: Aceptable · menos de 1.00: Riesgoso
      </p>
    </section>
  );
}
