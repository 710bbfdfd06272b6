/**
 * Lighthouse 12 on `/` served by the real local runtime, in Debian's Chromium (headless), default
 * (mobile, simulated throttling) config, performance and accessibility categories. Three runs, each
 * in a fresh browser; the table reports the run with the median performance score (and that run's
 * metrics). Any failed run makes the rows errors: a flaky page is not a passing page.
 *
 * Before the runs, `/` and the files its index.html loads are requested once: the local runtime
 * compresses each static file (brotli, gzip) on its first request and keeps the result, as
 * CloudFront's cache does in production; without the warm-up the first run measures that one-off
 * compression instead of the page.
 */
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import os from 'node:os';
import { pageAssets } from '../assets.ts';
import { guardGroup } from '../process.ts';
import { medianBy, type BenchContext, type Measure, type Row } from '../measure.ts';
import { localRuntime } from '../runtime.ts';

export const PERFORMANCE_MIN = 0.95;
export const RUNS = 3;
const CHROME_PATH = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface RunResult {
  performance: number;
  accessibility: number | null;
  metrics: Record<string, number | null>;
  scripts: { url: string; transferSize: number }[];
  warnings: string[];
  ms: number;
  /** Lighthouse's measure of this machine's CPU speed at the time (higher is faster). */
  benchmarkIndex: number;
  /** One-minute load average when the run started. */
  load: number;
}

const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
} as const;

async function runOnce(ctx: BenchContext, url: string): Promise<RunResult> {
  const started = performance.now();
  const load = os.loadavg()[0]!;
  let chrome: LaunchedChrome | undefined;
  let dismissGuard = () => {};
  const killChrome = () => {
    try {
      chrome?.kill();
    } catch {
      // Already gone.
    }
    dismissGuard();
  };
  ctx.onCleanup(killChrome); // Ctrl-C in the middle of a run.
  try {
    chrome = await launch({
      chromePath: CHROME_PATH,
      chromeFlags: CHROME_FLAGS,
      logLevel: 'silent',
      // Its own Ctrl-C handler would exit at once, leaving the local runtime running: the bench's
      // handler stops Chrome through ctx.onCleanup, then everything else.
      handleSIGINT: false,
    });
    // chrome-launcher starts Chrome as a process group leader: guard it like the runtime.
    dismissGuard = guardGroup(chrome.pid);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const performanceScore = lhr.categories.performance?.score ?? null;
    if (performanceScore === null) {
      throw new Error(`no performance score (${lhr.runWarnings.join('; ') || 'no warning given'})`);
    }
    const metrics: Record<string, number | null> = {};
    for (const [audit, name] of Object.entries(METRICS)) {
      metrics[name] = lhr.audits[audit]?.numericValue ?? null;
    }
    const requests = lhr.audits['network-requests']?.details;
    const scripts =
      requests?.type === 'table'
        ? requests.items
            .filter((item) => item.resourceType === 'Script')
            .map((item) => ({
              url: String(item.url),
              transferSize: Number(item.transferSize ?? 0),
            }))
        : [];
    return {
      performance: performanceScore,
      accessibility: lhr.categories.accessibility?.score ?? null,
      metrics,
      scripts,
      warnings: lhr.runWarnings,
      ms: performance.now() - started,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      load,
    };
  } finally {
    killChrome();
  }
}

/** Lighthouse's own bar for a fast enough host (core/gather/driver/environment.js). */
const SLOW_CPU_BENCHMARK_INDEX = 1000;

/**
 * Simulated throttling scales the main-thread work this CPU did, so on a slow or busy host TBT and
 * the score come out worse than the page is. Lighthouse warns about it only in its CLI; the bench
 * says so beside the figure (never adjusting it).
 */
