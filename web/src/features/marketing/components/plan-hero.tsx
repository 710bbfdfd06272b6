import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PLANS, type PlanId } from '@shared/plans';
import { PlanPrice } from './plan-price';

interface PlanHeroProps {
  planId: PlanId;
  eyebrow: string;
  lead: string;
  /** Under the price, e.g. the trial or "no card" line. */
  priceNote: string;
  /** The call to action. */
  children: ReactNode;
  /** Short reassurances under the call to action. */
  terms: readonly string[];
}

/** Top of a plan page: back button home, name and pitch, and a price panel with the action. */
export function PlanHero({ planId, eyebrow, lead, priceNote, children, terms }: PlanHeroProps) {
  const plan = PLANS[planId];
  return (
    <section className="hero plan-hero" aria-labelledby="plan-titulo">
      <div className="container hero__grid">
        <div>
          <Link className="back-link" to="/">
            <span aria-hidden="true">←</span> Volver al inicio
          </Link>
          <p className="eyebrow eyebrow--on-dark">{eyebrow}</p>
          <h1 id="plan-titulo">Plan {plan.name}</h1>
          <p className="hero__lead">{lead}</p>
        </div>
        <div className="price-panel">
          <div className="price-panel__head">
            <p className="price-panel__name">Plan {plan.name}</p>
            {plan.popular && <p className="pill pill--gold">Más Popular</p>}
          </div>
          <PlanPrice amount={plan.monthlyPrice} />
          <p className="price-panel__note">{priceNote}</p>
          <div className="price-panel__action">{children}</div>
          <ul className="price-panel__terms">
            {terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
