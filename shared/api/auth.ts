/**
 * The accounts API contract (spec 01 §3, §5, §7): request schemas used by the handlers to validate
 * and by the forms to check input before sending, the answers' shapes, and the Spanish texts both
 * sides show. Emails are compared in lower case; usernames keep their case but are unique
 * regardless of it.
 */
import * as z from 'zod';
import { isCommonPassword } from '../common-passwords.ts';
import { PLAN_IDS } from '../plans.ts';

/** Spec 01 §9 and DESIGN.md "Accounts and sessions". */
export const AUTH_LIMITS = {
  usernameMin: 3,
  usernameMax: 30,
  passwordMin: 8,
  passwordMax: 128,
  nameMax: 60,
  emailMax: 254,
  /** base64url of 32 random bytes is 43 characters. */
  tokenMax: 128,
} as const;

/** Texts of the accounts flows; the spec's own where it gives one (spec 01 §5, §8). */
export const AUTH_MESSAGES = {
  firstNameRequired: 'El nombre es obligatorio',
  lastNameRequired: 'El apellido es obligatorio',
  nameTooLong: `Máximo ${AUTH_LIMITS.nameMax} caracteres`,
  nameInvalid: 'Usa solo letras, espacios y signos habituales en nombres',
  emailRequired: 'El correo electrónico es obligatorio',
  emailInvalid: 'Ingresa un correo electrónico válido',
  usernameRequired: 'El nombre de usuario es obligatorio',
  usernameTooShort: 'El nombre de usuario debe tener al menos 3 caracteres',
  usernameTooLong: `El nombre de usuario no puede tener más de ${AUTH_LIMITS.usernameMax} caracteres`,
  usernameFormat:
    'El nombre de usuario solo puede contener letras sin acentos, números, puntos, guiones y guiones bajos',
  usernameHint: 'Mínimo 3 caracteres',
  usernameTaken: 'El nombre de usuario no está disponible',
  usernameUnknown: 'Por favor espera a verificar la disponibilidad del nombre de usuario',
  passwordRequired: 'La contraseña es obligatoria',
  passwordTooShort: 'La contraseña debe tener al menos 8 caracteres',
  passwordTooLong: `La contraseña no puede tener más de ${AUTH_LIMITS.passwordMax} caracteres`,
  passwordCommon: 'Esta contraseña es demasiado común. Elige una más difícil de adivinar.',
  passwordMismatch: 'Las contraseñas no coinciden',
  tokenInvalid: 'Token de recuperación no válido',
  resetLinkInvalid:
    'El enlace de recuperación no es válido o ya fue usado o expiró. Solicita uno nuevo.',
  emailTaken: 'Ya existe una cuenta con este correo electrónico',
  badCredentials: 'Credenciales incorrectas',
  accountChanged: 'Tu cuenta cambió mientras la editabas. Recarga la página e inténtalo de nuevo.',
  registered: 'Tu cuenta ha sido creada exitosamente.',
  loggedIn: 'Sesión iniciada correctamente',
  loggedOut: 'Sesión cerrada',
  resetSent:
    'Si existe una cuenta con ese correo, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada.',
  usernameSent:
    'Si existe una cuenta con ese correo, te enviamos tu nombre de usuario. Revisa tu bandeja de entrada.',
  passwordReset: 'Tu contraseña fue restablecida. Ya puedes iniciar sesión con la nueva.',
  accountUpdated: 'Tu información ha sido actualizada exitosamente',
  invalidRequest: 'Datos inválidos',
} as const;

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

export const emailSchema = text(M.emailRequired)
  .trim()
  .min(1, M.emailRequired)
  .max(AUTH_LIMITS.emailMax, M.emailInvalid)
  .toLowerCase()
  .pipe(z.email({ error: M.emailInvalid }));

/** ASCII letters, digits, dot, underscore, hyphen: unambiguous in a login box and in an email. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
export const usernameSchema = text(M.usernameRequired)
  .trim()
  .min(1, M.usernameRequired)
  .min(AUTH_LIMITS.usernameMin, M.usernameTooShort)
  .max(AUTH_LIMITS.usernameMax, M.usernameTooLong)
  .regex(USERNAME_PATTERN, M.usernameFormat);

/** A new password: 8 to 128 characters, not one of the most common (DESIGN.md). Never trimmed. */
export const newPasswordSchema = text(M.passwordRequired)
  .min(1, M.passwordRequired)
  .min(AUTH_LIMITS.passwordMin, M.passwordTooShort)
  .max(AUTH_LIMITS.passwordMax, M.passwordTooLong)
  .refine((password) => !isCommonPassword(password), M.passwordCommon);

/** The password typed at login: only bounded, so old rules never lock anyone out. */
const loginPasswordSchema = text(M.passwordRequired)
  .min(1, M.passwordRequired)
  .max(1024, M.invalidRequest);

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

/** POST /api/auth/register (confirmPassword stays in the browser, spec 01 §3). */
export const registerSchema = z.object({ ...profileFields, password: newPasswordSchema }, body);
export type RegisterInput = z.input<typeof registerSchema>;

/** POST /api/auth/forgot-password and /api/auth/forgot-username */
export const recoveryEmailSchema = z.object({ email: emailSchema }, body);
export type RecoveryEmailInput = z.input<typeof recoveryEmailSchema>;

/** POST /api/auth/reset-password */
export const resetPasswordSchema = z.object(
  {
    token: text(M.tokenInvalid)
      .min(1, M.tokenInvalid)
      .max(AUTH_LIMITS.tokenMax, M.tokenInvalid)
      .regex(/^[A-Za-z0-9_-]+$/, M.tokenInvalid),
    newPassword: newPasswordSchema,
  },
  body,
);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** PUT /api/auth/user */
export const updateUserSchema = z.object(profileFields, body);
export type UpdateUserInput = z.input<typeof updateUserSchema>;

/** The current user (spec 01 §3), as GET /api/auth/user answers it. */
export const userSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  username: z.string(),
  subscriptionPlan: z.enum(PLAN_IDS),
  subscriptionStatus: z.string(),
  createdAt: z.string(),
  /** Present only for staff (the /equipo console). */
  role: z.enum(['staff']).optional(),
});
export type User = z.infer<typeof userSchema>;

/** Answers (spec 01 §7; the login answer carries no token, DESIGN.md). */
export interface MessageResponse {
  message: string;
}
export interface LoginResponse extends MessageResponse {
  user: User;
}
export interface UserResponse extends MessageResponse {
  user: User;
}
export interface UsernameAvailability {
  available: boolean;
}
