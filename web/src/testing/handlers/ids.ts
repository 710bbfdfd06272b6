let sequence = 0;

/** An id shaped as the API's (shared/api/pro-catalog.ts ITEM_ID: 13 digits, a dash, 12 hex). */
export function newItemId(): string {
  sequence += 1;
  return `${Date.now()}-${sequence.toString(16).padStart(12, '0')}`;
}
