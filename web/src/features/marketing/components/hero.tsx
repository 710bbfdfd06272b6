import { Link } from 'react-router';
import { formatWholeMoney } from '@shared/format';

/** An illustrative DSCR: monthly rent over the monthly debt payment (principal, interest, taxes, insurance, HOA). */
const EXAMPLE_RENT = 2400;
const EXAMPLE_PITIA = 1850;
const EXAMPLE_DSCR = (EXAMPLE_RENT / EXAMPLE_PITIA).toFixed(2);

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-titulo">
      <div className="container hero__grid">
        <div>
          <p className="eyebrow eyebrow--on-dark">Préstamos DSCR y hard money, en español</p>
          <h1 id="hero-titulo">Preparación Hipotecaria para Inversionistas</h1>
          <p className="hero__lead">
            Calcula tu DSCR, organiza tus documentos y preséntate ante el prestamista con un
            expediente completo. Todo lo que necesitas para financiar tu próxima propiedad de
            inversión en Estados Unidos.
          </p>
          <div className="hero__actions">
            <Link className="btn btn--primary btn--lg" to="/register">
              Crear cuenta gratis
            </Link>
            <Link
              className="btn btn--outline-light btn--lg"
              to={{ pathname: '/', hash: 'precios' }}
            >
              Ver planes y precios
            </Link>
          </div>
          <ul className="hero__points">
            <li>Plan gratuito sin tarjeta</li>
            <li>Cancela cuando quieras</li>
            <li>Garantía de satisfacción de 30 días</li>
          </ul>
        </div>
        <figure className="hero-card">
          <figcaption className="hero-card__caption">
            <span className="hero-card__title">Calculadora DSCR</span>
            <span className="pill">Ejemplo ilustrativo</span>
          </figcaption>
          <dl className="hero-card__rows">
            <div>
              <dt>Renta mensual</dt>
              <dd>{formatWholeMoney(EXAMPLE_RENT)}</dd>
            </div>
            <div>
              <dt>Pago mensual (PITIA)</dt>
              <dd>{formatWholeMoney(EXAMPLE_PITIA)}</dd>
            </div>
            <div className="hero-card__result">
              <dt>DSCR</dt>
              <dd>{EXAMPLE_DSCR}</dd>
            </div>
          </dl>
          <p className="hero-card__note">
            DSCR = renta ÷ pago de la deuda. Con 1.00 o más, la renta cubre el pago; cada
            prestamista fija su propio mínimo.
          </p>
        </figure>
      </div>
    </section>
  );
}
