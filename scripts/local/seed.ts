/**
 * The local runtime's example content, written at start-up (scripts/local/services.ts, and each
 * integration worker's table in test/setup/env.ts) so every page has something to show on a fresh
 * start: the example lender programs, the Elite deals, launches and masterclasses, and the
 * standing webinar schedule. Never in AWS, where only what ops load exists; the request handlers
 * only read.
 *
 * The functions' modules are imported when first needed: they read their configuration (the
 * environment startServices sets) when they load.
 */

/**
 * Seed the local table. Idempotent: fixed ids replace or skip what is there, and content dated
 * relative to `now` (deals, masterclasses, webinars) is only added while its list is empty, so a
 * restart on kept data (.data/) adds no second copy.
 */
export async function seedLocalContent(now = new Date()): Promise<void> {
  const { config } = await import('../../functions/commons/config.ts');
  if (!config.DYNAMODB_ENDPOINT) {
    throw new Error(
      'seedLocalContent writes examples to DynamoDB Local only (no DYNAMODB_ENDPOINT)',
    );
  }
  await seedExamplePrograms();
  await Promise.all([seedEliteExamples(now, { onlyIfEmpty: true }), seedWebinarSchedule(now)]);
}

/**
 * The example lender programs (labelled "Ejemplo — no es una oferta", no rates) so ¿Califico?
 * works on a fresh start. Written at every start (fixed ids: a repeat replaces them with the
 * current examples).
 */
async function seedExamplePrograms(): Promise<void> {
  const { examplePrograms } = await import('../../shared/lenders/examples.ts');
  const { putProgram } = await import('../../functions/lenders/programs.ts');
  for (const program of examplePrograms()) await putProgram(program);
}

/**
 * The library of published guidelines (docs/lender-library.md), as `scripts/lender-programs.ts
 * library` loads it in every environment: written at every start (fixed ids replace themselves).
 */
export async function seedPublishedGuides(): Promise<void> {
  const { loadPublishedGuides } = await import('../../functions/lenders/library.ts');
  await loadPublishedGuides();
}

/**
 * The example deals, launches and masterclasses of functions/elite/examples.ts, without emails
 * (they are not news). Deals and launches have fixed ids (a repeat updates them); a masterclass's
 * id carries its date, so with `onlyIfEmpty` each list is filled only when it has nothing.
 * Also `scripts/elite-content.ts seed`.
 */
export async function seedEliteExamples(
  now = new Date(),
  options: { onlyIfEmpty?: boolean } = {},
): Promise<void> {
  const { db, tableName } = await import('../../functions/commons/db.ts');
  const { PARTITION } = await import('../../functions/commons/keys.ts');
  const { putDeal, putLaunch } = await import('../../functions/elite/offers.ts');
  const { addMasterclass } = await import('../../functions/elite/masterclasses.ts');
  const examples = await import('../../functions/elite/examples.ts');

  const isEmpty = async (pk: string) => {
    const result = await db.query({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      Limit: 1,
    });
    return (result.Items ?? []).length === 0;
  };
  const [deals, masterclasses] = options.onlyIfEmpty
    ? await Promise.all([isEmpty(PARTITION.deals), isEmpty(PARTITION.masterclasses)])
    : [true, true];
  if (deals) {
    for (const launch of examples.exampleLaunches(now)) await putLaunch(launch);
    for (const deal of examples.exampleDeals(now)) await putDeal(deal, { notify: false, now });
  }
  if (masterclasses) {
    for (const masterclass of examples.exampleMasterclasses(now)) {
      await addMasterclass(masterclass, { notify: false });
    }
  }
}

/**
 * The standing monthly and weekly sessions (functions/webinars/schedule.ts), when no session is
 * upcoming. Their ids are deterministic, so adding one twice writes nothing.
 */
async function seedWebinarSchedule(now: Date): Promise<void> {
  const { defaultSchedule } = await import('../../functions/webinars/schedule.ts');
  const { addWebinar, upcomingWebinars } = await import('../../functions/webinars/store.ts');
  if ((await upcomingWebinars(now, 1)).length > 0) return;
  await Promise.all(defaultSchedule(now).map(addWebinar));
}
