import { requireCaller, route } from '../../commons/http.ts';
import { listTemplates } from '../templates.ts';
import type { TemplateListResponse } from '../../../shared/api/pro.ts';

/** GET /api/pro/templates — the user's report templates, one per report type. */
export const handler = route('GET /api/pro/templates', async (req) => {
  const caller = requireCaller(req);
  const body: TemplateListResponse = { templates: await listTemplates(caller.userId) };
  return { body };
});
