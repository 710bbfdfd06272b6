/**
 * One Lighthouse 12 run (mobile preset: Moto G Power viewport, simulated slow 4G and 4× CPU
 * slowdown) of a page served by the local runtime, in Debian's Chromium (headless), and what the
 * bench keeps of it. Used by the pages measure (bench/measures/pages.ts). Between Lighthouse's
 * two steps (gather, then audit: what `lighthouse()` does) the trace's tasks are set to their CPU
 * time (tasksOnCpuTime), so its simulation slows the page's work, not the host's other processes.
 *
 * Only the audits the bench reads are run (METRIC_AUDITS, and the accessibility category when
 * asked): the performance score is the weighted mean of the five metric audits alone, so it is the
 * score Lighthouse's full run gives, while the gatherers nothing reads here (the back/forward-cache
 * check navigates the page twice more, coverage, screenshots, image and compression checks) stay
 * off. One Chromium serves every run (LighthouseBrowser), each in a new tab whose origin data and
 * cache Lighthouse clears first; it is started again after a failed run.
 */
import { launch, type LaunchedChrome } from 'chrome-launcher';
import type lighthouse from 'lighthouse';
import defaultConfig from 'lighthouse/core/config/default-config.js';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { Runner } from 'lighthouse/core/runner.js';
import os from 'node:os';
import type { BenchContext } from './measure.ts';
import { guardGroup } from './process.ts';
import { CHROMIUM, CHROMIUM_FLAGS } from '../scripts/chromium.ts';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/** The audits a run needs: the five weighted metrics, their detail, and the host's CPU time. */
const METRIC_AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'largest-contentful-paint-element',
  'mainthread-work-breakdown',
  'long-tasks',
];

const ACCESSIBILITY_AUDITS = (defaultConfig.categories?.accessibility?.auditRefs ?? []).map(
  (ref) => ref.id,
);

export interface LighthouseRun {
  /** Largest Contentful Paint, ms (simulated). */
  lcp: number;
  /** Total Blocking Time, ms (simulated). */
  tbt: number;
  /** Cumulative Layout Shift. */
  cls: number;
  fcp: number;
  speedIndex: number;
  /** The main thread's whole work, ms: its CPU time scaled by the 4× slowdown (tasksOnCpuTime). */
  mainThreadMs: number;
  /** The performance score, 0..1 (Lighthouse's own, from the five metrics). */
  performance: number;
  /** The accessibility score, when the run asked for it. */
  accessibility?: number;
  /** Failed accessibility audits (ids), when asked. */
  accessibilityFailures?: string[];
  /** The LCP element, as Lighthouse prints it. */
  lcpElement: string | null;
  /** The three longest tasks (simulated ms) and what they ran. */
  longTasks: { url: string; ms: number }[];
  /** Lighthouse's measure of this machine's CPU at the time (higher is faster). */
  benchmarkIndex: number;
  /** One-minute load average when the run started. */
  load: number;
  /** Wall time of the run, ms. */
  ms: number;
}

