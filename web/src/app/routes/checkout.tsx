import { Navigate, useSearchParams } from 'react-router';
import { isPaidPlanId } from '@shared/plans';
import { CheckoutPage } from '@/features/billing/components/checkout-page';

/** /checkout?plan=pro|elite: any other plan value goes back to /. */
export default function CheckoutRoute() {
  const [search] = useSearchParams();
  const plan = search.get('plan');
  if (!isPaidPlanId(plan)) return <Navigate to="/" replace />;
  return <CheckoutPage key={plan} plan={plan} featureCount={5} />;
}
