/**
 * Ops: the investor network's directory. Once, after deploying the directory's shards: move the
 * directory written before them (one partition, NETWORK / MEMBER#<memberId>) to the member records
 * and the sharded listings (functions/elite/network.ts). Safe to run again: it finds nothing left.
 * Against the configured table (TABLE_NAME, AWS_REGION and AWS credentials in AWS), or with
 * --local the local runtime of `npm start`.
 *
 *   npx tsx scripts/network-directory.ts [--local] migrate
 */
export {};

import { opsArgs } from './local/ops-args.ts';

const args = opsArgs();

// The functions read their configuration when first imported: after the lines above.
const { migrateNetworkDirectory } = await import('../functions/elite/network.ts');

if (args[0] !== 'migrate') {
  console.error('Usage: npx tsx scripts/network-directory.ts [--local] migrate');
  process.exit(2);
}
const moved = await migrateNetworkDirectory();
console.log(`Moved ${moved} member${moved === 1 ? '' : 's'} of the directory to its shards.`);
