import { MESSAGES, MESSAGES_EN } from './messages.ts';

/** The plan catalogue (docs/product.md, "Plans and prices"). Prices in US dollars per month. */
export const PLAN_IDS = ['gratuito', 'pro', 'elite'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/**
 * What delivers a listed feature: the page (a path of web/src/app/route-table.ts) where a member of
 * the plan uses it, or a capability (CAPABILITIES) the product has without a page of its own.
 * `onlyWhen`: the feature is listed only while that content exists (ops load it).
 */
type Delivery = { route: `/${string}` } | { capability: Capability };

/** Capabilities a feature may name instead of a page; each says where it lives. */
export const CAPABILITIES = {
  'welcome-email': 'functions/auth/emails.ts: el correo de bienvenida al registrarse',
} as const;
type Capability = keyof typeof CAPABILITIES;

/** Content loaded by ops that a listed feature may depend on. */
type ContentFlag = 'intro-videos';
export type ContentAvailability = Partial<Record<ContentFlag, boolean>>;

export interface PlanFeature {
  text: string;
  delivers: Delivery;
  onlyWhen?: ContentFlag;
}

export interface Plan {
  id: PlanId;
  name: string;
  /** Monthly price in US dollars. */
  monthlyPrice: number;
  tagline: string;
  /** Every promise of the plan with what delivers it (use planFeatures to list them). */
  features: readonly PlanFeature[];
  popular?: boolean;
  /** Days of free trial before the first charge (docs/product.md: Pro starts with 7). */
  trialDays: number;
}

const at = (text: string, route: `/${string}`, onlyWhen?: ContentFlag): PlanFeature =>
  onlyWhen ? { text, delivers: { route }, onlyWhen } : { text, delivers: { route } };

export const PLANS: Record<PlanId, Plan> = {
  gratuito: {
    id: 'gratuito',
    name: 'Gratuito',
    monthlyPrice: 0,
    tagline: 'Para comenzar a prepararte',
    trialDays: 0,
    features: [
      at('Calculadora DSCR básica', '/calculadora-dscr'),
      at('Guía de preparación de documentos', '/guia-documentos'),
      at('Lista de verificación de inversión', '/lista-verificacion'),
      at('Webinars mensuales', '/webinars'),
      // Listed only once ops have loaded an intro video (scripts/videos.ts).
      at('Videos introductorios', '/recursos-educativos', 'intro-videos'),
      at('Recursos educativos básicos', '/recursos-educativos'),
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
      at('Acceso completo a herramientas', '/pro-dashboard'),
      at('Calculadoras avanzadas', '/calculadora-roi'),
      at('Evaluador de patrimonio neto', '/portafolio'),
      at('Analizador de flujo de caja', '/portafolio'),
      at('Bóveda segura de documentos', '/boveda-documentos'),
      at('Plantillas de cartas de preaprobación', '/califico'),
      at('Webinars semanales', '/webinars'),
      // Pro tickets share Elite's support page and store; the tier sets the answer target.
      at('Soporte prioritario por correo', '/elite-support'),
      at('Reportes detallados', '/reportes-profesionales'),
      at('Portal educativo completo', '/recursos-educativos'),
    ],
  },
  elite: {
    id: 'elite',
    name: 'Elite',
    monthlyPrice: 99,
    tagline: 'Para construir un portafolio',
    trialDays: 0,
    features: [
      at('Todo lo incluido en Pro', '/pro-dashboard'),
      at('Sesión estratégica 1:1 mensual', '/elite-consulting'),
      at('Análisis completo y personalizado de portafolio', '/portafolio'),
      at('Reportes personalizados', '/reportes-profesionales'),
      at('Revisión experta de documentos', '/boveda-documentos'),
      at('Conexiones directas con prestamistas', '/califico'),
      at('Soporte prioritario 24/7', '/elite-support'),
      at('Herramienta de análisis de mercado', '/analisis-mercado'),
      at('Simulador de escenarios de inversión', '/simulador-escenarios'),
      at('Red de inversionistas', '/elite-red'),
    ],
  },
};

/**
 * The texts a plan lists today: every feature, less those whose content is not loaded yet. The one
 * list behind the plan pages, the landing pricing, checkout, /subscription and /welcome.
 */
export function planFeatures(plan: PlanId, content: ContentAvailability = {}): string[] {
  return PLANS[plan].features
    .filter((feature) => !feature.onlyWhen || content[feature.onlyWhen] === true)
    .map((feature) => feature.text);
}

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
 * Roles a profile may carry besides its plan. Each role is an access level of its own: its routes
 * and pages open only to profiles with it. `staff` is set by ops (scripts/staff.ts), never through
 * the API; `lender` by staff verifying a lender (POST /api/staff/lenders). `secondFactor`: its
 * routes refuse a session that did not pass the account's second factor (one that signed in with a
 * code, or the one that turned MFA on), and its pages ask to enrol first (docs/security.md "Roles
 * behind a second factor"). `language` is the one its pages and refusals speak (a lender reads
 * English), `refusal` its 403's message. A role is one line here.
 */
export const ROLES = {
  staff: { secondFactor: true, language: 'es', refusal: MESSAGES.forbiddenStaff },
  lender: { secondFactor: true, language: 'en', refusal: MESSAGES_EN.forbiddenLender },
} as const satisfies Record<
  string,
  { secondFactor: boolean; language: 'es' | 'en'; refusal: string }
>;

export type Role = keyof typeof ROLES;

/**
 * Who may call an API route or open a page (docs/product.md "Plans and access"): everyone, any
 * member, a plan, or a role.
 */
export type Access = 'public' | 'user' | 'pro' | 'elite' | Role;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && Object.hasOwn(ROLES, value);
}

/** Does this access level ask for a session that passed the second factor? */
export function needsSecondFactor(access: Access): boolean {
  return isRole(access) && ROLES[access].secondFactor;
}

const PAID_STATUSES = new Set(['active', 'trialing']);

/** Does a user with this plan and subscription status get the access level? */
export function planAllows(plan: PlanId, subscriptionStatus: string, access: Access): boolean {
  if (access === 'public' || access === 'user') return true;
  if (isRole(access)) return false; // a role, not a plan: see accessAllows

  if (!PAID_STATUSES.has(subscriptionStatus)) return false;
  if (access === 'pro') return plan === 'pro' || plan === 'elite';
  return plan === 'elite';
}

/** Does a user with this role (and plan) get the access level? A role's pages need the role. */
export function accessAllows(
  user: { plan: PlanId; subscriptionStatus: string; role?: Role | null },
  access: Access,
): boolean {
  if (isRole(access)) return user.role === access;
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

/** The dashboard a signed-in user lands on: the highest plan the subscription allows. */
export function dashboardPath(plan: PlanId, subscriptionStatus: string): string {
  if (planAllows(plan, subscriptionStatus, 'elite')) return '/elite-dashboard';
  if (planAllows(plan, subscriptionStatus, 'pro')) return '/pro-dashboard';
  return '/free-plan';
}
