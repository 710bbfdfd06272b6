import { apiPath } from '@/lib/api-paths';

/** Where staff open a submitted file (302 to a presigned GET, shown inline); PUT decides it. */
export const staffFileUrl = (memberId: string, reviewId: string, fileId: string) =>
  apiPath('/api/staff/reviews/{memberId}/{reviewId}/files/{fileId}', {
    memberId,
    reviewId,
    fileId,
  });
