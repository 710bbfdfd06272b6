import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { SubscriptionResponse } from '@shared/api/billing';
import { formatDate, formatMoney } from '@shared/format';
import { isPaidPlanId, planAllows, PLANS, type PlanId } from '@shared/plans';
import { Spinner } from '@/components/spinner';
import { errorMessage } from '@/lib/api-client';
import { useSearchAfterHydration } from '@/lib/hydration';
import { useSubscription } from '../api/get-subscription';
import { usePaymentSuccess } from '../api/payment-success';
import './billing.css';

const PROCESSING =
  'Tu pago se está procesando. Tu plan se activará en cuanto se confirme; puedes revisarlo en Gestionar Plan.';

/** The dashboard button and its label follow the plan (Elite to its own panel). */
function dashboardFor(plan: string | null): { to: string; label: string } {
  if (plan === 'pro') return { to: '/pro-dashboard', label: 'Ir a mi Panel Pro' };
  if (plan === 'elite') return { to: '/elite-dashboard', label: 'Ir a mi Panel Elite' };
  return { to: '/dashboard', label: 'Ir a mi panel' };
}
/** Tells the server once about the payment in the address; a failure is only logged. */
function useNotifyPayment(plan: string | null, intentId: string | null) {
  const notify = usePaymentSuccess();
  const sent = useRef(false);
  const canNotify = isPaidPlanId(plan) && Boolean(intentId);

  useEffect(() => {
    if (sent.current || !isPaidPlanId(plan) || !intentId) return;
    sent.current = true;
    notify.mutate(
      { plan, paymentIntentId: intentId },
      // A failed notification is only logged; the webhook activates the plan anyway.
      { onError: (error) => console.error('payment-success notification failed', error) },
    );
  }, [plan, intentId, notify]);

  return { notify, canNotify };
}

/** The line under the heading: the trial's first charge, the welcome, or why we are waiting. */
function SuccessLead({
  trial,
  active,
  shownPlan,
  view,
  notify,
}: {
  trial: boolean;
  active: boolean;
  shownPlan: PlanId | null;
  view: SubscriptionResponse | undefined;
  notify: ReturnType<typeof usePaymentSuccess>;
}) {
  return trial && shownPlan ? (
    <p className="payment-success__lead">
      Bienvenido al <strong>Plan {PLANS[shownPlan].name}</strong>. Hoy no se te cobra nada (
      {formatMoney(0)}); ya tienes acceso a todas sus herramientas.
      {view?.nextCharge
        ? ` Tu primer cargo de ${formatMoney(view.nextCharge.amount / 100)} será el ${formatDate(view.nextCharge.date)}, si no cancelas antes.`
        : ''}
    </p>
  ) : active && shownPlan ? (
    <p className="payment-success__lead">
      Bienvenido al <strong>Plan {PLANS[shownPlan].name}</strong>. Ya tienes acceso a todas sus
      herramientas.
    </p>
  ) : (
    <p className="payment-success__lead">
      {notify.isError
        ? errorMessage(notify.error, PROCESSING)
        : (notify.data?.message ?? PROCESSING)}
    </p>
  );
}

