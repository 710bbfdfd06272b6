import { queryOptions } from '@tanstack/react-query';
import type { ProgressResponse } from '@shared/api/progress';
import type { ProgressTool } from '@shared/content/tools';
import { apiJson } from '@/lib/api-client';

/** GET /api/progress/{tool}: the signed-in user's saved progress in one tool. */
export function progressQueryOptions(tool: ProgressTool) {
  return queryOptions({
    queryKey: ['/api/progress', tool],
    queryFn: () => apiJson<ProgressResponse>('GET', `/api/progress/${tool}`),
  });
}

/** PUT /api/progress/{tool}: replace the saved set of completed items. */
export function saveProgress(tool: ProgressTool, completed: string[]): Promise<ProgressResponse> {
  return apiJson<ProgressResponse>('PUT', `/api/progress/${tool}`, { completed });
}
