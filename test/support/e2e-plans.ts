/**
 * Plans for Playwright tests: give a user a plan directly in the e2e runtime's table (DynamoDB
 * Local on E2E_DYNAMODB_PORT), as the billing sync would, so Pro pages need no checkout.
 */
export async function grantPlanE2E(userId: string, plan: 'pro' | 'elite'): Promise<void> {
  // Point the functions' table client at the e2e runtime before it is first imported.
  process.env.DYNAMODB_ENDPOINT ??= `http://localhost:${process.env.E2E_DYNAMODB_PORT ?? '8100'}`;
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
  process.env.LOG_LEVEL ??= 'SILENT';
  const { grantPlan } = await import('./plans.ts');
  await grantPlan(userId, plan);
}

/** The staff role in the e2e runtime's table, by the ops code scripts/staff.ts runs. */
export async function grantStaffE2E(email: string): Promise<void> {
  process.env.DYNAMODB_ENDPOINT ??= `http://localhost:${process.env.E2E_DYNAMODB_PORT ?? '8100'}`;
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
  process.env.LOG_LEVEL ??= 'SILENT';
  const { grantStaff } = await import('../../functions/staff/roles.ts');
  await grantStaff(email);
}

/** How members read a staff member's name, by the ops code `scripts/staff.ts name` runs. */
export async function nameStaffE2E(email: string, name: string, title: string): Promise<void> {
  await grantStaffE2E(email);
  const { setStaffIdentity } = await import('../../functions/staff/roles.ts');
  await setStaffIdentity(email, name, title);
}
