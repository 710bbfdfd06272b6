/**
 * The accounts API contract: request schemas used by the handlers to validate and by the forms to
 * check input before sending, the answers' shapes, and the Spanish texts both sides show. Emails
 * are compared in lower case; usernames keep their case but are unique regardless of it.
 */
import * as z from 'zod';
import { PAID_PLAN_IDS, type PlanId, type Role } from '../plans.ts';
import { AUTH_LIMITS, AUTH_MESSAGES, usernameProblem } from './auth-texts.ts';

export { AUTH_LIMITS, AUTH_MESSAGES } from './auth-texts.ts';

const M = AUTH_MESSAGES;

/** A required string field: one message when missing, another when it is not text. */
function text(required: string) {
  return z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? required : M.invalidRequest,
  });
}

/**
 * Names: trimmed, NFC, letters of any script with spaces, apostrophes, hyphens and dots. Control
 * and invisible format characters (and lone surrogates) are refused.
 */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M}' .\-’]*$/u;
function personName(required: string) {
  return text(required)
    .trim()
    .normalize('NFC')
    .min(1, required)
    .max(AUTH_LIMITS.nameMax, M.nameTooLong)
    .regex(NAME, M.nameInvalid);
}

const emailSchema = text(M.emailRequired)
  .trim()
  .min(1, M.emailRequired)
  .max(AUTH_LIMITS.emailMax, M.emailInvalid)
  .toLowerCase()
  .pipe(z.email({ error: M.emailInvalid }));

/** A username: its rules are usernameProblem's (./auth-texts.ts), which the form checks as typed. */
export const usernameSchema = text(M.usernameRequired)
  .trim()
  .superRefine((username, ctx) => {
    const problem = usernameProblem(username);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * A new password: 8 to 128 characters, never trimmed. Its strength (zxcvbn score ≥ 3 against the
 * member's own names, email and username) is judged after parsing, by shared/password-strength.ts:
 * the server refuses a weak one (functions/auth/password-policy.ts), the forms show why.
 */
export const newPasswordSchema = text(M.passwordRequired)
  .min(1, M.passwordRequired)
  .min(AUTH_LIMITS.passwordMin, M.passwordTooShort)
  .max(AUTH_LIMITS.passwordMax, M.passwordTooLong);

/** The password typed at login: only bounded, so old rules never lock anyone out. */
const loginPasswordSchema = text(M.passwordRequired)
  .min(1, M.passwordRequired)
  .max(1024, M.invalidRequest);

/** The current password, asked again before a sensitive change (re-authentication). */
const currentPasswordSchema = text(M.currentPasswordRequired)
  .min(1, M.currentPasswordRequired)
  .max(1024, M.invalidRequest);

/** A single-use token from an emailed link (base64url). */
function tokenSchema(message: string) {
  return text(message)
    .min(1, message)
    .max(AUTH_LIMITS.tokenMax, message)
    .regex(/^[A-Za-z0-9_-]+$/, message);
}

/**
 * A second-factor code: 6 digits from the authenticator app, or a recovery code (24 base32
 * characters, typed with or without its dashes and spaces, in any case). Normalised: digits only,
 * or the recovery code in upper case without separators.
 */
const mfaCodeSchema = text(M.mfaCodeRequired)
  .max(64, M.mfaCodeFormat)
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, M.mfaCodeRequired)
      .regex(
        new RegExp(
          `^(\\d{${AUTH_LIMITS.totpDigits}}|[A-Z2-7]{${AUTH_LIMITS.recoveryCodeLength}})$`,
        ),
        M.mfaCodeFormat,
      ),
  );

/** Is this (normalised) code a TOTP rather than a recovery code? */
export function isTotpCode(code: string): boolean {
  return /^\d+$/.test(code);
}

const body = { error: M.invalidRequest };

/** POST /api/auth/login */
export const loginSchema = z.object({ email: emailSchema, password: loginPasswordSchema }, body);
export type LoginInput = z.input<typeof loginSchema>;

/** The profile fields a user chooses, at registration and on the account page. */
const profileFields = {
  firstName: personName(M.firstNameRequired),
  lastName: personName(M.lastNameRequired),
  email: emailSchema,
  username: usernameSchema,
};

/**
 * POST /api/auth/register (confirmPassword stays in the browser: the server has nothing to compare
 * it with). `plan`: the paid plan the visitor chose before registering; with it the account is
 * signed in at once and goes on to checkout, so a paying visitor does not sign in twice; without it
 * the visitor signs in next.
 */
export const registerSchema = z.object(
  {
    ...profileFields,
    password: newPasswordSchema,
    plan: z.enum(PAID_PLAN_IDS, { error: M.invalidRequest }).optional(),
  },
  body,
);
export type RegisterInput = z.input<typeof registerSchema>;
/** A registration; signed in (with the user) when it named a plan. */
export interface RegisterResponse extends MessageResponse {
  user?: User;
}

/** POST /api/auth/forgot-password and /api/auth/forgot-username */
export const recoveryEmailSchema = z.object({ email: emailSchema }, body);
export type RecoveryEmailInput = z.input<typeof recoveryEmailSchema>;

/** POST /api/auth/reset-password */
export const resetPasswordSchema = z.object(
  { token: tokenSchema(M.tokenInvalid), newPassword: newPasswordSchema },
  body,
);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/**
 * The code a sensitive change asks for when the account has MFA on (`code`, as the login's second
 * step names it): required by the server then, ignored otherwise.
 */
export const reauthCodeSchema = mfaCodeSchema.optional();

/**
 * PUT /api/auth/user. Names and username change at once; a new email needs the current password
 * (and, with MFA on, a code) and changes only once confirmed from the new address.
 */
export const updateUserSchema = z.object(
  {
    ...profileFields,
    currentPassword: currentPasswordSchema.optional(),
    code: reauthCodeSchema,
  },
  body,
);
export type UpdateUserInput = z.input<typeof updateUserSchema>;

/** POST /api/auth/confirm-email */
export const confirmEmailSchema = z.object({ token: tokenSchema(M.emailChangeInvalid) }, body);
export type ConfirmEmailInput = z.input<typeof confirmEmailSchema>;

/** POST /api/auth/change-password (with MFA on, a code as well) */
export const changePasswordSchema = z.object(
  {
    currentPassword: currentPasswordSchema,
    newPassword: newPasswordSchema,
    code: reauthCodeSchema,
  },
  body,
);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** POST /api/auth/login/mfa */
export const mfaLoginSchema = z.object({ code: mfaCodeSchema }, body);
export type MfaLoginInput = z.input<typeof mfaLoginSchema>;

/**
 * POST /api/auth/mfa/enable. The current password is needed unless the session signed in within
 * the last minutes (functions/auth/mfa.ts FRESH_SIGN_IN_SECONDS); the account page always sends it.
 */
export const mfaEnableSchema = z.object(
  { code: mfaCodeSchema, currentPassword: currentPasswordSchema.optional() },
  body,
);
export type MfaEnableInput = z.input<typeof mfaEnableSchema>;

/** POST /api/auth/mfa/disable */
export const mfaDisableSchema = z.object(
  { currentPassword: currentPasswordSchema, code: mfaCodeSchema },
  body,
);
export type MfaDisableInput = z.input<typeof mfaDisableSchema>;

/** DELETE /api/auth/sessions/{id}: a session's public id (never its token). */
export const sessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, M.sessionNotFound);

