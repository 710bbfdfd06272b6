import { useQueryClient } from '@tanstack/react-query';
import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { dashboardPath, planAllows, PLANS, type PaidPlanId } from '@shared/plans';
import { userQueryOptions, useUser } from '@/lib/session';

/** Checkout for a signed-in user; otherwise login, which returns to checkout. */
function subscribePath(plan: PaidPlanId, signedIn: boolean): string {
  return signedIn ? `/checkout?plan=${plan}` : `/login?redirect=checkout&plan=${plan}`;
}

/**
 * The subscribe action of a plan page. It is a real link (it can be opened in a new tab); a click
 * while the current user is still loading waits for the answer before choosing where to go. A user
 * who already has this plan, or a higher one, is sent to their dashboard instead.
 */
export function SubscribeButton({ plan, children }: { plan: PaidPlanId; children: ReactNode }) {
  const { user, isLoading } = useUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  if (user && planAllows(user.subscriptionPlan, user.subscriptionStatus, plan)) {
    return (
      <>
        <p className="price-panel__owned">
          {user.subscriptionPlan === plan
            ? `Ya tienes el Plan ${PLANS[plan].name} activo.`
            : `Tu Plan ${PLANS[user.subscriptionPlan].name} ya incluye todo lo del Plan ${PLANS[plan].name}.`}
        </p>
        <Link
          className="btn btn--navy btn--lg btn--block"
          to={dashboardPath(user.subscriptionPlan, user.subscriptionStatus)}
        >
          Ir a mi panel
        </Link>
      </>
    );
  }

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!isLoading) return;
    event.preventDefault();
    void queryClient
      .ensureQueryData(userQueryOptions)
      .catch(() => null)
      .then((current) => navigate(subscribePath(plan, current != null)));
  }

  return (
    <Link
      className="btn btn--primary btn--lg btn--block"
      to={subscribePath(plan, user !== null)}
      onClick={onClick}
    >
      {children}
    </Link>
  );
}
