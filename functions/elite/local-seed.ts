import { config } from '../commons/config.ts';
import { db, tableName } from '../commons/db.ts';
import { putDeal, putLaunch } from './deals.ts';
import { exampleDeals, exampleLaunches, exampleMasterclasses } from './examples.ts';
import { addMasterclass } from './masterclasses.ts';

/**
 * On the local runtime only (DynamoDB Local, no AWS account), empty deal and masterclass lists
 * are filled once with the examples of examples.ts so the Elite area can be tried at once. In AWS
 * the content is whatever ops load with scripts/elite-content.ts; this never runs there.
 */
let checked: Promise<void> | undefined;

export function ensureLocalExamples(now = new Date()): Promise<void> {
  if (!config.DYNAMODB_ENDPOINT) return Promise.resolve();
  checked ??= seedIfEmpty(now).catch((error: unknown) => {
    checked = undefined; // try again on the next request
    throw error;
  });
  return checked;
}

async function isEmpty(pk: string): Promise<boolean> {
  const result = await db.query({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': pk },
    Limit: 1,
  });
  return (result.Items ?? []).length === 0;
}

/** Load the examples (no emails: they are not news). Ids are fixed, so a repeat only updates. */
export async function seedExamples(
  now = new Date(),
  only?: 'deals' | 'masterclasses',
): Promise<void> {
  if (only !== 'masterclasses') {
    for (const launch of exampleLaunches(now)) await putLaunch(launch);
    for (const deal of exampleDeals(now)) await putDeal(deal, { notify: false, now });
  }
  if (only !== 'deals') {
    for (const masterclass of exampleMasterclasses(now)) {
      await addMasterclass(masterclass, { notify: false });
    }
  }
}

async function seedIfEmpty(now: Date): Promise<void> {
  const [noDeals, noClasses] = await Promise.all([isEmpty('ELITE_DEAL'), isEmpty('MASTERCLASS')]);
  if (noDeals) await seedExamples(now, 'deals');
  if (noClasses) await seedExamples(now, 'masterclasses');
}
