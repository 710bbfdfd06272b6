/**
 * The member's data: a download of everything we hold about them and the deletion of their account,
 * both confirmed from a link sent by email.
 *   POST /api/auth/data-export              (signed in) email a link to build the download
 *   POST /api/auth/data-export/confirm      { token } queue the ZIP (data JSON + vault files):
 *                                           202 with the job (shared/api/jobs.ts), ready by email
 *   POST /api/auth/delete-account           (signed in) { currentPassword, code? } email a link
 *   POST /api/auth/delete-account/confirm   { token } delete the account for good
 */
import * as z from 'zod';
import { MESSAGES } from '../messages.ts';
import { reauthCodeSchema } from './auth.ts';

export const MEMBER_DATA_MESSAGES = {
  exportRequested:
    'Te enviamos un correo con el enlace para descargar tus datos. El enlace vale durante 1 hora.',
  exportInvalid:
    'El enlace para descargar tus datos no es válido o ya venció. Pide otro desde Mi cuenta.',
  exportReady: 'Tu archivo está listo: descárgalo con el botón de abajo.',
  exportSignIn:
    'Inicia sesión con tu cuenta para seguir la preparación y descargar el archivo. También te avisamos por correo.',
  deleteRequested:
    'Te enviamos un correo para confirmar la eliminación de tu cuenta. Hasta que abras el enlace, nada cambia.',
  deleteInvalid:
    'El enlace para eliminar tu cuenta no es válido o ya venció. Pídelo de nuevo desde Mi cuenta.',
  deleted:
    'Eliminamos tu cuenta, tus archivos y tus datos. Cancelamos tu suscripción. Gracias por haber usado Inversor Listo.',
  codeRequired: 'Ingresa el código de tu aplicación de autenticación (o un código de recuperación)',
  passwordRequired: 'Ingresa tu contraseña actual',
  tokenRequired: 'Falta el enlace del correo',
} as const;

const M = MEMBER_DATA_MESSAGES;

export const deleteAccountSchema = z.object(
  {
    currentPassword: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(1024),
    code: reauthCodeSchema,
  },
  { error: MESSAGES.invalidInput },
);
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

export const memberDataTokenSchema = z.object(
  { token: z.string({ error: M.tokenRequired }).regex(/^[A-Za-z0-9_-]{20,100}$/, M.tokenRequired) },
  { error: MESSAGES.invalidInput },
);
