import { defineConfig } from 'vitest/config';
import { INTEGRATION_WORKERS } from './test/setup/ports.ts';
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

/** Component tests: web pages and forms rendered in a simulated DOM against msw's API. */
const COMPONENT = ['web/src/**/*.test.tsx'];

/**
 * Four projects: `unit` (pure code, fast: `npx vitest run --project unit` while editing), `slow`
 * (SLOW above; its template test needs `npx cdk synth --quiet` first, as `npm test` runs it),
 * `integration` (handlers against DynamoDB Local and the SES emulator, started once by
 * test/setup/services.ts) and `component` (COMPONENT above: forms and tools rendered in happy-dom
 * with @testing-library, the API answered by msw's handlers in web/src/testing; happy-dom ran the
 * login tests in 0.8 s where jsdom took 2.0 s).
 * Playwright specs (test/e2e) are never collected here.
 */
export default defineConfig({
  test: {
    // Two files at a time in every project. Integration workers each have their own table, bucket
    // and SES emulator (test/setup/ports.ts): one file alone kept DynamoDB Local and node ~55 %
    // busy on a 2-core machine. The timing tests compare interleaved medians, which load moves
    // alike.
    maxWorkers: INTEGRATION_WORKERS,
    projects: [
      {
        resolve: { alias: pathAliases },
        test: {
          name: 'unit',
          include: [
            'test/unit/**/*.test.{ts,tsx}',
            '{shared,functions,web,scripts,infra}/**/*.test.{ts,tsx}',
          ],
          exclude: ['**/node_modules/**', 'web/dist/**', ...SLOW, ...COMPONENT],
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
          name: 'component',
          include: COMPONENT,
          setupFiles: ['web/src/testing/setup.ts'],
          environment: 'happy-dom',
          // One module graph per worker: React, Amplify UI and the router load once, not per file
          // (a quarter less CPU). setup.ts resets what tests change: the page, the API's state,
          // the toasts and msw's handlers.
          isolate: false,
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
        },
      },
    ],
  },
});
