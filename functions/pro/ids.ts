import { randomBytes } from 'node:crypto';

/**
 * A new id for a saved analysis or report (shared/api/pro.ts ITEM_ID): creation time in ms and 12
 * random hex digits. Sorting ids sorts by creation; the time part rebuilds a report's sort key.
 */
export function newItemId(now: Date = new Date()): string {
  return `${String(now.getTime()).padStart(13, '0')}-${randomBytes(6).toString('hex')}`;
}

/** The creation time an id carries. */
export function idTime(id: string): Date {
  return new Date(Number(id.slice(0, 13)));
}