/** The active plan's trial end, next charge and card, as far as the provider has told us. */
function PlanFacts({ view }: { view: SubscriptionResponse }) {
  return (
    <dl className="payment-success__facts">
      {view.status === 'trialing' && view.trialEnd ? (
        <div>
          <dt>Prueba gratis hasta</dt>
          <dd>{formatDate(view.trialEnd)}</dd>
        </div>
      ) : null}
      {view.nextCharge ? (
        <div>
          <dt>Próximo cargo</dt>
          <dd>
            {formatMoney(view.nextCharge.amount / 100)} el {formatDate(view.nextCharge.date)}
          </dd>
        </div>
      ) : null}
      {view.card ? (
        <div>
          <dt>Método de pago</dt>
          <dd>
            {cardBrandName(view.card.brand)} •••• {view.card.last4}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/** Back to checkout after a failed confirmation, else the plan's dashboard; and Gestionar Plan. */
function SuccessActions({ plan, failed }: { plan: string | null; failed: boolean }) {
  const dashboard = dashboardFor(plan);
  return (
    <div className="payment-success__actions">
      {failed && isPaidPlanId(plan) ? (
        <Link className="btn btn--primary btn--lg" to={`/checkout?plan=${plan}`}>
          Volver al checkout
        </Link>
      ) : (
        <Link className="btn btn--primary btn--lg" to={dashboard.to}>
          {dashboard.label}
        </Link>
      )}
      <Link className="btn btn--ghost btn--lg" to="/subscription">
        Gestionar Plan
      </Link>
    </div>
  );
}

/**
 * /payment-success?plan=…&payment_intent=…: tells the server once (it checks the
 * payment with the provider and activates the plan), then shows what the plan now is.
 */
export function PaymentSuccessView() {
  // The page is drawn without an address: it reads it once React has it (a spinner until then).
  const search = useSearchAfterHydration();
  const plan = search.get('plan');
  // Stripe appends setup_intent instead when it redirects after a trial's card setup.
  const intentId = search.get('payment_intent') ?? search.get('setup_intent');
  const { notify, canNotify } = useNotifyPayment(plan, intentId);
  const settled = !canNotify || notify.isSuccess || notify.isError;
  const subscription = useSubscription({ enabled: settled });

  if (canNotify && !settled) return <Pending title="Estamos confirmando tu pago" />;

  const current = notify.data?.plan ?? subscription.data?.plan;
  const status = notify.data?.status ?? subscription.data?.status ?? '';
  const active =
    current !== undefined && current !== 'gratuito' && planAllows(current, status, 'pro');
  const shownPlan: PlanId | null = active ? current : isPaidPlanId(plan) ? plan : null;
  const view = subscription.data;

  // Opened without a payment to confirm (a bookmark, a typed URL): say what the plan really is.
  if (!canNotify) {
    if (subscription.isPending) return <Pending title="Consultando tu plan" />;
    return <NothingPaid plan={active && current ? current : 'gratuito'} />;
  }
  const trial = active && status === 'trialing';

  return (
    <div className="payment-success">
      <div
        className={
          active ? 'payment-success__icon' : 'payment-success__icon payment-success__icon--wait'
        }
        aria-hidden="true"
      >
        {active ? '✓' : notify.isError ? '!' : '…'}
      </div>
      <h1>
        {trial
          ? '¡Tu prueba gratis comenzó!'
          : active
            ? '¡Pago exitoso!'
            : notify.isError
              ? 'No pudimos confirmar tu pago'
              : 'Estamos confirmando tu pago'}
      </h1>
      <SuccessLead
        trial={trial}
        active={active}
        shownPlan={shownPlan}
        view={view}
        notify={notify}
      />
      {active && view ? <PlanFacts view={view} /> : null}
      <SuccessActions plan={plan} failed={notify.isError} />
      <p>
        <Link to="/">Volver al inicio</Link>
      </p>
    </div>
  );
}

/**
 * While the payment or the plan is asked for, and on the drawn page: the answer's own frame (icon,
 * title, lead) with a spinner where its actions go, so the answer fills it in.
 */
function Pending({ title }: { title: string }) {
  return (
    <div className="payment-success">
      <div className="payment-success__icon payment-success__icon--wait" aria-hidden="true">
        …
      </div>
      <h1>{title}</h1>
      <p className="payment-success__lead">
        Un momento: consultamos tu pago y tu plan con el sistema de pagos. No cierres esta página:
        en cuanto responda, verás aquí si se hizo un cargo y qué plan tiene tu cuenta.
      </p>
      <Spinner label="Cargando..." />
    </div>
  );
}

/** /payment-success with no payment in its address: nothing was paid here, and the real plan. */
function NothingPaid({ plan }: { plan: PlanId }) {
  const paid = plan !== 'gratuito';
  return (
    <div className="payment-success">
      <div className="payment-success__icon payment-success__icon--wait" aria-hidden="true">
        i
      </div>
      <h1>No hay ningún pago que confirmar</h1>
      <p className="payment-success__lead">
        {paid
          ? `Esta página confirma un pago recién hecho y no encontramos ninguno. Tu Plan ${PLANS[plan].name} sigue activo.`
          : 'Esta página confirma un pago recién hecho y no encontramos ninguno: no se te ha cobrado nada. Tu plan actual es el Plan Gratuito.'}
      </p>
      <div className="payment-success__actions">
        {paid ? (
          <Link className="btn btn--primary btn--lg" to={dashboardFor(plan).to}>
            {dashboardFor(plan).label}
          </Link>
        ) : (
          <Link className="btn btn--primary btn--lg" to="/plan-pro">
            Ver planes
          </Link>
        )}
        <Link className="btn btn--ghost btn--lg" to="/subscription">
          Gestionar Plan
        </Link>
      </div>
    </div>
  );
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

export function cardBrandName(brand: string): string {
  return BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}