function slowHostNote(runs: readonly RunResult[]): string | undefined {
  const cores = os.availableParallelism();
  const maxLoad = Math.max(...runs.map((r) => r.load));
  const indexes = runs.map((r) => Math.round(r.benchmarkIndex));
  const slowCpu = Math.min(...indexes) < SLOW_CPU_BENCHMARK_INDEX;
  const busy = maxLoad > cores * 1.5; // Chrome and the runtime account for some load themselves.
  if (!slowCpu && !busy) return undefined;
  return (
    `host ${busy ? 'busy' : 'slow'}: load average up to ${maxLoad.toFixed(1)} on ${cores} cores, ` +
    `Lighthouse CPU benchmark ${Math.min(...indexes)}–${Math.max(...indexes)} ` +
    `(it expects > ${SLOW_CPU_BENCHMARK_INDEX}); ` +
    'the score is likely lower (TBT higher) than on a fast idle host'
  );
}

/** Request `/` and its up-front assets once; returns the paths requested. */
async function warmUp(origin: string): Promise<string[]> {
  const get = async (pathname: string) => {
    const response = await fetch(`${origin}${pathname}`, {
      headers: { 'accept-encoding': 'br, gzip' },
      signal: AbortSignal.timeout(30_000),
    });
    const body = await response.text();
    if (!response.ok) throw new Error(`GET ${pathname} answered ${response.status}`);
    return body;
  };
  const html = await get('/');
  const { js, css } = pageAssets(html);
  await Promise.all([...js, ...css].map((ref) => get(new URL(ref, `${origin}/`).pathname)));
  return ['/', ...js, ...css];
}

export const lighthouseMeasure: Measure = {
  name: 'lighthouse',
  async run(ctx) {
    const errorRows = (error: string): Row[] => [
      {
        id: 'lighthouse-performance',
        label: 'Lighthouse performance /',
        value: null,
        unit: 'score',
        budget: { min: PERFORMANCE_MIN },
        error,
      },
      {
        id: 'lighthouse-accessibility',
        label: 'Lighthouse accessibility /',
        value: null,
        unit: 'score',
        error,
      },
    ];
    let url: string;
    let server: unknown;
    try {
      const runtime = await localRuntime(ctx);
      url = `${runtime.origin}/`;
      server = { command: runtime.command, startMs: Math.round(runtime.startMs) };
    } catch (error) {
      return errorRows(error instanceof Error ? error.message : String(error));
    }
    let warmedUp: string[];
    try {
      warmedUp = await warmUp(new URL(url).origin);
    } catch (error) {
      return errorRows(`warm-up: ${error instanceof Error ? error.message : String(error)}`);
    }

    const runs: RunResult[] = [];
    for (let i = 1; i <= RUNS; i++) {
      ctx.log(`Lighthouse ${url} run ${i}/${RUNS}…`);
      try {
        runs.push(await runOnce(ctx, url));
      } catch (error) {
        return errorRows(
          `Lighthouse run ${i}/${RUNS} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }

    const median = medianBy(runs, (run) => run.performance);
    const note = slowHostNote(runs);
    const shared = {
      url,
      server,
      chromium: CHROME_PATH,
      warmedUp,
      config: 'lighthouse default (mobile, simulated throttling)',
    };
    const rows: Row[] = [
      {
        id: 'lighthouse-performance',
        label: 'Lighthouse performance /',
        value: median.performance,
        unit: 'score',
        budget: { min: PERFORMANCE_MIN },
        ...(note ? { note } : {}),
        detail: {
          ...shared,
          runs: runs.map((r) => ({
            performance: r.performance,
            metrics: r.metrics,
            ms: Math.round(r.ms),
            benchmarkIndex: r.benchmarkIndex,
            loadAverage: r.load,
          })),
          medianRunScripts: median.scripts,
          warnings: median.warnings,
        },
      },
      median.accessibility === null
        ? {
            id: 'lighthouse-accessibility',
            label: 'Lighthouse accessibility /',
            value: null,
            unit: 'score',
            error: 'no accessibility score',
          }
        : {
            id: 'lighthouse-accessibility',
            label: 'Lighthouse accessibility /',
            value: median.accessibility,
            unit: 'score',
            detail: { runs: runs.map((r) => r.accessibility) },
          },
    ];
    for (const [name, value] of Object.entries(median.metrics)) {
      if (value === null) continue;
      rows.push({
        id: `lighthouse-${name.toLowerCase()}`,
        label: `  ${name} (median run)`,
        value,
        unit: name === 'CLS' ? '' : 'ms',
      });
    }
    return rows;
  },
};
