import { badRequest } from '../../commons/errors.ts';
import { requireCaller, route } from '../../commons/http.ts';
import { createConnection } from '../connections.ts';
import {
  CONNECTION_MESSAGES,
  connectionRequestSchema,
} from '../../../shared/api/lender-connections.ts';

/**
 * POST /api/lender-connections { programId, consent: true, share, fileIds?, message } (Elite) —
 * send the program's lender what the member chose, with a read-only link valid 7 days; copies to
 * the member and our team. 201 { id, sentTo }. Consent is checked before anything else: without
 * it, 400 and nothing is read, built or sent.
 */
export const handler = route('POST /api/lender-connections', async (req) => {
  const caller = requireCaller(req);
  const body = req.body as { consent?: unknown } | null | undefined;
  if (body?.consent !== true) throw badRequest(CONNECTION_MESSAGES.consentRequired);
  const request = connectionRequestSchema.parse(body);
  return { status: 201, body: await createConnection(caller.profile, request) };
});
