import { requireCaller, route } from '../../commons/http.ts';
import { listConnections } from '../connections.ts';
import type { LenderConnectionsResponse } from '../../../shared/api/lender-connections.ts';

/** GET /api/lender-connections — the member's connection history, newest first, with opens. */
export const handler = route('GET /api/lender-connections', async (req) => {
  const caller = requireCaller(req);
  const body: LenderConnectionsResponse = { connections: await listConnections(caller.userId) };
  return { body };
});
