import { db, tableName } from '../commons/db.ts';
import { notFound } from '../commons/errors.ts';
import type { ProgressResponse } from '../../shared/api/progress.ts';
import { isProgressTool, type ProgressTool } from '../../shared/content/tools.ts';
import { keys } from '../commons/keys.ts';

/**
 * Saved tool progress: one item per user and tool, pk USER#<id>, sk PROGRESS#<tool>, holding the
 * ids of the completed items. Access pattern: GetItem / PutItem by key, nothing else.
 */

/** The {tool} path parameter, or 404 for a tool that keeps no progress. */
export function progressTool(value: string | undefined): ProgressTool {
  if (!isProgressTool(value)) throw notFound('Herramienta no encontrada');
  return value;
}

export async function readProgress(userId: string, tool: ProgressTool): Promise<ProgressResponse> {
  const { Item } = await db.get({ TableName: tableName, Key: keys.progress(userId, tool) });
  return {
    tool,
    completed: Array.isArray(Item?.completed) ? (Item.completed as string[]) : [],
    updatedAt: typeof Item?.updatedAt === 'string' ? Item.updatedAt : null,
  };
}

/** Replace the user's completed set for one tool (already validated against the tool's ids). */
export async function writeProgress(
  userId: string,
  tool: ProgressTool,
  completed: string[],
  now = new Date(),
): Promise<ProgressResponse> {
  const updatedAt = now.toISOString();
  await db.put({
    TableName: tableName,
    Item: { ...keys.progress(userId, tool), completed, updatedAt },
  });
  return { tool, completed, updatedAt };
}
