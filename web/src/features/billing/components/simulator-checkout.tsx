import { useState } from 'react';
import { ApiError, errorMessage } from '@/lib/api-client';
import { confirmSimulatedCard } from '../api/simulator-confirm';
import { CheckoutForm, type CheckoutFormProps } from './checkout-form';
import type { ConfirmResult, PaymentMethod } from './payment-method';
import { EMPTY_TEST_CARD, TestCardFields } from './test-card-fields';

/** The simulator's answer to a card: a refusal (4xx) reads as 'Error de Pago' with its message. */
export async function confirmTestCard(
  clientSecret: string,
  card: { cardNumber: string; expiry: string; cvc: string },
  name?: string,
): Promise<ConfirmResult> {
  try {
    const answer = await confirmSimulatedCard({ clientSecret, ...card, name });
    return { status: 'succeeded', intentId: answer.intentId };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      return { status: 'declined', message: errorMessage(error, '') || undefined };
    }
    return { status: 'error' };
  }
}

/** The checkout with the offline simulator's test card form instead of Stripe's Payment Element. */
export function SimulatorCheckout(props: Omit<CheckoutFormProps, 'paymentSection' | 'payment'>) {
  const [card, setCard] = useState(EMPTY_TEST_CARD);
  const [busy, setBusy] = useState(false);
  const payment: PaymentMethod = {
    ready: true,
    async confirm(details) {
      setBusy(true);
      try {
        return await confirmTestCard(props.session.clientSecret!, card, details.name);
      } finally {
        setBusy(false);
      }
    },
  };
  return (
    <CheckoutForm
      {...props}
      payment={payment}
      paymentSection={<TestCardFields value={card} onChange={setCard} disabled={busy} />}
    />
  );
}
