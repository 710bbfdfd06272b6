import { Navigate, useSearchParams } from 'react-router';
import { isPaidPlanId } from '@shared/plans';
import { useHydrating } from '@/lib/hydration';
import { CheckoutFrame, CheckoutPage } from '@/features/billing/components/checkout-page';

/**
 * /checkout?plan=pro|elite: any other plan value goes back to /. Drawn without its address: the
 * frame, until React reads the plan.
 */
export default function CheckoutRoute() {
  const hydrating = useHydrating();
  const [search] = useSearchParams();
  if (hydrating) return <CheckoutFrame plan={null} />;
  const plan = search.get('plan');
  if (!isPaidPlanId(plan)) return <Navigate to="/" replace />;
  return <CheckoutPage key={plan} plan={plan} featureCount={5} />;
}
