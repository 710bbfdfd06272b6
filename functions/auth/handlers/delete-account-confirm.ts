import { deleteAccount } from '../member-data.ts';
import { route } from '../../commons/http.ts';
import { clearedSessionCookie } from '../../commons/sessions.ts';
import { MEMBER_DATA_MESSAGES, memberDataTokenSchema } from '../../../shared/api/member-data.ts';

/** POST /api/auth/delete-account/confirm — the emailed link: the account is deleted for good. */
export const handler = route('POST /api/auth/delete-account/confirm', async (req) => {
  const { token } = memberDataTokenSchema.parse(req.body);
  await deleteAccount(token);
  return {
    body: { message: MEMBER_DATA_MESSAGES.deleted },
    cookies: [clearedSessionCookie()],
  };
});
