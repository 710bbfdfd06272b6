import { toUser, updateAccount } from '../accounts.ts';
import { requireCaller, route } from '../../commons/http.ts';
import { passedSecondFactor } from '../../commons/sessions.ts';
import { AUTH_MESSAGES, updateUserSchema, type UserResponse } from '../../../shared/api/auth.ts';

/**
 * PUT /api/auth/user — names and username at once; a new email needs `currentPassword` and is
 * confirmed from the new address first (the answer says where the link went). 409 for a taken
 * email or username.
 */
export const handler = route('PUT /api/auth/user', async (req) => {
  const caller = requireCaller(req);
  const changes = updateUserSchema.parse(req.body);
  const { profile, pendingEmail } = await updateAccount(caller, changes, req.clientKey);
  const secondFactorPassed = passedSecondFactor(profile, caller.session);
  const user = {
    ...toUser(profile, { secondFactorPassed }),
    ...(pendingEmail ? { pendingEmail } : {}),
  };
  const message = pendingEmail
    ? emailChangeSentMessage(pendingEmail)
    : AUTH_MESSAGES.accountUpdated;
  const body: UserResponse = { message, user };
  return { body };
});

function emailChangeSentMessage(email: string): string {
  return `Te enviamos un enlace a ${email} para confirmar el cambio. Hasta que lo confirmes, tu correo sigue siendo el actual.`;
}
