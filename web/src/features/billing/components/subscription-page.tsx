import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { SubscriptionResponse } from '@shared/api/billing';
import { BILLING_MESSAGES } from '@shared/api/billing-texts';
import { formatDate, formatMoney } from '@shared/format';
import { dashboardPath, PLANS } from '@shared/plans';
import { Spinner } from '@/components/spinner';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { USER_QUERY_KEY, type User } from '@/lib/session';
import { SUBSCRIPTION_QUERY_KEY, useSubscription } from '../api/get-subscription';
import { useCancelPlan } from '../api/cancel-plan';
import { useChangePlan } from '../api/change-plan';
import { useOpenPortal } from '../api/open-portal';
import { useResumePlan } from '../api/resume-plan';
import { ConfirmDialog } from './confirm-dialog';
import { CurrentPlan } from './current-plan';
import { PlanOptions, type PlanAction } from './plan-options';
import { confirmTestCard } from './simulator-checkout';
import { EMPTY_TEST_CARD, TestCardFields } from './test-card-fields';
import './billing.css';

const M = BILLING_MESSAGES;
/** The simulator's stand-in for the Billing Portal comes back with its card form's secret. */
const TEST_CARD_PARAM = 'tarjeta-prueba';

/**
 * The plan's actions: the change or cancellation waiting in the dialog and its confirmation,
 * keeping the plan, and the card update; each ends in a toast, and focus goes back to the plan.
 */
function usePlanActions() {
  const [action, setAction] = useState<PlanAction | null>(null);
  const change = useChangePlan();
  const cancel = useCancelPlan();
  const resume = useResumePlan();
  const portal = useOpenPortal();

  const fail = (error: unknown) =>
    toast({
      title: 'Error',
      description: errorMessage(error, M.unexpectedText),
      variant: 'destructive',
    });
  const done = (message: string) => {
    setAction(null);
    // The button that opened the dialog may be gone (the plan changed): focus the plan instead.
    requestAnimationFrame(() => document.getElementById('plan-actual')?.focus());
    toast({ title: 'Plan actualizado', description: message, variant: 'success' });
  };

  function confirmAction() {
    if (!action) return;
    if (action.kind === 'cancel') {
      cancel.mutate(undefined, { onSuccess: (r) => done(r.message), onError: fail });
    } else {
      change.mutate(action.plan, { onSuccess: (r) => done(r.message), onError: fail });
    }
  }

  return {
    action,
    setAction,
    confirmAction,
    confirming: change.isPending || cancel.isPending,
    updateCard: () => portal.mutate(undefined, { onError: fail }),
    updatingCard: portal.isPending,
    resumePlan: () =>
      resume.mutate(undefined, { onSuccess: (r) => done(r.message), onError: fail }),
    resuming: resume.isPending,
  };
}

/**
 * /subscription — 'Gestionar Plan' with real plan changes. Its title is drawn while the session
 * (`user` null) and the plan load.
 */
export function SubscriptionPage({ user }: { user: User | null }) {
  const subscription = useSubscription();
  const plans = usePlanActions();
  const { action, setAction } = plans;
  const [search, setSearch] = useSearchParams();
  const testCardSecret = search.get(TEST_CARD_PARAM);
  const head = (
    <>
      <Link
        className="checkout-page__back"
        to={user ? dashboardPath(user.subscriptionPlan, user.subscriptionStatus) : '/dashboard'}
      >
        <span aria-hidden="true">←</span> Volver a mi panel
      </Link>
      <h1 className="subscription-page__title">Gestionar Plan</h1>
      <p className="subscription-page__intro">
        Consulta tu plan, tu próximo cargo y tu método de pago, o cambia de plan cuando quieras.
      </p>
    </>
  );

  if (!user || subscription.isPending) {
    return (
      <>
        {head}
        <Spinner label="Cargando tu plan..." />
      </>
    );
  }
  if (subscription.isError || !subscription.data) {
    return (
      <>
        {head}
        <div className="checkout-notice checkout-notice--error" role="alert">
          <h2>No pudimos cargar tu plan</h2>
          <p>{errorMessage(subscription.error, M.unexpectedText)}</p>
        </div>
      </>
    );
  }
  const view = subscription.data;

  return (
    <>
      {head}
      <CurrentPlan
        view={view}
        onUpdateCard={plans.updateCard}
        updatingCard={plans.updatingCard}
        onResume={plans.resumePlan}
        resuming={plans.resuming}
      />
      <h2 className="subscription-page__section">Planes disponibles</h2>
      <PlanOptions view={view} onAction={setAction} />
      <p className="subscription-page__fine-print">
        Facturación mensual automática. Puedes cancelar en cualquier momento; tu plan sigue activo
        hasta el final del periodo pagado. Garantía de satisfacción de 30 días.
      </p>
      <ConfirmDialog
        open={action !== null}
        title={action ? dialogTitle(action) : ''}
        confirmLabel={action ? confirmLabel(action) : ''}
        cancelLabel={action?.kind === 'cancel' ? 'Mantener mi plan' : 'Volver'}
        destructive={action?.kind === 'cancel' || action?.kind === 'downgrade'}
        pending={plans.confirming}
        onConfirm={plans.confirmAction}
        onClose={() => setAction(null)}
      >
        {action ? <ActionExplanation action={action} view={view} /> : null}
      </ConfirmDialog>
      {testCardSecret ? (
        <TestCardDialog
          clientSecret={testCardSecret}
          onClose={() => {
            search.delete(TEST_CARD_PARAM);
            setSearch(search, { replace: true });
          }}
        />
      ) : null}
    </>
  );
}

