/**
 * The accounts' limits and Spanish texts, without zod: the login, registration and recovery pages
 * show them as they draw, and importing them from ./auth.ts put zod (~25 kB gzip) and the schemas'
 * construction on those pages' first load. ./auth.ts re-exports them for the server.
 */
import { PASSWORD_STRENGTH_MESSAGES } from '../password-strength.ts';

/** Lengths of the accounts' fields and codes (docs/security.md). */
export const AUTH_LIMITS = {
  usernameMin: 3,
  usernameMax: 30,
  passwordMin: 8,
  passwordMax: 128,
  nameMax: 60,
  emailMax: 254,
  /** base64url of 32 random bytes is 43 characters. */
  tokenMax: 128,
  /** TOTP codes (RFC 6238): 6 digits. */
  totpDigits: 6,
  /** MFA recovery codes: 24 base32 characters (120 bits), shown in groups of four. */
  recoveryCodeLength: 24,
  recoveryCodeCount: 10,
} as const;

/** Texts of the accounts flows. */
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
  passwordRequired: 'La contraseña es obligatoria',
  passwordTooShort: 'La contraseña debe tener al menos 8 caracteres',
  passwordTooLong: `La contraseña no puede tener más de ${AUTH_LIMITS.passwordMax} caracteres`,
  /** The start of every refusal for strength (the rest says why: shared/password-strength.ts). */
  passwordWeak: PASSWORD_STRENGTH_MESSAGES.weak,
  currentPasswordRequired: 'Escribe tu contraseña actual para confirmar el cambio',
  currentPasswordWrong: 'La contraseña actual no es correcta',
  passwordSame: 'La nueva contraseña debe ser distinta de la actual',
  passwordChanged: 'Cambiamos tu contraseña y cerramos tus otras sesiones.',
  emailChangeInvalid:
    'El enlace para confirmar el correo no es válido, ya fue usado o expiró. Pide el cambio de nuevo desde tu cuenta.',
  emailChanged: 'Tu correo electrónico quedó actualizado y cerramos tus otras sesiones.',
  sessionNotFound: 'Esa sesión ya no existe',
  sessionEnded: 'Cerramos esa sesión',
  otherSessionsEnded: 'Cerramos todas tus otras sesiones',
  mfaAlreadyEnabled: 'La verificación en dos pasos ya está activada',
  mfaNotEnabled: 'La verificación en dos pasos no está activada',
  mfaSetupMissing: 'Genera primero un código QR nuevo desde tu cuenta',
  mfaCodeRequired: 'Escribe el código de 6 dígitos de tu app de autenticación',
  mfaCodeFormat: 'El código tiene 6 dígitos, o es uno de tus códigos de recuperación',
  mfaCodeInvalid: 'Código incorrecto',
  mfaEnabled: 'Activaste la verificación en dos pasos. Guarda tus códigos de recuperación.',
  mfaDisabled: 'Desactivaste la verificación en dos pasos',
  mfaRequired: 'Escribe el código de tu app de autenticación para terminar de iniciar sesión',
  mfaLoginExpired: 'La verificación expiró. Inicia sesión de nuevo.',
  mfaTooManyAttempts: 'Demasiados códigos incorrectos. Inicia sesión de nuevo.',
  reauthRequired: 'Por seguridad, escribe tu contraseña actual',
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

/** ASCII letters, digits, dot, underscore, hyphen: unambiguous in a login box and in an email. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

/** What is wrong with a username (trimmed first), or undefined: the form's live check and the API's. */
export function usernameProblem(raw: string): string | undefined {
  const username = raw.trim();
  if (username.length === 0) return AUTH_MESSAGES.usernameRequired;
  if (username.length < AUTH_LIMITS.usernameMin) return AUTH_MESSAGES.usernameTooShort;
  if (username.length > AUTH_LIMITS.usernameMax) return AUTH_MESSAGES.usernameTooLong;
  if (!USERNAME_PATTERN.test(username)) return AUTH_MESSAGES.usernameFormat;
  return undefined;
}
