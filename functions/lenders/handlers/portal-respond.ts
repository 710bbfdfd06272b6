import { requireCaller, route } from '../../commons/http.ts';
import { respond } from '../inbox.ts';
import { callerOrganisation } from '../organisations.ts';
import { responseSchema } from '../../../shared/api/lenders.ts';

/**
 * POST /api/lender/connections/{id}/responses { status, message } — (lender) answer a connection:
 * 201 { id }; the member sees it in GET /api/lender-connections and gets an email. Another
 * lender's, or a revoked one: 404.
 */
export const handler = route('POST /api/lender/connections/{id}/responses', async (req) => {
  const org = await callerOrganisation(requireCaller(req).profile);
  const request = responseSchema.parse(req.body);
  return { status: 201, body: await respond(org, req.params.id ?? '', request) };
});
