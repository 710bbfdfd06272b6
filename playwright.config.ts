import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_HEADLESS_SHELL } from './scripts/chromium.ts';

/** End-to-end tests in Debian's Chromium against the real local runtime on test ports. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** The e2e runtime's SES emulator (emails are read from its GET /store). */
export const E2E_SES_URL = `http://localhost:${Number(process.env.E2E_SES_PORT ?? 8105)}`;

export const E2E_LAUNCH_OPTIONS = {
  // The headless shell (scripts/chromium.ts); to watch a test (--headed),
  // E2E_CHROMIUM=/usr/bin/chromium.
  executablePath: process.env.E2E_CHROMIUM ?? CHROMIUM_HEADLESS_SHELL,
  args: CHROMIUM_FLAGS,
};

/** Specs whose ops data shows on every visitor's (or every Elite member's) pages. */
const SITE_WIDE_SPECS = [
  '**/videos.spec.ts',
  '**/support-channels.spec.ts',
  '**/lenders-portal.spec.ts',
];

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  // Spec files run two at a time (tests inside a file stay in order): every test signs up its own
  // accounts from its own loopback address, so files do not share state; E2E_WORKERS=1 to debug.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'es-US',
    // A failed test keeps its trace with DOM snapshots of every step, but not the screencast:
    // recording it cost 15–35 % of the worker time of califico + member on this 2-core host
    // (three runs each way, paired in time). The failure's own screenshot is kept (below).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: E2E_LAUNCH_OPTIONS,
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: SITE_WIDE_SPECS,
    },
    // Specs that change what every visitor sees (ops load videos into the plan lists; lenders
    // publish programs every ¿Califico? run counts) run once the others are done, so no file
    // running beside them sees a list they changed.
    {
      name: 'site-wide',
      use: { ...devices['Desktop Chrome'] },
      testMatch: SITE_WIDE_SPECS,
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    // The same runtime as `npm start`, in memory, on its own ports, web app already built.
    command: 'npx tsx scripts/start.ts --skip-build --in-memory --examples-only',
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      DYNAMODB_PORT: process.env.E2E_DYNAMODB_PORT ?? '8100',
      SES_PORT: process.env.E2E_SES_PORT ?? '8105',
      S3_PORT: process.env.E2E_S3_PORT ?? '8110',
      SITE_URL: E2E_BASE_URL,
      LOG_LEVEL: 'WARN',
      // Test users' password hashes at scrypt N=2^12, not 2^17: honoured because this runtime's
      // table is DynamoDB Local (functions/commons/config.ts).
      PASSWORD_SCRYPT_LOG2N: '12',
    },
  },
});
