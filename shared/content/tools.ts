import { CHECKLIST_ITEM_IDS } from './checklist.ts';
import { DOCUMENT_ITEM_IDS } from './documents.ts';

/** The tools whose progress is saved (PUT /api/progress/{tool}), with the item ids each knows. */
export const PROGRESS_TOOL_ITEMS = {
  checklist: CHECKLIST_ITEM_IDS,
  documents: DOCUMENT_ITEM_IDS,
} as const;

export type ProgressTool = keyof typeof PROGRESS_TOOL_ITEMS;

export function isProgressTool(value: unknown): value is ProgressTool {
  return typeof value === 'string' && Object.hasOwn(PROGRESS_TOOL_ITEMS, value);
}
