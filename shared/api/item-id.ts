/**
 * Ids of saved analyses and reports: creation time in ms (13 digits) and 12 random hex digits, so
 * the sort key orders by creation and a report's key can be rebuilt from its id.
 */
export const ITEM_ID = /^\d{13}-[0-9a-f]{12}$/;

export function isItemId(value: unknown): value is string {
  return typeof value === 'string' && ITEM_ID.test(value);
}
