import { Button } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import type { SubscriptionResponse } from '@shared/api/billing';
import { formatDate } from '@shared/format';
import { PLAN_IDS, PLANS, planFeatures, type PaidPlanId, type PlanId } from '@shared/plans';
import '@aws-amplify/ui-react/styles/button.css';
import { usePlanContent } from '@/features/videos/api/get-videos';

export type PlanAction =
  { kind: 'upgrade'; plan: 'elite' } | { kind: 'downgrade'; plan: 'pro' } | { kind: 'cancel' };

/**
 * The three plan cards of /subscription with their button rules: the current
 * plan reads 'Plan Actual'; a free user upgrades through checkout; Pro can move up to Elite;
 * Elite sees 'Cambiar a Pro'; both see 'Cambiar a Gratuito' (cancel at period end). The
 * prototype's "contact support" alerts are these real actions.
 */
export function PlanOptions({
  view,
  onAction,
}: {
  view: SubscriptionResponse;
  onAction: (action: PlanAction) => void;
}) {
  const blocked = view.status === 'past_due' || view.status === 'unpaid';
  const content = usePlanContent();
  return (
    <ul className="plan-options">
      {PLAN_IDS.map((id) => {
        const plan = PLANS[id];
        const current = id === view.plan;
        return (
          <li
            key={id}
            className={current ? 'plan-option plan-option--current' : 'plan-option'}
            aria-current={current ? 'true' : undefined}
          >
            {plan.popular ? <p className="plan-option__flag">Más Popular</p> : null}
            <h3>Plan {plan.name}</h3>
            <p className="plan-option__price">
              ${plan.monthlyPrice}
              <span>/mes</span>
            </p>
            <p className="plan-option__tagline">{plan.tagline}</p>
            <ul className="plan-option__features">
              {planFeatures(id, content).map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <div className="plan-option__action">
              <PlanButton target={id} view={view} blocked={blocked} onAction={onAction} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function PlanButton({
  target,
  view,
  blocked,
  onAction,
}: {
  target: PlanId;
  view: SubscriptionResponse;
  blocked: boolean;
  onAction: (action: PlanAction) => void;
}) {
  if (target === view.plan) {
    return (
      <Button isFullWidth isDisabled>
        Plan Actual
      </Button>
    );
  }
  if (view.plan === 'gratuito') {
    const paid = target as PaidPlanId;
    return (
      <Link className="btn btn--primary btn--block" to={`/checkout?plan=${paid}`}>
        {paid === 'pro' ? 'Mejorar a Pro' : 'Mejorar a Elite'}
      </Link>
    );
  }
  if (target === 'gratuito') {
    if (view.cancelAtPeriodEnd) {
      return (
        <Button isFullWidth isDisabled>
          {view.currentPeriodEnd
            ? `Desde el ${formatDate(view.currentPeriodEnd)}`
            : 'Cambio programado'}
        </Button>
      );
    }
    return (
      <Button isFullWidth isDisabled={blocked} onClick={() => onAction({ kind: 'cancel' })}>
        Cambiar a Gratuito
      </Button>
    );
  }
  if (target === 'elite') {
    return (
      <Button
        variation="primary"
        isFullWidth
        isDisabled={blocked}
        onClick={() => onAction({ kind: 'upgrade', plan: 'elite' })}
      >
        Mejorar a Elite
      </Button>
    );
  }
  return (
    <Button
      isFullWidth
      isDisabled={blocked}
      onClick={() => onAction({ kind: 'downgrade', plan: 'pro' })}
    >
      Cambiar a Pro
    </Button>
  );
}
