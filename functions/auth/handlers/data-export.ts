import { requestDataExport } from '../member-data.ts';
import { requireCaller, route } from '../../commons/http.ts';
import { MEMBER_DATA_MESSAGES } from '../../../shared/api/member-data.ts';

/** POST /api/auth/data-export — email the member a link that builds the download of their data. */
export const handler = route('POST /api/auth/data-export', async (req) => {
  const caller = requireCaller(req);
  await requestDataExport(caller, req.clientKey);
  return { status: 202, body: { message: MEMBER_DATA_MESSAGES.exportRequested } };
});
