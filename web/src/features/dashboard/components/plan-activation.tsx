import { Link } from 'react-router';
import { Spinner } from '@/components/spinner';
import { dashboardPath, planAllows, planFeatures, PLANS, type PlanId } from '@shared/plans';
import '@/styles/site.css';
import './dashboard.css';
import { usePlanContent } from '@/features/videos/api/get-videos';

interface ActivationUser {
  firstName: string;
  subscriptionPlan: PlanId;
  subscriptionStatus: string;
}

/**
 * /welcome: greets the user and shows the chosen plan with a button to activate or
 * continue. Gratuito continues to /free-plan; Pro and Elite go to checkout (the activation call
 * itself belongs to billing); a user who already has the plan goes to their dashboard.
 */
export function PlanActivation({ user, plan }: { user: ActivationUser | null; plan: PlanId }) {
  // While the session loads (a drawn page): the greeting without a name, then the plan.
  return (
    <div className="welcome">
      <p className="dashboard__eyebrow">Cuenta lista</p>
      <h1>{user ? `¡Hola, ${user.firstName}!` : '¡Hola!'} Bienvenido a Inversor Listo</h1>
      {user ? (
        <ChosenPlan user={user} plan={plan} />
      ) : (
        <Spinner label="Configurando tu cuenta..." />
      )}
      <p className="welcome__links">
        <Link to={{ pathname: '/', hash: 'precios' }}>Ver todos los planes</Link>
        <span aria-hidden="true"> · </span>
        <Link to="/free-plan">Empezar gratis</Link>
      </p>
    </div>
  );
}

/** The chosen plan, its price and features, and the button that activates it or continues. */
function ChosenPlan({ user, plan }: { user: ActivationUser; plan: PlanId }) {
  const content = usePlanContent();
  const details = PLANS[plan];
  const owned =
    plan === 'gratuito' || planAllows(user.subscriptionPlan, user.subscriptionStatus, plan);
  const action =
    plan === 'gratuito'
      ? { to: '/free-plan', label: 'Continuar con el Plan Gratuito' }
      : owned
        ? {
            to: dashboardPath(user.subscriptionPlan, user.subscriptionStatus),
            label: 'Ir a mi panel',
          }
        : { to: `/checkout?plan=${plan}`, label: `Activar Plan ${details.name}` };

  return (
    <section className="welcome__plan" aria-labelledby="plan-elegido">
      <div className="welcome__plan-head">
        <h2 id="plan-elegido">Plan {details.name}</h2>
        <p className="welcome__price">
          {details.monthlyPrice === 0 ? (
            'Gratis'
          ) : (
            <>
              ${details.monthlyPrice}
              <span>/mes</span>
            </>
          )}
        </p>
      </div>
      <p className="welcome__tagline">{details.tagline}</p>
      {plan !== 'gratuito' && owned ? (
        <p className="welcome__note">Tu cuenta ya tiene este plan activo.</p>
      ) : null}
      {details.trialDays > 0 && !owned ? (
        <p className="welcome__note">
          Incluye {details.trialDays} días de prueba gratis: el primer cargo llega al terminar la
          prueba.
        </p>
      ) : null}
      <ul className="welcome__features">
        {planFeatures(plan, content).map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <Link className="btn btn--primary btn--lg btn--block" to={action.to}>
        {action.label}
      </Link>
    </section>
  );
}
