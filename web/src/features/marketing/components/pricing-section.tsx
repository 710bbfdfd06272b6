import { Link } from 'react-router';
import { PLAN_IDS, PLANS, planFeatures, type PlanId } from '@shared/plans';
import { BillingTerms } from './billing-terms';
import { PlanPrice } from './plan-price';
import { SectionBlock } from './section-block';
import { usePlanContent } from '@/features/videos/api/get-videos';

/** Each card leads to its plan's page, where the visitor signs up or subscribes. */
const CARD_ACTION: Record<PlanId, string> = {
  gratuito: 'Comenzar gratis',
  pro: 'Probar Pro 7 días gratis',
  elite: 'Elegir Plan Elite',
};

export function PricingSection() {
  const content = usePlanContent();
  return (
    <SectionBlock
      id="precios"
      eyebrow="Precios"
      title="Un plan para cada etapa de tu inversión"
      lead="Empieza gratis y cambia de plan cuando lo necesites. Precios en dólares estadounidenses."
    >
      <ul className="pricing-grid">
        {PLAN_IDS.map((id) => {
          const plan = PLANS[id];
          return (
            <li key={id} className={plan.popular ? 'plan-card plan-card--popular' : 'plan-card'}>
              {plan.popular && <p className="plan-card__badge">Más Popular</p>}
              <h3 id={`plan-${id}-titulo`}>Plan {plan.name}</h3>
              <p className="plan-card__tagline">{plan.tagline}</p>
              <PlanPrice amount={plan.monthlyPrice} />
              <p className="plan-card__note">
                {plan.trialDays > 0
                  ? `${plan.trialDays} días de prueba gratis`
                  : plan.monthlyPrice === 0
                    ? 'Sin tarjeta de crédito'
                    : 'Facturación mensual'}
              </p>
              <ul className="check-list">
                {planFeatures(id, content).map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <Link
                className={
                  plan.popular ? 'btn btn--primary btn--block' : 'btn btn--navy btn--block'
                }
                to={`/plan-${id}`}
              >
                {CARD_ACTION[id]}
              </Link>
            </li>
          );
        })}
      </ul>
      <BillingTerms />
    </SectionBlock>
  );
}
