import { apiPath } from '@/lib/api-paths';

/** Where the browser goes to save a file (302 to a presigned GET); a preview opens inline. */
export const downloadUrl = (id: string) => apiPath('/api/vault/files/{id}/download', { id });
export const previewUrl = (id: string) => apiPath('/api/vault/files/{id}/preview', { id });
