import { queryOptions } from '@tanstack/react-query';
import type { ProgressResponse } from '@shared/api/progress';
import type { ProgressTool } from '@shared/content/tools';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';

/** GET /api/progress/{tool}: the signed-in user's saved progress in one tool. */
export function progressQueryOptions(tool: ProgressTool) {
  return queryOptions({
    queryKey: ['/api/progress', tool],
    queryFn: () => apiJson<ProgressResponse>('GET', apiPath('/api/progress/{tool}', { tool })),
  });
}
