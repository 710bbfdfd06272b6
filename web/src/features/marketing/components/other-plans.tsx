import { Link } from 'react-router';
import { PLAN_IDS, PLANS, type PlanId } from '@shared/plans';
import { PlanPrice } from './plan-price';

/** Links from one plan page to the other two. */
export function OtherPlans({ current }: { current: PlanId }) {
  return (
    <section className="section" aria-labelledby="otros-planes-titulo">
      <div className="container">
        <header className="section__header">
          <p className="eyebrow">Compara</p>
          <h2 id="otros-planes-titulo" className="section__title">
            Otros planes
          </h2>
        </header>
        <ul className="other-plans">
          {PLAN_IDS.filter((id) => id !== current).map((id) => {
            const plan = PLANS[id];
            return (
              <li key={id} className="card other-plan">
                <div>
                  <h3>Plan {plan.name}</h3>
                  <p className="other-plan__tagline">{plan.tagline}</p>
                </div>
                <PlanPrice amount={plan.monthlyPrice} className="price price--small" />
                <Link className="btn btn--ghost" to={`/plan-${id}`}>
                  Ver Plan {plan.name}
                </Link>
              </li>
            );
          })}
        </ul>
        <p className="center-link">
          <Link className="arrow-link" to={{ pathname: '/', hash: 'precios' }}>
            Comparar todos los planes
          </Link>
        </p>
      </div>
    </section>
  );
}
