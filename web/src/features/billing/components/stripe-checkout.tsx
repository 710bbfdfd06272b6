import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeError } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState } from 'react';
import { CheckoutForm, type CheckoutFormProps } from './checkout-form';
import { ConfigErrorNotice } from './config-error-notice';
import type { BillingDetails, ConfirmResult, PaymentMethod } from './payment-method';

/**
 * The checkout with Stripe's Payment Element. This module is the only one that loads Stripe.js,
 * and only the checkout pages import it (lazily), so no other page talks to Stripe.
 */
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey, { locale: 'es-419' });
    // A failed load is tried again on the next visit.
    stripe.catch(() => loaded.delete(publishableKey));
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

type Props = Omit<CheckoutFormProps, 'paymentSection' | 'payment'> & { publishableKey: string };

export default function StripeCheckout({ publishableKey, ...props }: Props) {
  const clientSecret = props.session.clientSecret!;
  const stripe = stripeFor(publishableKey);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let live = true;
    // Stripe.js comes from js.stripe.com: blocked or offline, say so instead of a dead form.
    stripe.then(
      (loadedStripe) => live && !loadedStripe && setUnavailable(true),
      () => live && setUnavailable(true),
    );
    return () => {
      live = false;
    };
  }, [stripe]);

  if (unavailable) return <ConfigErrorNotice />;
  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret,
        locale: 'es-419',
        appearance: {
          theme: 'stripe',
          variables: {
            colorPrimary: '#0f3d5e',
            colorText: '#13293d',
            colorDanger: '#b42318',
            borderRadius: '8px',
            fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
          },
        },
      }}
    >
      <StripeCheckoutForm {...props} />
    </Elements>
  );
}

function StripeCheckoutForm(props: Omit<Props, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [elementReady, setElementReady] = useState(false);
  const setup = props.session.intentType === 'setup';

  async function confirm(details: BillingDetails): Promise<ConfirmResult> {
    if (!stripe || !elements) return { status: 'error' };
    const submitted = await elements.submit();
    if (submitted.error) return declined(submitted.error);
    const returnUrl = new URL('/payment-success', window.location.origin);
    returnUrl.searchParams.set('plan', props.plan);
    const confirmParams = {
      return_url: returnUrl.toString(),
      payment_method_data: {
        billing_details: { ...details, address: { ...details.address, line2: null } },
      },
    };
    if (setup) {
      const result = await stripe.confirmSetup({
        elements,
        confirmParams,
        redirect: 'if_required',
      });
      if (result.error) return declined(result.error);
      return { status: 'succeeded', intentId: result.setupIntent.id };
    }
    const result = await stripe.confirmPayment({
      elements,
      confirmParams,
      redirect: 'if_required',
    });
    if (result.error) return declined(result.error);
    return { status: 'succeeded', intentId: result.paymentIntent.id };
  }

  const payment: PaymentMethod = { ready: Boolean(stripe && elements && elementReady), confirm };
  return (
    <CheckoutForm
      {...props}
      payment={payment}
      paymentSection={
        <div className="stripe-element">
          <PaymentElement
            onReady={() => setElementReady(true)}
            options={{
              layout: 'tabs',
              // Name, email and address come from the billing form above.
              fields: { billingDetails: { name: 'never', email: 'never', address: 'never' } },
              terms: { card: 'never' },
            }}
          />
        </div>
      }
    />
  );
}

/** A refusal by the card or the form (shown as 'Error de Pago'); anything else is unexpected. */
function declined(error: StripeError): ConfirmResult {
  if (error.type === 'card_error' || error.type === 'validation_error') {
    return { status: 'declined', message: error.message };
  }
  return { status: 'error' };
}
