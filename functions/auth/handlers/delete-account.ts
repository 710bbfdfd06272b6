import { requestAccountDeletion } from '../member-data.ts';
import { requireCaller, route } from '../../commons/http.ts';
import { deleteAccountSchema, MEMBER_DATA_MESSAGES } from '../../../shared/api/member-data.ts';

/** POST /api/auth/delete-account — password (and second factor): email the confirmation link. */
export const handler = route('POST /api/auth/delete-account', async (req) => {
  const caller = requireCaller(req);
  const input = deleteAccountSchema.parse(req.body);
  await requestAccountDeletion(caller, input, req.clientKey);
  return { status: 202, body: { message: MEMBER_DATA_MESSAGES.deleteRequested } };
});
