/**
 * Ops/dev: run the document vault's daily job now, every member in turn in this process — what the
 * schedule's queued run does each day in AWS, member by member through the jobs worker
 * (functions/vault/daily.ts): email members whose documents go stale in a week, and delete the
 * objects of uploads never completed; and sync the trials that end in two days (their reminder
 * email, functions/billing/daily.ts), as the worker's daily run does. Against the configured
 * table, SES and bucket; with --local,
 * against `npm start`'s DynamoDB Local, SES emulator and S3 emulator (DYNAMODB_PORT, SES_PORT,
 * S3_PORT or 8000, 8005, 8010).
 *
 *   npx tsx scripts/vault-reminders.ts [--local] [--date YYYY-MM-DD]
 *
 * --date runs it as on that day (to see a reminder without waiting for it).
 */
export {};

const args = process.argv.slice(2);
if (args.includes('--local')) {
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: `http://localhost:${process.env.DYNAMODB_PORT ?? 8000}`,
    SES_ENDPOINT: `http://localhost:${process.env.SES_PORT ?? 8005}`,
    S3_ENDPOINT: `http://127.0.0.1:${process.env.S3_PORT ?? 8010}`,
    AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'local',
    AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
  });
}
const dateAt = args.indexOf('--date');
const day = dateAt >= 0 ? args[dateAt + 1] : undefined;
if (day !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(day)) {
  console.error('Usage: npx tsx scripts/vault-reminders.ts [--local] [--date YYYY-MM-DD]');
  process.exit(2);
}

const { runVaultDaily } = await import('../functions/vault/daily.ts');
const { runBillingDaily } = await import('../functions/billing/daily.ts');
const at = day ? new Date(`${day}T13:00:00Z`) : new Date();
const result = await runVaultDaily(at);
const billing = await runBillingDaily(at);
console.log(
  `Reminder emails sent: ${result.emails} (${result.reminders} documents); abandoned uploads removed: ${result.abandonedUploads}; trials reminded: ${billing.trialReminders}.`,
);
