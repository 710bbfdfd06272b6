import { requireCaller, route } from '../../commons/http.ts';
import { reportTypeParam } from '../params.ts';
import { saveTemplate } from '../templates.ts';
import { PRO_MESSAGES } from '../../../shared/api/pro-catalog.ts';
import { templateBodySchema } from '../../../shared/api/pro.ts';

/** PUT /api/pro/templates/{reportType} — save (replace) the template of one report type. */
export const handler = route('PUT /api/pro/templates/{reportType}', async (req) => {
  const caller = requireCaller(req);
  const reportType = reportTypeParam(req);
  const template = await saveTemplate(
    caller.userId,
    reportType,
    templateBodySchema.parse(req.body),
  );
  return { body: { message: PRO_MESSAGES.templateSaved, template } };
});
