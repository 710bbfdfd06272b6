import { requireCaller, route } from '../../commons/http.ts';
import { completeUpload, fileIdParam } from '../files.ts';

/**
 * POST /api/vault/files/{id}/complete — check the uploaded object (size, real type by its first
 * bytes) and record it; anything else is deleted and refused in Spanish.
 */
export const handler = route('POST /api/vault/files/{id}/complete', async (req) => {
  const caller = requireCaller(req);
  return { body: await completeUpload(caller.userId, fileIdParam(req.params.id)) };
});
