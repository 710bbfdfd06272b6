import { Button } from '@aws-amplify/ui-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  BILLING_MESSAGES,
  missingBillingFields,
  toBillingDetails,
  type BillingDetailsForm,
  type SubscribeResponse,
} from '@shared/api/billing';
import { formatMoney } from '@shared/format';
import { PLANS, type PaidPlanId } from '@shared/plans';
import { dismissToast, toast, type ToastInput } from '@/components/toast/use-toast';
import type { User } from '@/lib/session';
import { BillingFields } from './billing-fields';
import { OrderSummary } from './order-summary';
import type { PaymentMethod } from './payment-method';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

const M = BILLING_MESSAGES;

export interface CheckoutFormProps {
  plan: PaidPlanId;
  session: SubscribeResponse;
  user: User;
  featureCount?: number;
  /** The card form of the payment provider (Stripe's Payment Element or the simulator's). */
  paymentSection: ReactNode;
  payment: PaymentMethod;
}
/**
 * The checkout's state and submit: the billing form prefilled from the member, the fields still
 * missing, and confirming the payment (one error toast at a time, dismissed on success).
 */
function useCheckout({
  plan,
  user,
  payment,
}: Pick<CheckoutFormProps, 'plan' | 'user' | 'payment'>) {
  const navigate = useNavigate();
  const [form, setForm] = useState<BillingDetailsForm>(() => ({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: '',
    address: '',
    city: '',
    state: '',
    zipCode: '',
    country: 'US',
  }));
  const [missing, setMissing] = useState<ReadonlySet<keyof BillingDetailsForm>>(new Set());
  const [processing, setProcessing] = useState(false);
  const lastError = useRef<number | null>(null);
  const showError = (input: ToastInput) => {
    lastError.current = toast({ ...input, variant: 'destructive' });
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (processing || !payment.ready) return;
    const empty = missingBillingFields(form);
    setMissing(new Set(empty));
    if (empty.length > 0) {
      showError({ title: M.requiredTitle, description: M.requiredText });
      document.querySelector<HTMLElement>(`[name="${empty[0]}"]`)?.focus();
      return;
    }
    setProcessing(true);
    try {
      const result = await payment.confirm(toBillingDetails(form));
      if (result.status === 'succeeded') {
        // An earlier refusal is over: do not carry its toast onto the success page.
        if (lastError.current !== null) dismissToast(lastError.current);
        const query = new URLSearchParams({ plan, payment_intent: result.intentId });
        await navigate(`/payment-success?${query.toString()}`);
        return;
      }
      if (result.status === 'declined') {
        showError({
          title: M.paymentErrorTitle,
          description: result.message || M.paymentErrorText,
        });
      } else {
        showError({ title: M.unexpectedTitle, description: M.unexpectedText });
      }
    } catch {
      showError({ title: M.unexpectedTitle, description: M.unexpectedText });
    }
    setProcessing(false);
  }

  function edit(next: BillingDetailsForm) {
    setForm(next);
    // A field stops being marked as soon as it is filled in.
    setMissing((marked) => new Set([...marked].filter((f) => next[f].trim() === '')));
  }

  return { form, edit, missing, processing, onSubmit };
}

/**
 * The checkout: billing information, the card, and the order summary.
 * Missing required fields stop the payment with 'Información Requerida'; the button waits for the
 * card form and reads 'Procesando Pago...' while confirming; success goes to /payment-success.
 */
export function CheckoutForm(props: CheckoutFormProps) {
  const { plan, session, payment } = props;
  const { form, edit, missing, processing, onSubmit } = useCheckout(props);

  const trial = Boolean(session.trialEnd);
  const price = formatMoney((session.amount ?? PLANS[plan].monthlyPrice * 100) / 100);
  const label = trial
    ? `Comenzar mis ${PLANS[plan].trialDays} días gratis`
    : `Pagar ${price} y suscribirme`;

  return (
    <div className="checkout-layout">
      <form className="checkout-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <section className="checkout-card" aria-labelledby="datos-facturacion">
          <h2 id="datos-facturacion" className="checkout-card__title">
            <span className="checkout-card__step" aria-hidden="true">
              1
            </span>
            Información de facturación
          </h2>
          <BillingFields value={form} onChange={edit} missing={missing} disabled={processing} />
        </section>
        <section className="checkout-card" aria-labelledby="metodo-pago">
          <h2 id="metodo-pago" className="checkout-card__title">
            <span className="checkout-card__step" aria-hidden="true">
              2
            </span>
            Método de pago
          </h2>
          {props.paymentSection}
        </section>
        <Button
          type="submit"
          variation="primary"
          size="large"
          isFullWidth
          className="checkout-form__submit"
          isDisabled={!payment.ready || processing}
          isLoading={processing}
          loadingText={M.processing}
        >
          {label}
        </Button>
        <p className="checkout-form__legal">
          {trial
            ? `Al continuar autorizas a Inversor Listo a cobrar ${price} al mes a tu tarjeta cuando termine la prueba, hasta que canceles.`
            : `Al continuar autorizas a Inversor Listo a cobrar ${price} al mes a tu tarjeta hasta que canceles.`}
        </p>
      </form>
      <OrderSummary plan={plan} session={session} featureCount={props.featureCount} />
    </div>
  );
}
