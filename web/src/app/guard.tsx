import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import {
  accessAllows,
  dashboardPath,
  isRole,
  needsSecondFactor,
  ROLES,
  type Access,
} from '@shared/plans';
import { Spinner } from '../components/spinner';
import { SecondFactorFirst } from '@/features/auth/components/second-factor-first';
import { toast } from '../components/toast/use-toast';
import { ApiError, setRequestGate } from '@/lib/api-client';
import type { ApiPath } from '@/lib/api-paths';
import { queryClient } from '@/lib/query-client';
import { userQueryOptions, useUser, type User } from '@/lib/session';

const PLAN_PAGE = { pro: '/plan-pro', elite: '/plan-elite' } as const;
const PLAN_REFUSAL = {
  pro: 'Esta herramienta es parte del plan Pro. Suscríbete para acceder.',
  elite: 'Esta sección es exclusiva del plan Elite. Suscríbete para acceder.',
} as const;

/**
 * Router guard (docs/product.md "Plans and access"): a visitor goes to /login with a return path; a
 * user without the plan goes to that plan's marketing page with a toast saying why; someone without
 * a role who opens its pages (the staff console) goes to their own dashboard. A role behind a
 * second factor (shared/plans.ts ROLES) whose session did not pass one sees how to get it instead
 * of the page, and the page's requests are not sent.
 *
 * While the session loads a page shows a spinner, but a prerendered one (`drawn`, route table)
 * shows itself: its HTML holds it, so a member's phone paints the tool at once instead of after the
 * session's round trip. A visitor or a member without the plan sees it until the session answers
 * (the page's code is public anyway). Its requests wait for the session meanwhile and are not sent
 * unless it allows the page: the API would refuse them, logging a member's refusals as security
 * events.
 */
export function Guard({
  access,
  drawn = false,
  children,
}: {
  access: Access;
  drawn?: boolean;
  children: ReactNode;
}) {
  const { user, isLoading } = useUser();
  const location = useLocation();
  const gated = access !== 'public' && access !== 'user';
  const refused = user !== null && gated && !mayOpen(user, access);

  useLayoutEffect(() => {
    // Before the page's queries start (they start in its effects, after this one). A free page
    // too: a visitor's requests would be refused.
    if (!drawn || access === 'public') return;
    setRequestGate(waitForAccess(access));
    return () => setRequestGate(null);
  }, [drawn, access]);

  useEffect(() => {
    if (refused && gated) {
      toast({
        title: 'Acceso restringido',
        description: isRole(access) ? ROLES[access].refusal : PLAN_REFUSAL[access],
        variant: 'destructive',
      });
    }
  }, [refused, gated, access]);

  if (access === 'public') return children;
  if (isLoading) return drawn ? children : <Spinner />;
  if (!user) {
    const returnTo = location.pathname + location.search;
    return <Navigate to={`/login?returnTo=${encodeURIComponent(returnTo)}`} replace />;
  }
  if (refused && isRole(access)) {
    return <Navigate to={dashboardPath(user.subscriptionPlan, user.subscriptionStatus)} replace />;
  }
  if (refused && (access === 'pro' || access === 'elite')) {
    return <Navigate to={PLAN_PAGE[access]} replace />;
  }
  if (isRole(access) && needsSecondFactor(access) && !user.secondFactorPassed)
    return <SecondFactorFirst user={user} language={ROLES[access].language} />;
  return children;
}

/**
 * Public API reads a drawn members' page may send while the session loads: a visitor's are
 * answered too, and the page sent on elsewhere (a plan page) reads the same answer.
 */
const PUBLIC_READS: readonly ApiPath<'GET'>[] = ['/api/videos'];

/** The request gate of a drawn page: the session first (one request, shared), then its answer. */
function waitForAccess(access: Access) {
  return async (url: string) => {
    if (url.startsWith('/api/auth/')) return; // the session itself, and leaving
    if ((PUBLIC_READS as readonly string[]).includes(url)) return;
    const user = await queryClient.ensureQueryData(userQueryOptions);
    if (!user) throw new ApiError(401, '', 'Unauthorized');
    if (!mayOpen(user, access) || (needsSecondFactor(access) && !user.secondFactorPassed)) {
      throw new ApiError(403, '', 'Forbidden');
    }
  };
}

/** Whether the member's plan, its status and their role open a page of this access level. */
function mayOpen(user: User, access: Access): boolean {
  return accessAllows(
    { plan: user.subscriptionPlan, subscriptionStatus: user.subscriptionStatus, role: user.role },
    access,
  );
}