/** Did Lighthouse end on the page it was asked for (not a redirect to /login or /plan-pro)? */
export function landedOn(requested: string, finalDisplayedUrl: string): boolean {
  const want = new URL(requested);
  const got = new URL(finalDisplayedUrl);
  const trim = (p: string) => p.replace(/\/+$/, '') || '/';
  return got.origin === want.origin && trim(got.pathname) === trim(want.pathname);
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function lcpElementOf(lhr: Lhr): string | null {
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  if (details?.type !== 'list') return null;
  for (const table of details.items) {
    if (table.type !== 'table') continue;
    for (const item of table.items) {
      const node = item.node as { snippet?: string; selector?: string } | undefined;
      if (node) return node.selector ?? node.snippet ?? null;
    }
  }
  return null;
}

function longTasksOf(lhr: Lhr): { url: string; ms: number }[] {
  const details = lhr.audits['long-tasks']?.details;
  if (details?.type !== 'table') return [];
  return details.items
    .map((item) => ({ url: String(item.url ?? ''), ms: Math.round(Number(item.duration ?? 0)) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3);
}

function metric(lhr: Lhr, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    const why = lhr.audits[id]?.errorMessage ?? 'no value';
    throw new Error(`Lighthouse gave no ${id} (${why})`);
  }
  return value;
}

/** What the bench keeps of a run's report; throws when the run did not measure the page. */
function runOf(lhr: Lhr, url: string, accessibility: boolean): Omit<LighthouseRun, 'load' | 'ms'> {
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  if (!landedOn(url, lhr.finalDisplayedUrl)) {
    throw new Error(`ended on ${lhr.finalDisplayedUrl}, not ${url} (redirected)`);
  }
  const performance = lhr.categories.performance?.score ?? null;
  const a11y = lhr.categories.accessibility?.score ?? null;
  if (performance === null || (accessibility && a11y === null)) {
    const warnings = lhr.runWarnings.join('; ') || 'no warning given';
    throw new Error(
      `no ${performance === null ? 'performance' : 'accessibility'} score (${warnings})`,
    );
  }
  return {
    lcp: metric(lhr, 'largest-contentful-paint'),
    tbt: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    fcp: metric(lhr, 'first-contentful-paint'),
    speedIndex: metric(lhr, 'speed-index'),
    mainThreadMs: metric(lhr, 'mainthread-work-breakdown'),
    performance,
    ...(accessibility
      ? {
          accessibility: a11y!,
          accessibilityFailures: (lhr.categories.accessibility?.auditRefs ?? [])
            .map((ref) => lhr.audits[ref.id])
            .filter((audit) => audit?.score === 0 && audit.scoreDisplayMode === 'binary')
            .map((audit) => audit!.id),
        }
      : {}),
    lcpElement: lcpElementOf(lhr),
    longTasks: longTasksOf(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

type TraceEvent = Parameters<typeof TraceProcessor.isScheduleableTask>[0];

/**
 * Every task of the trace as long as the CPU ran it, not as long as it waited for a turn: each
 * outermost task that ran for less time than it took (the trace's thread time, `tdur`, under its
 * wall time, `dur`) is shrunk to its thread time, with everything inside it scaled alike, so the
 * nesting holds. Lighthouse's simulation then slows that work 4× as on the phone it models. With
 * wall time, a task during which the OS ran another process stretched by that wait, 4×: with one
 * core kept busy by another process (`yes > /dev/null`), pairs of the same page read 0.1× to 1.9×
 * the bare page's main thread for TBT. Work the page does is counted whole either way.
 */
export function tasksOnCpuTime(trace: { traceEvents: TraceEvent[] }): void {
  const threads = new Map<string, TraceEvent[]>();
  for (const event of trace.traceEvents) {
    const key = `${event.pid}:${event.tid}`;
    let list = threads.get(key);
    if (!list) threads.set(key, (list = []));
    list.push(event);
  }
  for (const events of threads.values()) {
    events.sort((a, b) => a.ts - b.ts);
    // The outermost task under way: where it starts, where it ended in wall time, its scale.
    let task: { ts: number; end: number; scale: number } | undefined;
    for (const event of events) {
      if (task && event.ts >= task.end) task = undefined;
      if (!task && event.ph === 'X' && TraceProcessor.isScheduleableTask(event) && event.dur) {
        const cpu = typeof event.tdur === 'number' ? event.tdur : event.dur;
        task = { ts: event.ts, end: event.ts + event.dur, scale: Math.min(1, cpu / event.dur) };
      }
      if (!task || task.scale === 1) continue;
      event.ts = task.ts + (event.ts - task.ts) * task.scale;
      if (event.dur !== undefined) event.dur *= task.scale;
    }
  }
}

/** One Chromium for the measure's runs, started when first needed and again after a failure. */
export class LighthouseBrowser {
  private chrome: LaunchedChrome | undefined;
  private dismissGuard = () => {};
  /** The bench is ending: a run still under way must not start a new Chromium nobody closes. */
  private ended = false;

  constructor(private readonly ctx: BenchContext) {
    // Ctrl-C in the middle of a run.
    ctx.onCleanup(() => {
      this.ended = true;
      this.close();
    });
  }

  private async port(): Promise<number> {
    if (this.ended) throw new Error('the bench is stopping');
    if (!this.chrome) {
      this.chrome = await launch({
        chromePath: CHROMIUM,
        chromeFlags: CHROME_FLAGS,
        logLevel: 'silent',
        // Its own Ctrl-C handler would exit at once, leaving the local runtime running: the
        // bench's handler closes Chrome through ctx.onCleanup, then everything else.
        handleSIGINT: false,
      });
      // chrome-launcher starts Chrome as a process group leader: guard it like the runtime.
      this.dismissGuard = guardGroup(this.chrome.pid);
    }
    return this.chrome.port;
  }

  close(): void {
    try {
      this.chrome?.kill();
    } catch {
      // Already gone.
    }
    this.chrome = undefined;
    this.dismissGuard();
    this.dismissGuard = () => {};
  }

  /** One Lighthouse mobile run of `url`; accessibility too when asked. */
  async run(
    url: string,
    options: { headers?: Record<string, string>; accessibility?: boolean } = {},
  ): Promise<LighthouseRun> {
    const started = performance.now();
    const load = os.loadavg()[0]!;
    try {
      const flags = {
        port: await this.port(),
        output: 'json' as const,
        logLevel: 'error' as const,
        onlyAudits: [...METRIC_AUDITS, ...(options.accessibility ? ACCESSIBILITY_AUDITS : [])],
        disableFullPageScreenshot: true,
        ...(options.headers ? { extraHeaders: options.headers } : {}),
      };
      // Lighthouse's own run (lighthouse() is these two steps), its trace read as CPU time between.
      const { artifacts, runnerOptions } = await navigationGather(undefined, url, { flags });
      tasksOnCpuTime(artifacts.Trace);
      const result = await Runner.audit(artifacts, { ...runnerOptions, computedCache: new Map() });
      if (!result) throw new Error('Lighthouse returned no result');
      const run = runOf(result.lhr, url, options.accessibility ?? false);
      return { ...run, load, ms: performance.now() - started };
    } catch (error) {
      this.close(); // A fresh browser for the next run.
      throw error;
    }
  }
}
