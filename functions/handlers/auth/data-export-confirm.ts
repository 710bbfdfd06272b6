import { buildDataExport } from '../../auth/member-data.ts';
import { route } from '../../commons/http.ts';
import {
  MEMBER_DATA_MESSAGES,
  memberDataTokenSchema,
  type DataExportResponse,
} from '../../../shared/api/member-data.ts';

/** POST /api/auth/data-export/confirm — the emailed link: build the ZIP, answer its download. */
export const handler = route('POST /api/auth/data-export/confirm', async (req) => {
  const { token } = memberDataTokenSchema.parse(req.body);
  const { url, fileCount } = await buildDataExport(token);
  const body: DataExportResponse = { message: MEMBER_DATA_MESSAGES.exportReady, url, fileCount };
  return { body };
});
