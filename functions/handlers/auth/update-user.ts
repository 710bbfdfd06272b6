import { toUser, updateAccount } from '../../auth/accounts.ts';
import { requireCaller, route } from '../../commons/http.ts';
import { AUTH_MESSAGES, updateUserSchema, type UserResponse } from '../../../shared/api/auth.ts';

/** PUT /api/auth/user — names, email and username; a taken email or username answers 409. */
export const handler = route('PUT /api/auth/user', async (req) => {
  const caller = requireCaller(req);
  const changes = updateUserSchema.parse(req.body);
  const profile = await updateAccount(caller.profile, changes);
  const body: UserResponse = { message: AUTH_MESSAGES.accountUpdated, user: toUser(profile) };
  return { body };
});
