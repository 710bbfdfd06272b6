import { defineConfig } from 'vitest/config';
import { pathAliases } from './web/build/path-aliases.ts';

/**
 * Heavy work outside the product's pure code: CDK (the in-process stack with cdk-nag, the CLI's
 * template), real esbuild bundling, the market-data rebuild from its sources and the every-ZIP
 * report, child processes (npm start without Java), and the bench's own tooling.
 */
const SLOW = [
  'test/unit/infra/**/*.test.ts',
  'test/unit/market/**/*.test.ts',
  'test/unit/bench/**/*.test.ts',
  'test/unit/start.test.ts',
];

/**
 * Three projects: `unit` (pure code, fast: `npx vitest run --project unit` while editing), `slow`
 * (SLOW above; its template test needs `npx cdk synth --quiet` first, as `npm test` runs it) and
 * `integration` (handlers against DynamoDB Local and the SES emulator, started once by
 * test/setup/services.ts). Playwright specs (test/e2e) are never collected here.
 */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: pathAliases },
        test: {
          name: 'unit',
          include: [
            'test/unit/**/*.test.{ts,tsx}',
            '{shared,functions,web,scripts,infra}/**/*.test.{ts,tsx}',
          ],
          exclude: ['**/node_modules/**', 'web/dist/**', ...SLOW],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias: pathAliases },
        test: {
          name: 'slow',
          include: SLOW,
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias: pathAliases },
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
