/**
 * The billing API contract (docs/billing.md): request schemas the handlers validate with, the
 * answers' shapes, the checkout form's lists, and the Spanish texts both sides show. Amounts are in
 * cents; dates are ISO 8601 strings.
 */
import * as z from 'zod';
import { PLANS, type PaidPlanId, type PlanId } from '../plans.ts';
import { BILLING_MESSAGES } from './billing-texts.ts';

export { BILLING_MESSAGES } from './billing-texts.ts';

const M = BILLING_MESSAGES;

export const CHECKOUT_COUNTRIES = [
  { code: 'US', name: 'Estados Unidos' },
  { code: 'MX', name: 'México' },
  { code: 'CA', name: 'Canadá' },
] as const;

/** The billing form (client only; passed to the payment provider as billing details). */
export interface BillingDetailsForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

/** All but phone (and country, which defaults to US) are required. */
const REQUIRED_BILLING_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'address',
  'city',
  'state',
  'zipCode',
] as const satisfies readonly (keyof BillingDetailsForm)[];

export function missingBillingFields(form: BillingDetailsForm): (keyof BillingDetailsForm)[] {
  return REQUIRED_BILLING_FIELDS.filter((field) => form[field].trim() === '');
}

/** Stripe.js `billing_details` from the form. */
export function toBillingDetails(form: BillingDetailsForm) {
  return {
    name: `${form.firstName.trim()} ${form.lastName.trim()}`,
    email: form.email.trim(),
    phone: form.phone.trim() || undefined,
    address: {
      line1: form.address.trim(),
      city: form.city.trim(),
      state: form.state,
      postal_code: form.zipCode.trim(),
      country: form.country || 'US',
    },
  };
}

/** Ids the payment provider hands out (pi_…, seti_…, sim_pi_…): letters, digits, underscores. */
const providerId = z
  .string({ error: M.invalidRequest })
  .min(3, M.invalidRequest)
  .max(255, M.invalidRequest)
  .regex(/^[A-Za-z0-9_]+$/, M.invalidRequest);

export const paidPlanSchema = z.enum(['pro', 'elite'], { error: M.invalidPlan });

/** POST /api/payment-success: the plan and the intent id from the return URL. */
export const paymentSuccessSchema = z.object(
  { plan: paidPlanSchema, paymentIntentId: providerId },
  { error: M.invalidRequest },
);
export type PaymentSuccessInput = z.infer<typeof paymentSuccessSchema>;

/** POST /api/billing/change-plan: Pro→Elite (upgrade) or Elite→Pro. */
export const changePlanSchema = z.object({ plan: paidPlanSchema }, { error: M.invalidRequest });

/** POST /api/billing/simulator/confirm: a test card against a simulated intent (local only). */
export const simulatorConfirmSchema = z.object(
  {
    clientSecret: z
      .string({ error: M.invalidRequest })
      .min(10, M.invalidRequest)
      .max(255, M.invalidRequest),
    cardNumber: z
      .string({ error: M.cardNumberInvalid })
      .max(40, M.cardNumberInvalid)
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{12,19}$/, M.cardNumberInvalid)),
    /** MM/AA */
    expiry: z
      .string({ error: M.cardExpiryInvalid })
      .trim()
      .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, M.cardExpiryInvalid),
    cvc: z
      .string({ error: M.cardCvcInvalid })
      .trim()
      .regex(/^\d{3,4}$/, M.cardCvcInvalid),
    name: z.string().trim().max(120).optional(),
  },
  { error: M.invalidRequest },
);
export type SimulatorConfirmInput = z.input<typeof simulatorConfirmSchema>;

export type BillingMode = 'stripe' | 'simulator';

/** GET /api/billing/config: how the browser collects payment. */
export interface BillingConfigResponse {
  mode: BillingMode;
  /** Stripe's publishable key (null in simulator mode). */
  publishableKey: string | null;
}

/**
 * POST /api/subscribe/{free|pro|elite}. The activation page reads success and redirectUrl; the
 * checkout reads success, clientSecret and message.
 */
export interface SubscribeResponse {
  success: boolean;
  message?: string;
  redirectUrl?: string;
  plan?: PlanId;
  /** What the Payment Element confirms: the first invoice's payment or, for the trial, a card setup. */
  clientSecret?: string;
  intentType?: 'payment' | 'setup';
  /** Due today, in cents (0 during the Pro trial). */
  amountDueToday?: number;
  /** Monthly price of the plan in cents, and its currency (lower case, e.g. usd). */
  amount?: number;
  currency?: string;
  /** End of the free trial (first charge), when there is one. */
  trialEnd?: string | null;
}

export interface CardSummary {
  brand: string;
  last4: string;
}

/** GET /api/billing/subscription: the user's plan as the billing provider last told us. */
export interface SubscriptionResponse {
  plan: PlanId;
  status: string;
  currentPeriodEnd: string | null;
  trialEnd: string | null;
  cancelAtPeriodEnd: boolean;
  card: CardSummary | null;
  /** The plan's monthly price in cents as billed (null for the free plan). */
  amount: number | null;
  /** The next automatic charge; null when none is due (free plan, or cancelled at period end). */
  nextCharge: { date: string; amount: number; currency: string } | null;
  /** A billing account exists: the card can be updated. */
  canUpdateCard: boolean;
  /** A paid plan that ended, for the note on the free plan. */
  endedPlan: PaidPlanId | null;
  endedAt: string | null;
}

export interface PaymentSuccessResponse {
  success: boolean;
  message: string;
  plan: PlanId;
  status: string;
}

export interface PlanChangeResponse {
  success: boolean;
  message: string;
  subscription: SubscriptionResponse;
}

export interface PortalResponse {
  url: string;
}

export interface SimulatorConfirmResponse {
  status: 'succeeded';
  intentId: string;
  intentType: 'payment' | 'setup';
}

/** The plan's display name with its article: "Plan Pro". */
export function planTitle(plan: PlanId): string {
  return `Plan ${PLANS[plan].name}`;
}
