import { useUser } from '@/lib/session';
import { SignedInLayout } from '@/features/auth/components/signed-in-layout';
import { PaymentSuccessView } from '@/features/billing/components/payment-success-view';

/** /payment-success?plan=…&payment_intent=…. */
export default function PaymentSuccessPage() {
  const { user } = useUser();
  return (
    <SignedInLayout user={user} title="Confirmación de pago">
      <div className="container">
        <PaymentSuccessView />
      </div>
    </SignedInLayout>
  );
}
