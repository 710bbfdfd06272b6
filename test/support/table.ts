import { db, tableName } from '../../functions/commons/db.ts';

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

/** The table's items as sorted "pk|sk" strings, rate-limit counters left out. */
export async function dataKeys(): Promise<string[]> {
  return (await scanTable())
    .filter((item) => !String(item.pk).startsWith('RATE#'))
    .map((item) => `${String(item.pk)}|${String(item.sk)}`)
    .sort();
}
