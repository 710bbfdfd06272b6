/**
 * The arguments of an ops script (scripts/*.ts) after an optional leading `--local`, which points
 * the AWS clients at the local runtime of `npm start`: DynamoDB Local on DYNAMODB_PORT (or 8000)
 * and, for scripts that send email, the SES emulator on SES_PORT (or 8005). Call it before
 * importing anything from functions/: they read their configuration when first imported.
 */
export function opsArgs(options: { mail?: boolean } = {}): string[] {
  const args = process.argv.slice(2);
  if (args[0] !== '--local') return args;
  args.shift();
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: `http://localhost:${process.env.DYNAMODB_PORT ?? 8000}`,
    ...(options.mail ? { SES_ENDPOINT: `http://localhost:${process.env.SES_PORT ?? 8005}` } : {}),
    AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'local',
    AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
  });
  return args;
}
