import { PROGRESS_TOOL_ITEMS, type ProgressTool } from '@shared/content/tools';

/**
 * A visitor's progress, kept in this browser (localStorage) until they sign in; then it is merged
 * into their account and removed here, so a shared computer does not carry it to the next user.
 */
const key = (tool: ProgressTool) => `inversor-listo:progress:${tool}`;

export function readLocalProgress(tool: ProgressTool): Set<string> {
  try {
    const raw = window.localStorage.getItem(key(tool));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    const known = new Set(PROGRESS_TOOL_ITEMS[tool]);
    return new Set(
      Array.isArray(parsed) ? parsed.filter((id): id is string => known.has(id as string)) : [],
    );
  } catch {
    return new Set(); // storage blocked or corrupted: start empty
  }
}

export function writeLocalProgress(tool: ProgressTool, completed: ReadonlySet<string>): void {
  try {
    window.localStorage.setItem(key(tool), JSON.stringify([...completed]));
  } catch {
    // storage full or blocked (private mode): progress lives for this visit only
  }
}

export function clearLocalProgress(tool: ProgressTool): void {
  try {
    window.localStorage.removeItem(key(tool));
  } catch {
    // nothing to clear
  }
}