function dialogTitle(action: PlanAction): string {
  if (action.kind === 'upgrade') return 'Mejorar al Plan Elite';
  if (action.kind === 'downgrade') return 'Cambiar al Plan Pro';
  return 'Cambiar al Plan Gratuito';
}

function confirmLabel(action: PlanAction): string {
  if (action.kind === 'upgrade') return 'Mejorar a Elite';
  if (action.kind === 'downgrade') return 'Cambiar a Pro';
  return 'Cancelar mi plan';
}

const DAY_MS = 86_400_000;

/** The same day a month later (as the provider bills a monthly period). */
function monthAfter(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

function cardName(view: SubscriptionResponse): string {
  if (!view.card) return 'tu tarjeta';
  const brand = view.card.brand.charAt(0).toUpperCase() + view.card.brand.slice(1);
  return `tu ${brand} •••• ${view.card.last4}`;
}

/**
 * What the upgrade charges, said as the provider will charge it (and as the receipt email then
 * confirms): during the Pro trial the trial ends and the first Elite month is charged today;
 * otherwise the difference for the days left in the period.
 */
function UpgradeExplanation({
  view,
  now = new Date(),
}: {
  view: SubscriptionResponse;
  now?: Date;
}) {
  const elite = formatMoney(PLANS.elite.monthlyPrice);
  const card = cardName(view);
  if (view.status === 'trialing') {
    const trialDaysLeft = view.trialEnd
      ? Math.max(0, Math.ceil((Date.parse(view.trialEnd) - now.getTime()) / DAY_MS))
      : 0;
    return (
      <>
        <p>
          El Plan Elite no tiene prueba gratis: al cambiar, tu prueba de Pro termina hoy
          {trialDaysLeft > 0
            ? ` (te ${trialDaysLeft === 1 ? 'quedaba 1 día' : `quedaban ${trialDaysLeft} días`})`
            : ''}
          .
        </p>
        <p>
          Hoy se cobran <strong>{elite}</strong> a {card} por tu primer mes de Elite, del{' '}
          {formatDate(now)} al {formatDate(monthAfter(now))}. Después, {elite} cada mes desde esa
          fecha. Te enviamos el recibo por correo.
        </p>
      </>
    );
  }
  const end = view.currentPeriodEnd ? new Date(view.currentPeriodEnd) : null;
  if (!end) {
    return (
      <p>
        Se cobrará hoy a {card} la diferencia proporcional hasta tu próxima fecha de cobro; después
        pagarás <strong>{elite}</strong> al mes.
      </p>
    );
  }
  // The difference for the share of the period still ahead (the provider prorates by the second).
  const start = new Date(end);
  start.setUTCMonth(start.getUTCMonth() - 1);
  const share = Math.min(
    1,
    Math.max(0, (end.getTime() - now.getTime()) / (end.getTime() - start.getTime())),
  );
  const difference = (PLANS.elite.monthlyPrice - PLANS.pro.monthlyPrice) * share;
  const daysLeft = Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
  return (
    <>
      <p>
        Hoy se cobra a {card} la diferencia entre Elite y Pro por los {daysLeft} días que quedan
        hasta el {formatDate(end)}: aproximadamente <strong>{formatMoney(difference)}</strong> (el
        recibo que te enviamos por correo trae el importe exacto).
      </p>
      <p>
        Desde el {formatDate(end)} pagarás <strong>{elite}</strong> al mes.
      </p>
    </>
  );
}

function ActionExplanation({ action, view }: { action: PlanAction; view: SubscriptionResponse }) {
  const pro = formatMoney(PLANS.pro.monthlyPrice);
  const periodEnd = view.currentPeriodEnd ? formatDate(view.currentPeriodEnd) : null;
  if (action.kind === 'upgrade') return <UpgradeExplanation view={view} />;
  if (action.kind === 'downgrade') {
    return (
      <p>
        El cambio es inmediato: dejarás de tener los servicios Elite y pagarás{' '}
        <strong>{pro}</strong> al mes. El saldo no usado de Elite se acredita en tu próxima factura.
      </p>
    );
  }
  return (
    <p>
      Tu Plan {PLANS[view.plan].name} seguirá activo
      {periodEnd ? (
        <>
          {' '}
          hasta el <strong>{periodEnd}</strong>
        </>
      ) : null}
      . Después pasarás al Plan Gratuito y no se te cobrará más. Puedes deshacerlo antes de esa
      fecha.
    </p>
  );
}

/** The offline simulator's card update (what Stripe's Billing Portal does with Stripe). */
function TestCardDialog({ clientSecret, onClose }: { clientSecret: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [card, setCard] = useState(EMPTY_TEST_CARD);
  const [pending, setPending] = useState(false);

  async function save() {
    setPending(true);
    const result = await confirmTestCard(clientSecret, card);
    setPending(false);
    if (result.status === 'succeeded') {
      await queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      toast({ title: 'Método de pago', description: M.cardUpdated, variant: 'success' });
      onClose();
    } else if (result.status === 'declined') {
      toast({
        title: M.paymentErrorTitle,
        description: result.message || M.paymentErrorText,
        variant: 'destructive',
      });
    } else {
      toast({ title: M.unexpectedTitle, description: M.unexpectedText, variant: 'destructive' });
    }
  }

  return (
    <ConfirmDialog
      open
      title="Actualizar método de pago"
      confirmLabel="Guardar tarjeta"
      pending={pending}
      onConfirm={() => void save()}
      onClose={onClose}
    >
      <TestCardFields value={card} onChange={setCard} disabled={pending} />
    </ConfirmDialog>
  );
}
