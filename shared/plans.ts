/** The plan catalogue (spec 01 §1, §9). Prices in US dollars per month. */
export const PLAN_IDS = ['gratuito', 'pro', 'elite'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  name: string;
  /** Monthly price in US dollars. */
  monthlyPrice: number;
  tagline: string;
  features: readonly string[];
  popular?: boolean;
  /** Days of free trial before the first charge (DESIGN.md: Pro starts with 7). */
  trialDays: number;
}

export const PLANS: Record<PlanId, Plan> = {
  gratuito: {
    id: 'gratuito',
    name: 'Gratuito',
    monthlyPrice: 0,
    tagline: 'Para comenzar a prepararte',
    trialDays: 0,
    features: [
      'Calculadora DSCR básica',
      'Guía de preparación de documentos',
      'Lista de verificación de inversión',
      'Webinars mensuales',
      'Videos introductorios',
      'Recursos educativos básicos',
    ],
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    monthlyPrice: 49,
    tagline: 'Para inversionistas activos',
    popular: true,
    trialDays: 7,
    features: [
      'Acceso completo a herramientas',
      'Calculadoras avanzadas',
      'Evaluador de patrimonio neto',
      'Analizador de flujo de caja',
      'Bóveda segura de documentos',
      'Plantillas de cartas de preaprobación',
      'Webinars semanales',
      'Soporte prioritario por correo',
      'Reportes detallados',
      'Portal educativo completo',
    ],
  },
  elite: {
    id: 'elite',
    name: 'Elite',
    monthlyPrice: 99,
    tagline: 'Para construir un portafolio',
    trialDays: 0,
    features: [
      'Todo lo incluido en Pro',
      'Sesión estratégica 1:1 mensual',
      'Análisis completo y personalizado de portafolio',
      'Reportes personalizados',
      'Revisión experta de documentos',
      'Conexiones directas con prestamistas',
      'Soporte prioritario 24/7',
      'Herramienta de análisis de mercado',
      'Simulador de escenarios de inversión',
      'Red de inversionistas',
    ],
  },
};

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

/** Paid plans a visitor can subscribe to from checkout. */
export const PAID_PLAN_IDS = ['pro', 'elite'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];
export function isPaidPlanId(value: unknown): value is PaidPlanId {
  return value === 'pro' || value === 'elite';
}

/**
 * Who may call an API route or open a page (DESIGN.md "Plans and access"). `staff` is not a plan:
 * the profile's role, set by ops (scripts/staff.ts), never through the API.
 */
export type Access = 'public' | 'user' | 'pro' | 'elite' | 'staff';

/** Roles a profile may carry besides its plan. */
export type Role = 'staff';

const PAID_STATUSES = new Set(['active', 'trialing']);

/** Does a user with this plan and subscription status get the access level? */
export function planAllows(plan: PlanId, subscriptionStatus: string, access: Access): boolean {
  if (access === 'public' || access === 'user') return true;
  if (access === 'staff') return false; // a role, not a plan: see roleAllows

  if (!PAID_STATUSES.has(subscriptionStatus)) return false;
  if (access === 'pro') return plan === 'pro' || plan === 'elite';
  return plan === 'elite';
}

/** Does a user with this role (and plan) get the access level? Staff pages need the staff role. */
export function accessAllows(
  user: { plan: PlanId; subscriptionStatus: string; role?: Role | null },
  access: Access,
): boolean {
  if (access === 'staff') return user.role === 'staff';
  return planAllows(user.plan, user.subscriptionStatus, access);
}

/** The plan a user has the use of now: a paid plan whose subscription lapsed counts as gratuito. */
export function effectivePlan(user: {
  subscriptionPlan: PlanId;
  subscriptionStatus: string;
}): PlanId {
  if (planAllows(user.subscriptionPlan, user.subscriptionStatus, 'elite')) return 'elite';
  if (planAllows(user.subscriptionPlan, user.subscriptionStatus, 'pro')) return 'pro';
  return 'gratuito';
}

/** The dashboard a signed-in user lands on (spec 01: /free-plan for gratuito). */
export function dashboardPath(plan: PlanId, subscriptionStatus: string): string {
  if (planAllows(plan, subscriptionStatus, 'elite')) return '/elite-dashboard';
  if (planAllows(plan, subscriptionStatus, 'pro')) return '/pro-dashboard';
  return '/free-plan';
}
