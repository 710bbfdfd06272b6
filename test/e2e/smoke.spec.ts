import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config.ts';

/**
 * The deploy pipeline's smoke test (scripts/smoke.ts, run after each staging deploy) against the
 * local runtime: health, register, login, a Pro call and a lender package through the jobs queue,
 * over HTTP as against a stage. The runtime's billing simulator gives the account its Pro plan.
 */
test('scripts/smoke.ts passes against the local runtime', async () => {
  test.setTimeout(120_000);
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/smoke.ts', E2E_BASE_URL],
    { timeout: 110_000, env: { ...process.env, SMOKE_JOB_TIMEOUT_MS: '60000' } },
  );
  for (const step of [
    'health',
    'register',
    'login',
    'Pro plan',
    'a Pro call',
    'a lender package',
  ]) {
    expect(stdout).toContain(`✓ ${step}`);
  }
  expect(stdout).toMatch(/smoke: 6 passed, 0 failed/);
});
