import type { ProgressResponse } from '@shared/api/progress';
import type { ProgressTool } from '@shared/content/tools';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';

/** PUT /api/progress/{tool}: replace the saved set of completed items. */
export function saveProgress(tool: ProgressTool, completed: string[]): Promise<ProgressResponse> {
  return apiJson<ProgressResponse>('PUT', apiPath('/api/progress/{tool}', { tool }), { completed });
}
