import * as z from 'zod';
import { PROGRESS_TOOL_ITEMS, type ProgressTool } from '../content/tools.ts';

/**
 * GET/PUT /api/progress/{tool}: the ids of the items a signed-in user has ticked in one tool.
 * PUT replaces the whole set (the client sends the union when it merges its local copy).
 */
export function progressBodySchema(tool: ProgressTool) {
  const known = new Set(PROGRESS_TOOL_ITEMS[tool]);
  return z.object({
    completed: z
      .array(z.string().max(80))
      .max(PROGRESS_TOOL_ITEMS[tool].length, 'Demasiados elementos')
      .refine((ids) => ids.every((id) => known.has(id)), 'Elemento desconocido en el progreso')
      .transform((ids) => [...new Set(ids)]),
  });
}

export interface ProgressResponse {
  tool: ProgressTool;
  completed: string[];
  /** ISO date-time of the last save; null when nothing was ever saved. */
  updatedAt: string | null;
}