/** The current user, as GET /api/auth/user answers it. */
export interface User {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  subscriptionPlan: PlanId;
  subscriptionStatus: string;
  createdAt: string;
  /** TOTP second factor on. */
  mfaEnabled: boolean;
  /** A new email waiting for its confirmation link (until then `email` is still in force). */
  pendingEmail?: string;
  /** Present only for a role (staff: the /equipo console; lender: the /prestamistas portal). */
  role?: Role;
  /**
   * This session passed the second factor (signed in with a code, or turned MFA on): the pages of
   * a role behind one (shared/plans.ts ROLES) ask to enrol or sign in again without it.
   */
  secondFactorPassed?: true;
  /** The zone the member chose on /account (IANA); absent: the browser's (shared/time-zone.ts). */
  timeZone?: string;
}

/** Answers (the login answer carries no token, docs/security.md). */
export interface MessageResponse {
  message: string;
}
/** A signed-in login; or, with a second factor on, the step that asks for the code. */
export type LoginResponse = LoginDone | LoginNeedsCode;
export interface LoginDone extends MessageResponse {
  user: User;
  mfaRequired?: undefined;
}
interface LoginNeedsCode extends MessageResponse {
  mfaRequired: true;
}
export interface UserResponse extends MessageResponse {
  user: User;
}
export interface UsernameAvailability {
  available: boolean;
}

/** One of the member's sessions, as GET /api/auth/sessions lists it. */
interface SessionInfo {
  /** Public id: not the token, nor its hash. */
  id: string;
  createdAt: string;
  lastSeenAt: string;
  /** The browser's User-Agent when it signed in (may be empty). */
  userAgent: string;
  current: boolean;
}
export interface SessionsResponse {
  sessions: SessionInfo[];
}
export interface MfaSetupResponse {
  /** Base32 (RFC 4648), for typing into an app by hand. */
  secret: string;
  /** otpauth://totp/… for the QR code. */
  otpauthUrl: string;
}
export interface MfaEnableResponse extends MessageResponse {
  /** Shown once; stored only as keyed hashes. */
  recoveryCodes: string[];
}
