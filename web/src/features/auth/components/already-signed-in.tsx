import { Link } from 'react-router';
import { dashboardPath, planAllows, PLANS, type PaidPlanId } from '@shared/plans';
import { useLogout, type User } from '@/lib/session';
import { fullName } from '@/components/user-menu';

/**
 * /register opened by a member: no second account, but their dashboard, the checkout of the plan
 * the link named (unless they already have it), and a way out for someone else on this browser.
 */
export function AlreadySignedIn({ user, plan }: { user: User; plan?: PaidPlanId }) {
  const logout = useLogout();
  const checkout =
    plan && !planAllows(user.subscriptionPlan, user.subscriptionStatus, plan) ? plan : undefined;
  return (
    <div className="auth-form">
      <p>
        Ya iniciaste sesión como <strong>{fullName(user)}</strong> ({user.email}). No necesitas
        crear otra cuenta.
      </p>
      {checkout ? (
        <Link className="btn btn--primary btn--lg btn--block" to={`/checkout?plan=${checkout}`}>
          Continuar con el Plan {PLANS[checkout].name}
        </Link>
      ) : null}
      <Link
        className={`btn ${checkout ? 'btn--ghost' : 'btn--primary'} btn--lg btn--block`}
        to={dashboardPath(user.subscriptionPlan, user.subscriptionStatus)}
      >
        Ir a mi panel
      </Link>
      <p className="auth-form__switch">
        ¿No eres tú?{' '}
        <button
          type="button"
          className="auth-form__link-button"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          Cerrar sesión
        </button>
      </p>
    </div>
  );
}
