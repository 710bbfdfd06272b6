import { requireCaller, route } from '../../commons/http.ts';
import { listInbox } from '../inbox.ts';
import { callerOrganisation } from '../organisations.ts';
import type { LenderInboxResponse } from '../../../shared/api/lenders.ts';

/**
 * GET /api/lender/connections — (lender) the connections members sent to the organisation's
 * programs, newest first: what each member chose to share, the figures recomputed for that
 * program, the documents' link and the answers so far. Revoked ones are gone.
 */
export const handler = route('GET /api/lender/connections', async (req) => {
  const org = await callerOrganisation(requireCaller(req).profile);
  const body: LenderInboxResponse = { connections: await listInbox(org) };
  return { body };
});
