import * as z from 'zod';
import { AUTH_MESSAGES, changePasswordSchema, newPasswordSchema } from '@shared/api/auth';

/**
 * The change-password form's rules: the API's, plus the confirmation matching. Its own module so
 * that the account page loads it, and zod, when the form is first validated (lazyZodResolver).
 */
export const changePasswordFormSchema = z
  .object({
    currentPassword: changePasswordSchema.shape.currentPassword,
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
    // Shown (and then required) only with MFA on.
    code: changePasswordSchema.shape.code,
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordMismatch,
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/** The reset form's rules: the same password rule as registration, then the match. */
export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordMismatch,
  });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;
