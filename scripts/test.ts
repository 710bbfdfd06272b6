/**
 * `npm test`: typecheck, lint, format check, unit + integration tests (vitest; DynamoDB Local and
 * the SES emulator started by the test setup), the web build, then the Playwright end-to-end suite
 * in Debian's Chromium against the real local runtime. Stops at the first failing step and ends
 * with one line counting every test run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

interface Step {
  name: string;
  command: string[];
  env?: Record<string, string>;
}

const steps: Step[] = [
  { name: 'typecheck', command: ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings=0'] },
  { name: 'format', command: ['npx', 'prettier', '--check', '.', '--log-level=warn'] },
  { name: 'web build', command: ['npx', 'vite', 'build', '--logLevel', 'warn'] },
  {
    name: 'unit and integration tests (vitest)',
    command: [
      'npx',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-reports/vitest.json',
    ],
  },
  { name: 'chromium', command: ['bash', 'scripts/ensure-chromium'] },
  {
    name: 'end-to-end tests (Playwright, Chromium)',
    command: ['npx', 'playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-reports/playwright.json' },
  },
];

// Not test-results/: Playwright empties that folder when it starts.
rmSync('test-reports', { recursive: true, force: true });
mkdirSync('test-reports', { recursive: true });

let failed: string | undefined;
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const result = spawnSync(step.command[0]!, step.command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✗ ${step.name} failed (${seconds} s)`);
    failed = step.name;
    break;
  }
  console.log(`✓ ${step.name} (${seconds} s)`);
}

const counts = { passed: 0, failed: 0, skipped: 0 };
if (existsSync('test-reports/vitest.json')) {
  const report = JSON.parse(readFileSync('test-reports/vitest.json', 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
  };
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
  counts.skipped += report.numPendingTests;
}
if (existsSync('test-reports/playwright.json')) {
  const report = JSON.parse(readFileSync('test-reports/playwright.json', 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  counts.passed += report.stats.expected + report.stats.flaky;
  counts.failed += report.stats.unexpected;
  counts.skipped += report.stats.skipped;
}
if (failed && counts.failed === 0) counts.failed = 1; // a failed step is a failed run
console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failed ? 1 : 0);
