import { requireCaller, route } from '../../commons/http.ts';
import { fileIdParam, updateFile } from '../files.ts';
import { fileUpdateSchema } from '../../../shared/api/vault.ts';

/** PATCH /api/vault/files/{id} — rename, move to another guide item, or set the document's date. */
export const handler = route('PATCH /api/vault/files/{id}', async (req) => {
  const caller = requireCaller(req);
  const id = fileIdParam(req.params.id);
  return { body: await updateFile(caller.userId, id, fileUpdateSchema.parse(req.body)) };
});
