import { db, epochSeconds, tableName } from '../../functions/commons/db.ts';

/** Every item of the test table (DynamoDB Local, small): for "wrote nothing" and orphan checks. */
export async function scanTable(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.scan({ TableName: tableName, ExclusiveStartKey: startKey });
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/**
 * The table's items as sorted "pk|sk" strings, rate-limit counters and expired items left out.
 * An item past its `ttl` is absent for the product (reads filter it), and DynamoDB Local deletes it
 * in the background at a moment of its own: kept, it would make a "nothing changed" comparison
 * depend on when that sweep runs (an expired reset token of another test vanished between two
 * scans).
 */
export async function dataKeys(): Promise<string[]> {
  const now = epochSeconds();
  return (await scanTable())
    .filter((item) => !String(item.pk).startsWith('RATE#'))
    .filter((item) => typeof item.ttl !== 'number' || item.ttl > now)
    .map((item) => `${String(item.pk)}|${String(item.sk)}`)
    .sort();
}
