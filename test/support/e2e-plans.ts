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

/**
 * Open `count` Elite tickets for a member directly in the e2e runtime's table, by the code the
 * ticket route runs (as many as a page of the staff queue needs, without its rate limit).
 */
export async function openTicketsE2E(
  userId: string,
  count: number,
  subject: string,
): Promise<void> {
  process.env.DYNAMODB_ENDPOINT ??= `http://localhost:${process.env.E2E_DYNAMODB_PORT ?? '8100'}`;
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
  process.env.LOG_LEVEL ??= 'SILENT';
  const { db, tableName } = await import('../../functions/commons/db.ts');
  const { keys } = await import('../../functions/commons/keys.ts');
  const { createTicket } = await import('../../functions/elite/tickets.ts');
  const { Item } = await db.get({ TableName: tableName, Key: keys.profile(userId) });
  const profile = Item as Parameters<typeof createTicket>[0];
  for (let i = 1; i <= count; i++) {
    await createTicket(profile, {
      subject: `${subject} ${i}`,
      category: 'tools',
      description: 'Una solicitud de ejemplo para llenar más de una página de la cola del equipo.',
      priority: 'normal',
      method: 'email',
    } as Parameters<typeof createTicket>[1]);
  }
}

/**
 * The library of published guidelines in the e2e runtime's table, by the code `npm start` and
 * `scripts/lender-programs.ts library` run (the e2e runtime starts with the examples only).
 */
export async function loadPublishedGuidesE2E(): Promise<void> {
  process.env.DYNAMODB_ENDPOINT ??= `http://localhost:${process.env.E2E_DYNAMODB_PORT ?? '8100'}`;
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
  process.env.LOG_LEVEL ??= 'SILENT';
  const { loadPublishedGuides } = await import('../../functions/lenders/library.ts');
  await loadPublishedGuides();
}
