/**
 * Ops: the staff role (the /equipo console and the expert review queue). Staff are never made
 * through the API; only with this script, against the configured table (TABLE_NAME, AWS_REGION
 * and AWS credentials in AWS). With --local it targets the local runtime of `npm start`
 * (DynamoDB Local on DYNAMODB_PORT or 8000).
 *
 *   npx tsx scripts/staff.ts [--local] grant <email>    Give the account the staff role.
 *   npx tsx scripts/staff.ts [--local] revoke <email>   Take it away.
 *   npx tsx scripts/staff.ts [--local] list             Everyone with the role.
 *   npx tsx scripts/staff.ts [--local] name <email> "<display name>" ["<title>"]
 *       How members read a staff member's name: the specialist of a 1:1 session, the consultant
 *       who signs a portfolio analysis (e.g. "Ana Martínez" "Consultora de inversiones DSCR").
 *       Unset, the profile's first and last name and a generic title.
 *
 * Staff see a member's files only while the member has them in an open review; every staff
 * action is logged (staff id, action, member id, file id).
 */
export {};

import { opsArgs } from './local/ops-args.ts';

const args = opsArgs();

// The functions read their configuration when first imported: after the lines above.
const { grantStaff, listStaff, revokeStaff, setStaffIdentity, UnknownAccount } =
  await import('../functions/staff/roles.ts');

function usage(): never {
  console.error(
    'Usage: npx tsx scripts/staff.ts [--local] grant|revoke <email> | list | name <email> "<name>" ["<title>"]',
  );
  process.exit(2);
}

const [command, email, displayName, title] = args;
try {
  if (command === 'grant' && email) {
    console.log(`${email} is now staff (user ${await grantStaff(email)}).`);
  } else if (command === 'revoke' && email) {
    console.log(`${email} is no longer staff (user ${await revokeStaff(email)}).`);
  } else if (command === 'name' && email && displayName) {
    await setStaffIdentity(email, displayName, title);
    console.log(`${email} signs as ${displayName}${title ? `, ${title}` : ''}.`);
  } else if (command === 'list') {
    const staff = await listStaff();
    if (staff.length === 0) console.log('No staff yet.');
    for (const s of staff) {
      console.log(
        `${s.email}\t${s.name}\t${s.userId}\tsince ${s.grantedAt}\tsigns as ${s.signsAs}`,
      );
    }
  } else {
    usage();
  }
} catch (error) {
  if (error instanceof UnknownAccount) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
