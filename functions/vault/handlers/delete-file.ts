import { conflict } from '../../commons/errors.ts';
import { requireCaller, route } from '../../commons/http.ts';
import { deleteFile, fileIdParam } from '../files.ts';
import { inOpenReview } from '../reviews.ts';

/** DELETE /api/vault/files/{id} — the file, its quota and its reminder; not while under review. */
export const handler = route('DELETE /api/vault/files/{id}', async (req) => {
  const caller = requireCaller(req);
  const id = fileIdParam(req.params.id);
  if (await inOpenReview(caller.userId, id)) {
    throw conflict('Este archivo está en revisión. Podrás eliminarlo cuando termine la revisión.');
  }
  await deleteFile(caller.userId, id);
  return { body: { message: 'Archivo eliminado' } };
});
