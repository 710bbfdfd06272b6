import { apiRequest } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';
import { asFile, type LetterFile } from './letter-file';

/** GET /api/letters/{id}: a letter of the history, as the same PDF. */
export async function fetchLetter(id: string): Promise<LetterFile> {
  return asFile(await apiRequest('GET', apiPath('/api/letters/{id}', { id })));
}
