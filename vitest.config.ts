import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure code, CDK assertions) and `integration` (handlers against DynamoDB
 * Local and the SES emulator, started once by test/setup/services.ts). Playwright specs
 * (test/e2e) are never collected here.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'test/unit/**/*.test.{ts,tsx}',
            '{shared,functions,web,scripts,infra}/**/*.test.{ts,tsx}',
          ],
          exclude: ['**/node_modules/**', 'web/dist/**'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/setup/services.ts'],
          setupFiles: ['test/setup/env.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One DynamoDB Local for all files; files run one at a time to keep rate-limit and
          // timing tests honest on a 2-core machine.
          fileParallelism: false,
        },
      },
    ],
  },
});
