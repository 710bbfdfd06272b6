import { lazy, Suspense, useDeferredValue, useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BILLING_MESSAGES } from '@shared/api/billing-texts';
import { PLANS, type PaidPlanId } from '@shared/plans';
import { Spinner } from '@/components/spinner';
import { toast } from '@/components/toast/use-toast';
import { useUser, type User } from '@/lib/session';
import { SignedInLayout } from '@/features/auth/components/signed-in-layout';
import { useBillingConfig } from '../api/billing-config';
import { subscribeRefusal, useCheckoutSession } from '../api/subscribe';
import { ConfigErrorNotice } from './config-error-notice';
import { SimulatorCheckout } from './simulator-checkout';
import './billing.css';

/** Stripe.js is loaded by this chunk only, and only when the deployment uses Stripe. */
const StripeCheckout = lazy(() => import('./stripe-checkout'));

const M = BILLING_MESSAGES;
const PLAN_PAGE = { pro: '/plan-pro', elite: '/plan-elite' } as const;

interface CheckoutPageProps {
  plan: PaidPlanId;
  /** Features listed in the summary (all of them when omitted). */
  featureCount?: number;
}

/**
 * /checkout and /elite-checkout: 'Preparando checkout seguro...' while the
 * server prepares the subscription, then the form; without a client secret, 'Error de
 * Configuración' as a toast and on the page.
 */
export function CheckoutPage({ plan, featureCount }: CheckoutPageProps) {
  const { user } = useUser();
  const config = useBillingConfig();
  const session = useCheckoutSession(plan);
  const refusal = subscribeRefusal(session.error);
  const noSecret =
    session.data !== undefined && (!session.data.success || !session.data.clientSecret);
  const failed = !refusal && (config.isError || session.isError || noSecret);

  useEffect(() => {
    if (failed) toast({ title: M.configTitle, description: M.configToast, variant: 'destructive' });
  }, [failed]);

  // The form is drawn in a background render once everything has answered (in slices a tap can
  // interrupt), not at once in the task the last answer arrives in: at Lighthouse's 4× CPU that task
  // was 0.7× the bare page's whole main thread on /elite-checkout.
  const answered = useDeferredValue(user !== null && !config.isPending && !session.isPending);
  if (!user || !answered) return <CheckoutFrame plan={plan} user={user} />;

  return (
    <CheckoutFrame plan={plan} user={user}>
      {refusal ? (
        <div className="checkout-notice" role="status">
          <h2>Ya tienes un plan de pago</h2>
          <p>{refusal.message}</p>
          <Link className="btn btn--navy" to={refusal.redirectUrl ?? '/subscription'}>
            Ir a Gestionar Plan
          </Link>
        </div>
      ) : failed || !session.data || !config.data ? (
        <ConfigErrorNotice />
      ) : config.data.mode === 'stripe' && config.data.publishableKey ? (
        <Suspense fallback={<Spinner label={M.preparing} />}>
          <StripeCheckout
            publishableKey={config.data.publishableKey}
            plan={plan}
            session={session.data}
            user={user}
            featureCount={featureCount}
          />
        </Suspense>
      ) : (
        <SimulatorCheckout
          plan={plan}
          session={session.data}
          user={user}
          featureCount={featureCount}
        />
      )}
    </CheckoutFrame>
  );
}

/**
 * The checkout's frame: back link, title and, until `children` (the form or a notice), a spinner.
 * Drawn so while the session and the subscription load; with no plan while the address is read
 * (/checkout?plan=…, a drawn page).
 */
export function CheckoutFrame({
  plan,
  user = null,
  children,
}: {
  plan: PaidPlanId | null;
  user?: User | null;
  children?: ReactNode;
}) {
  const name = plan ? PLANS[plan].name : null;
  return (
    <SignedInLayout user={user} title={name ? `Checkout Plan ${name}` : 'Checkout'}>
      <div className="container checkout-page">
        <Link className="checkout-page__back" to={plan ? PLAN_PAGE[plan] : '/'}>
          <span aria-hidden="true">←</span> {name ? `Volver al Plan ${name}` : 'Volver'}
        </Link>
        <header className="checkout-page__head">
          <p className="checkout-page__eyebrow">
            <LockIcon /> Pago seguro
          </p>
          <h1>{name ? `Suscríbete al Plan ${name}` : 'Suscríbete'}</h1>
          <p className="checkout-page__lead">
            Tus datos de facturación y tu tarjeta, en esta página. Puedes cancelar en cualquier
            momento desde Gestionar Plan; tu plan sigue activo hasta el final del periodo pagado.
          </p>
        </header>
        {children ?? <Spinner label={M.preparing} />}
      </div>
    </SignedInLayout>
  );
}

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <rect x="5" y="10" width="14" height="10" rx="2" fill="currentColor" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
