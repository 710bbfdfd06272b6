import { requireCaller, route } from '../../commons/http.ts';
import { startUpload } from '../files.ts';
import { uploadRequestSchema } from '../../../shared/api/vault.ts';

/**
 * POST /api/vault/uploads — a presigned PUT (valid 15 minutes) for a key under the member's own
 * prefix that the server chose; the browser uploads straight to S3, then calls .../complete.
 */
export const handler = route('POST /api/vault/uploads', async (req) => {
  const caller = requireCaller(req);
  const request = uploadRequestSchema.parse(req.body);
  return { status: 201, body: await startUpload(caller.userId, request) };
});
