import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { formatMoney, formatNumber } from '@shared/format';
import type { DscrAnalysis } from '../model';
import { DscrFigure } from './dscr-badge';

const PitiaChart = lazy(() => import('./pitia-chart'));
type Lender = DscrAnalysis['lender'];
type Inputs = DscrAnalysis['inputs'];

/** The first month's PITIA part by part against the gross rent, as a table and a chart. */
function PaymentBreakdown({ pitia, inputs }: { pitia: Lender['pitia']; inputs: Inputs }) {
  const parts = [
    { label: 'Principal', value: pitia.principal },
    { label: 'Interés', value: pitia.interest },
    { label: 'Impuestos', value: pitia.taxes },
    { label: 'Seguro', value: pitia.insurance },
    { label: 'HOA', value: pitia.hoa },
  ];
  return (
    <div className="lender-view__grid">
      <div>
        <h3 className="lender-view__subtitle">Tu pago mensual, parte por parte</h3>
        <table className="data-table">
          <caption className="visually-hidden">Desglose del PITIA del primer mes</caption>
          <tbody>
            {parts.map((part) => (
              <tr key={part.label}>
                <th scope="row">{part.label}</th>
                <td>{formatMoney(part.value)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{inputs.interestOnly ? 'ITIA' : 'PITIA'} total</th>
              <td>{formatMoney(pitia.total)}</td>
            </tr>
            <tr>
              <th scope="row">Renta bruta</th>
              <td>{formatMoney(inputs.monthlyRent)}</td>
            </tr>
          </tfoot>
        </table>
        <p className="fine-print">
          {inputs.interestOnly
            ? 'Solo interés: el pago no baja el saldo.'
            : 'Principal e interés del primer pago; con cada pago baja el interés y sube el principal.'}
        </p>
      </div>
      <div className="lender-view__chart">
        <h3 className="lender-view__subtitle">Renta frente a pago</h3>
        <Suspense fallback={<div className="chart-placeholder" aria-hidden="true" />}>
          <PitiaChart rent={inputs.monthlyRent} pitia={pitia} />
        </Suspense>
      </div>
    </div>
  );
}

/** The largest loan at each DSCR target, and how far it is from the member's loan. */
function LoanSizing({ lender, inputs }: { lender: Lender; inputs: Inputs }) {
  return (
    <>
      <h3 className="lender-view__subtitle">Cuánto te prestarían con esta renta</h3>
      <p className="fine-print fine-print--lead">
        Préstamo más alto que mantiene cada DSCR, a {formatNumber(inputs.interestRate)}% y{' '}
        {formatNumber(inputs.loanTerm)} años, con los mismos impuestos, seguro y HOA.
      </p>
      <ul className="sizing">
        {lender.sizing.map(({ target, maxLoan }) => {
          const gap = maxLoan === null ? null : maxLoan - inputs.loanAmount;
          return (
            <li key={target} className="sizing__item">
              <span className="sizing__target">DSCR {target.toFixed(2)}</span>
              <strong className="sizing__loan">
                {maxLoan === null ? 'Sin límite por DSCR' : formatMoney(maxLoan)}
              </strong>
              {gap !== null && (
                <span className={gap >= 0 ? 'sizing__gap is-positive' : 'sizing__gap is-negative'}>
                  {gap >= 0
                    ? `${formatMoney(gap)} por encima de tu préstamo`
                    : `${formatMoney(-gap)} menos que tu préstamo`}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** The rent a 1.25 DSCR needs, the gap to today's rent, and the way to ¿Califico?. */
function RentTarget({ lender, inputs }: { lender: Lender; inputs: Inputs }) {
  const rentGap = lender.rentFor125 - inputs.monthlyRent;
  return (
    <div className="rent-target">
      <p>
        Renta necesaria para un DSCR de 1.25:{' '}
        <strong data-testid="renta-125">{formatMoney(lender.rentFor125)}</strong> al mes
      </p>
      <p className="fine-print">
        {rentGap > 0
          ? `Son ${formatMoney(rentGap)} más que tu renta actual.`
          : 'Tu renta actual ya alcanza 1.25.'}
      </p>
      <p className="fine-print">
        ¿Con qué prestamistas calificas y qué te falta con cada uno?{' '}
        <Link to="/califico">Revísalo en ¿Califico?</Link> (plan Pro).
      </p>
    </div>
  );
}

/** Why the member's DSCR and the lender's differ, with this deal's reasons. */
function WhyTheyDiffer({ differences }: { differences: DscrAnalysis['differences'] }) {
  return (
    <div className="why">
      <h3 className="lender-view__subtitle">¿Por qué tu cobertura y el DSCR son distintos?</h3>
      <p>
        Tu cobertura mide si la propiedad te deja dinero después de vacancia y gastos. El
        prestamista mide si la renta cubre el pago de la vivienda: divide la renta bruta entre el
        PITIA y no descuenta vacancia ni mantenimiento. Cada programa pone su mínimo: desde 0.75
        (algunos sin mínimo) hasta 1.25.
      </p>
      {differences.length > 0 ? (
        <ul>
          {differences.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : (
        <p>Con estos datos los dos cálculos usan los mismos ingresos y gastos.</p>
      )}
    </div>
  );
}

/**
 * What a DSCR lender computes from the same deal: gross rent ÷ PITIA, the payment in its parts,
 * the largest loan at 1.00 / 1.10 / 1.25, the rent for 1.25, and why the two ratios differ.
 */
export function LenderView({ analysis }: { analysis: DscrAnalysis }) {
  const { lender, inputs, differences } = analysis;
  const { pitia } = lender;

  return (
    <section className="panel lender-view" aria-labelledby="lender-view-title">
      <div className="lender-view__head">
        <div>
          <p className="lender-view__eyebrow">Vista del prestamista</p>
          <h2 id="lender-view-title" className="panel__title">
            El DSCR que calcula tu prestamista
          </h2>
          <p className="panel__lead">
            Renta bruta ÷ PITIA (principal, interés, impuestos, seguro y HOA)
            {inputs.interestOnly ? '; con solo intereses, ITIA' : ''}.
          </p>
        </div>
        <DscrFigure
          dscr={lender.dscr}
          label={`DSCR (renta ÷ ${inputs.interestOnly ? 'ITIA' : 'PITIA'})`}
          testId="dscr-prestamista"
        />
      </div>

      <PaymentBreakdown pitia={pitia} inputs={inputs} />

      <LoanSizing lender={lender} inputs={inputs} />

      <RentTarget lender={lender} inputs={inputs} />

      <WhyTheyDiffer differences={differences} />
    </section>
  );
}
