import { SectionBlock } from './section-block';

interface LoanType {
  id: string;
  tag: string;
  name: string;
  rows: readonly (readonly [label: string, value: string])[];
}

/** DSCR loans run 30 years on rental income; hard money closes in 7-14 days for 6-24 months. */
const LOANS: readonly LoanType[] = [
  {
    id: 'dscr',
    tag: 'Para comprar y rentar',
    name: 'Préstamo DSCR',
    rows: [
      [
        'Califica con',
        'Los ingresos de renta de la propiedad, no con tus declaraciones de impuestos',
      ],
      ['Plazo', '30 años'],
      ['Qué evalúa', 'Si la renta cubre el pago mensual de la deuda (el DSCR)'],
      ['Ideal para', 'Propiedades de renta a largo plazo y hacer crecer tu portafolio'],
    ],
  },
  {
    id: 'hard-money',
    tag: 'Para comprar rápido y renovar',
    name: 'Hard Money',
    rows: [
      ['Califica con', 'El valor de la propiedad y tu plan para el proyecto'],
      ['Plazo', 'De 6 a 24 meses'],
      ['Cierre', 'En 7 a 14 días'],
      ['Ideal para', 'Comprar, renovar y vender (fix and flip) o como financiamiento puente'],
    ],
  },
];

export function LoanComparison() {
  return (
    <SectionBlock
      id="comparacion"
      eyebrow="Conoce tus opciones"
      title="DSCR vs Hard Money"
      lead="Dos formas distintas de financiar una propiedad de inversión. Entender sus diferencias te ayuda a preparar lo que cada prestamista te va a pedir."
    >
      <div className="compare">
        {LOANS.map((loan) => (
          <article
            key={loan.id}
            className={`card compare-card compare-card--${loan.id}`}
            aria-labelledby={`prestamo-${loan.id}`}
          >
            <p className="pill">{loan.tag}</p>
            <h3 id={`prestamo-${loan.id}`}>{loan.name}</h3>
            <dl>
              {loan.rows.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </article>
        ))}
      </div>
    </SectionBlock>
  );
}
