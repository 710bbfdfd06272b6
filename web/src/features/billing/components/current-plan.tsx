import { Badge, Button } from '@aws-amplify/ui-react';
import type { SubscriptionResponse } from '@shared/api/billing';
import { statusLabel } from '@shared/api/billing-texts';
import { formatDate, formatMoney } from '@shared/format';
import { PLANS } from '@shared/plans';
import { cardBrandName } from './payment-success-view';
import '@aws-amplify/ui-react/styles/badge.css';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

type BadgeVariation = 'success' | 'info' | 'warning' | 'error';

function badgeVariation(view: SubscriptionResponse): BadgeVariation {
  if (view.cancelAtPeriodEnd) return 'warning';
  if (view.status === 'active') return 'success';
  if (view.status === 'trialing') return 'info';
  return 'error';
}

interface CurrentPlanProps {
  view: SubscriptionResponse;
  onUpdateCard: () => void;
  updatingCard: boolean;
  onResume: () => void;
  resuming: boolean;
}
/** A cancellation waiting for the period's end, a failed charge, or a paid plan that ended. */
function PlanNotices({
  view,
  overdue,
  onResume,
  resuming,
}: Pick<CurrentPlanProps, 'view' | 'onResume' | 'resuming'> & { overdue: boolean }) {
  const plan = PLANS[view.plan];
  const paid = view.plan !== 'gratuito';
  return (
    <>
      {view.cancelAtPeriodEnd && view.currentPeriodEnd ? (
        <div className="current-plan__notice current-plan__notice--warning" role="status">
          <p>
            Cancelaste tu plan. Seguirás con el Plan {plan.name} hasta el{' '}
            <strong>{formatDate(view.currentPeriodEnd)}</strong>; después pasarás al Plan Gratuito y
            no se te cobrará más.
          </p>
          <Button size="small" onClick={onResume} isLoading={resuming} loadingText="Procesando...">
            Mantener mi plan
          </Button>
        </div>
      ) : null}
      {overdue ? (
        <div className="current-plan__notice current-plan__notice--error" role="alert">
          <p>
            No pudimos cobrar tu último pago. Actualiza tu método de pago para recuperar el acceso a
            tus herramientas.
          </p>
        </div>
      ) : null}
      {!paid && view.endedPlan && view.endedAt ? (
        <p className="current-plan__note">
          Tu Plan {PLANS[view.endedPlan].name} terminó el {formatDate(view.endedAt)}.
        </p>
      ) : null}
    </>
  );
}

/** A paid plan's trial end, next charge and card; a free plan has no charges. */
function PlanFacts({ view, overdue }: { view: SubscriptionResponse; overdue: boolean }) {
  return view.plan !== 'gratuito' ? (
    <dl className="current-plan__facts">
      {view.status === 'trialing' && view.trialEnd ? (
        <div>
          <dt>Prueba gratis hasta</dt>
          <dd>{formatDate(view.trialEnd)}</dd>
        </div>
      ) : null}
      <div>
        <dt>Próximo cargo</dt>
        <dd>
          {view.nextCharge
            ? `${formatMoney(view.nextCharge.amount / 100)} el ${formatDate(view.nextCharge.date)}`
            : overdue
              ? 'Pago pendiente'
              : 'Ninguno'}
        </dd>
      </div>
      <div>
        <dt>Método de pago</dt>
        <dd>
          {view.card
            ? `${cardBrandName(view.card.brand)} •••• ${view.card.last4}`
            : 'Sin tarjeta registrada'}
        </dd>
      </div>
    </dl>
  ) : (
    <p className="current-plan__note">
      Sin cargos: tu plan es gratuito. Mejora a Pro o Elite cuando quieras.
    </p>
  );
}

/**
 * The current-plan card of /subscription: the real status badge, the next charge and the card as
 * the billing provider reports them (the prototype's fixed 'Activo', "30 days from now" and
 * masked placeholder card are gone).
 */
export function CurrentPlan({
  view,
  onUpdateCard,
  updatingCard,
  onResume,
  resuming,
}: CurrentPlanProps) {
  const plan = PLANS[view.plan];
  const paid = view.plan !== 'gratuito';
  const overdue = view.status === 'past_due' || view.status === 'unpaid';
  return (
    <section className="current-plan" aria-labelledby="plan-actual">
      <div className="current-plan__head">
        <div>
          <p className="current-plan__eyebrow">Tu plan actual</p>
          <h2 id="plan-actual" tabIndex={-1}>
            Plan {plan.name}
          </h2>
        </div>
        <Badge variation={badgeVariation(view)} className="current-plan__badge">
          {statusLabel(view.status, view.cancelAtPeriodEnd)}
        </Badge>
      </div>
      <p className="current-plan__price">
        {formatMoney((view.amount ?? plan.monthlyPrice * 100) / 100)}
        <span>/mes</span>
      </p>

      <PlanNotices view={view} overdue={overdue} onResume={onResume} resuming={resuming} />

      <PlanFacts view={view} overdue={overdue} />

      {paid && view.canUpdateCard ? (
        <Button
          className="current-plan__card-button"
          variation={overdue ? 'primary' : undefined}
          onClick={onUpdateCard}
          isLoading={updatingCard}
          loadingText="Abriendo..."
        >
          Actualizar método de pago
        </Button>
      ) : null}
    </section>
  );
}
