/** Pro-area helpers for Playwright tests. */
import type { BrowserContext } from '@playwright/test';
import { grantPlanE2E } from './e2e-plans.ts';
import { signInAs } from './e2e-users.ts';

/** A new member with the plan (Pro unless said), signed in in this browser context. */
export async function proUser(context: BrowserContext, plan: 'pro' | 'elite' = 'pro') {
  const { user } = await signInAs(context, { firstName: 'Lucía' });
  await grantPlanE2E(user.id, plan);
  return user;
}
