/**
 * `npm test`, in three stages; it stops after the first stage that fails and always ends with one
 * line counting every test run.
 *
 * 1. Static checks, side by side: typecheck, lint, import cycles (madge), unused code and
 *    dependencies (knip), format check, the web build, and then — once the web build is done — `npx cdk synth --quiet` through the CLI as
 *    ops run it (cdk.json's app). The synth waits for the build because the stack copies web/dist into its site asset
 *    (and infra/app.ts builds the web app itself when web/dist is missing): run beside the build,
 *    it would copy a half-written folder or start a second build into the same one.
 * 2. Vitest: every project of vitest.config.ts (`unit`, `slow`, `integration`, `component`). The
 *    slow project's template test reads the template the synth just wrote
 *    (cdk.out/InversorListo.template.json).
 * 3. Playwright: the end-to-end suite in Debian's Chromium against the real local runtime.
 *
 * A parallel step's output is held and printed when the step ends, so the logs do not interleave.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

interface Step {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** Another step of the same stage that must have passed first. */
  after?: string;
}

/** The static stage: every step runs as soon as the step it waits for (if any) has passed. */
const STATIC_STEPS: readonly Step[] = [
  { name: 'typecheck', command: ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings=0'] },
  // Import cycles in web/, functions/ and shared/, type imports included (lazy imports left out:
  // .madgerc). madge takes seconds where eslint's import/no-cycle took ~90 s of a 2-core lint.
  {
    name: 'import cycles',
    command: ['npx', 'madge', '--circular', '--no-spinner', 'web/src', 'functions', 'shared'],
  },
  // Unused files, exports, types and dependencies (entries and the reasons for each exception in
  // knip.jsonc): an export nothing imports is either made local or deleted.
  { name: 'unused code (knip)', command: ['npx', 'knip', '--no-progress'] },
  { name: 'format', command: ['npx', 'prettier', '--check', '.', '--log-level=warn'] },
  { name: 'web build', command: ['npx', 'vite', 'build', '--logLevel', 'warn'] },
  { name: 'cdk synth', command: ['npx', 'cdk', 'synth', '--quiet'], after: 'web build' },
];

const SEQUENTIAL_STEPS: readonly Step[] = [
  {
    name: 'unit, slow, integration and component tests (vitest)',
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

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Run one step with its output held, resolving to whether it passed. */
function runHeld(step: Step): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.command[0]!, step.command.slice(1), {
      stdio: ['ignore', 'pipe', 'pipe'],
      // Colours as on a terminal, when there is one.
      env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...step.env },
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (passed: boolean, why?: string) => {
      const text = Buffer.concat(output).toString('utf8').trimEnd();
      console.log(`\n▶ ${step.name}`);
      if (text) console.log(text);
      if (why) console.error(why);
      console.log(
        `${passed ? '✓' : '✗'} ${step.name} ${passed ? '' : 'failed '}(${seconds(started)})`,
      );
      resolve(passed);
    };
    child.once('error', (error) => finish(false, error.message));
    child.once('close', (code, signal) =>
      finish(code === 0, code === 0 ? undefined : `exited with ${signal ?? `code ${code}`}`),
    );
  });
}

/** The static stage: the names of the steps that failed or could not start because of one. */
async function runStatic(steps: readonly Step[]): Promise<string[]> {
  const results = new Map<string, Promise<boolean>>();
  const failed: string[] = [];
  const start = (step: Step): Promise<boolean> => {
    let result = results.get(step.name);
    if (result) return result;
    const before = step.after ? steps.find((s) => s.name === step.after) : undefined;
    result = (before ? start(before) : Promise.resolve(true)).then((ready) => {
      if (ready) return runHeld(step);
      console.log(`\n✗ ${step.name} not run: ${step.after} failed`);
      return false;
    });
    results.set(step.name, result);
    return result;
  };
  await Promise.all(
    steps.map(async (step) => {
      if (!(await start(step))) failed.push(step.name);
    }),
  );
  return failed;
}

function runInherited(step: Step): boolean {
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const result = spawnSync(step.command[0]!, step.command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const passed = result.status === 0;
  console.log(`${passed ? '✓' : '✗'} ${step.name} ${passed ? '' : 'failed '}(${seconds(started)})`);
  return passed;
}

// Not test-results/: Playwright empties that folder when it starts.
rmSync('test-reports', { recursive: true, force: true });
mkdirSync('test-reports', { recursive: true });

const started = Date.now();
let failed: string[] = [];
const staticStarted = Date.now();
console.log(`▶ static checks, side by side: ${STATIC_STEPS.map((s) => s.name).join(', ')}`);
failed = await runStatic(STATIC_STEPS);
console.log(`\n${failed.length ? '✗' : '✓'} static checks (${seconds(staticStarted)})`);
if (failed.length === 0) {
  for (const step of SEQUENTIAL_STEPS) {
    if (!runInherited(step)) {
      failed = [step.name];
      break;
    }
  }
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
if (failed.length > 0 && counts.failed === 0) counts.failed = 1; // a failed step is a failed run
if (failed.length > 0) console.error(`\n✗ failed: ${failed.join(', ')}`);
console.log(`\nnpm test took ${seconds(started)}`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failed.length > 0 ? 1 : 0);
