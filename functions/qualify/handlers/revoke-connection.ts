import { requireCaller, route } from '../../commons/http.ts';
import { revokeConnection } from '../connections.ts';
import { CONNECTION_MESSAGES } from '../../../shared/api/lender-connections.ts';

/** DELETE /api/lender-connections/{id} — revoke the lender's link (it answers 410 from now on). */
export const handler = route('DELETE /api/lender-connections/{id}', async (req) => {
  const caller = requireCaller(req);
  const connection = await revokeConnection(caller.userId, req.params.id ?? '');
  return { body: { message: CONNECTION_MESSAGES.revoked, connection } };
});
