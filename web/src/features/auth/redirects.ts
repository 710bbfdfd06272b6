import { dashboardPath, isPaidPlanId, type PlanId } from '@shared/plans';

/**
 * Where a visitor goes after signing in: checkout when the query asks for it
 * (redirect=checkout&plan=pro|elite), else back to the page that sent them to login (returnTo, set
 * by the router guard), else the dashboard of their plan (/free-plan for gratuito).
 */
export function afterLoginPath(
  search: URLSearchParams,
  user: { subscriptionPlan: PlanId; subscriptionStatus: string },
): string {
  const plan = search.get('plan');
  if (search.get('redirect') === 'checkout' && isPaidPlanId(plan)) return `/checkout?plan=${plan}`;
  const returnTo = safeReturnPath(search.get('returnTo'));
  if (returnTo) return returnTo;
  return dashboardPath(user.subscriptionPlan, user.subscriptionStatus);
}

/** Only a path of this site: "/x…", never "//host", "/\host" or an absolute URL. */
export function safeReturnPath(value: string | null): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return undefined;
  }
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return undefined;
  if (value === '/login' || value.startsWith('/login?')) return undefined;
  return value;
}

/** The checkout intent of a query (redirect=checkout&plan=…), kept across login and register. */
export function checkoutIntent(search: URLSearchParams): string {
  const plan = search.get('plan');
  return search.get('redirect') === 'checkout' && isPaidPlanId(plan)
    ? `?redirect=checkout&plan=${plan}`
    : '';
}
