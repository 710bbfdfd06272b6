/**
 * Records the intro videos: short product tours of the real app, as a visitor uses it, with Spanish
 * WebVTT captions timed to each step. Starts the local runtime in memory on its own ports (PORT,
 * DYNAMODB_PORT, SES_PORT and S3_PORT, from the ports file; the web app must be built), drives
 * Chromium through each tour with Playwright recording the video, and re-encodes it small
 * (VP9 WebM, 15 frames a second: screens of text change little).
 *
 *   npx tsx scripts/record-tours.ts            all tours
 *   npx tsx scripts/record-tours.ts <id> …     only these
 *
 * Writes web/public/videos/tours/<id>.webm (served at /videos/tours/<id>.webm, deployed with the
 * site) and the catalogue functions/videos/tours.json (title, description, duration, captions),
 * which GET /api/videos lists as the intro videos. Both are committed: recording takes Chromium,
 * ffmpeg and the runtime for a few minutes and never gives the same bytes twice, so a build or a
 * deploy does not record; run this again when a screen the tours show changes, look at the result
 * (docs/videos.md) and commit it.
 *
 * Needs ffmpeg (Debian: `apt-get install ffmpeg`): Playwright writes its video with it, and so does
 * the re-encoding.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StartError, startChild, stopChildren, waitFor } from './local/processes.ts';
import { CHROMIUM_FLAGS, CHROMIUM_HEADLESS_SHELL } from './chromium.ts';
import { TOURS, type Tour } from './tours.ts';

const root = path.resolve(import.meta.dirname, '..');
const VIDEO_DIR = path.join(root, 'web/public/videos/tours');
const CATALOGUE = path.join(root, 'functions/videos/tours.json');
const SIZE = { width: 1280, height: 720 };

/** Playwright finds its ffmpeg in its registry folder: point one at the system's. */
function ffmpegForPlaywright(): string {
  const which = spawnSync('which', ['ffmpeg'], { encoding: 'utf8' });
  const ffmpeg = which.stdout.trim();
  if (which.status !== 0 || !ffmpeg) {
    throw new StartError('ffmpeg is missing: install it (Debian: apt-get install ffmpeg).');
  }
  const browsers = JSON.parse(
    readFileSync(path.join(root, 'node_modules/playwright-core/browsers.json'), 'utf8'),
  ) as { browsers: { name: string; revision: string }[] };
  const revision = browsers.browsers.find((b) => b.name === 'ffmpeg')!.revision;
  const registry = mkdtempSync(path.join(os.tmpdir(), 'tours-registry-'));
  mkdirSync(path.join(registry, `ffmpeg-${revision}`));
  symlinkSync(ffmpeg, path.join(registry, `ffmpeg-${revision}`, 'ffmpeg-linux'));
  process.env.PLAYWRIGHT_BROWSERS_PATH = registry;
  return ffmpeg;
}

async function startRuntime(): Promise<string> {
  const port = Number(process.env.PORT ?? 3000);
  const base = `http://localhost:${port}`;
  const child = startChild(
    'the local runtime',
    process.execPath,
    ['--import', 'tsx', 'scripts/start.ts', '--skip-build', '--in-memory'],
    { cwd: root, env: { ...process.env, LOG_LEVEL: 'WARN', SITE_URL: base } },
  );
  await waitFor(
    'the local runtime',
    async () => (await fetch(`${base}/api/health`)).ok,
    180_000,
    child,
  );
  return base;
}

/** mm:ss.mmm for a WebVTT cue. */
function vttTime(ms: number): string {
  const total = Math.max(0, Math.round(ms));
  const h = Math.floor(total / 3_600_000);
  const m = Math.floor((total % 3_600_000) / 60_000);
  const s = Math.floor((total % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(total % 1000, 3)}`;
}

interface Recorded {
  raw: string;
  cues: { start: number; end: number; text: string }[];
  durationMs: number;
}

/**
 * One tour in its own browser context: each step's caption covers the time from the step's start
 * to the next one's, and each step is shown at least `minMs` so its caption can be read.
 */
async function record(base: string, tour: Tour, dir: string): Promise<Recorded> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.E2E_CHROMIUM ?? CHROMIUM_HEADLESS_SHELL,
    args: CHROMIUM_FLAGS,
  });
  try {
    const context = await browser.newContext({
      baseURL: base,
      locale: 'es-US',
      viewport: SIZE,
      recordVideo: { dir, size: SIZE },
    });
    const page = await context.newPage();
    await page.goto(tour.start);
    await page.waitForLoadState('networkidle');
    // The page drawn (its heading), and a moment for the frame to reach the video: the tour's
    // first frame is the page, not its loading state.
    await page.locator('h1').first().waitFor();
    await page.waitForTimeout(500);
    const started = Date.now();
    const cues: Recorded['cues'] = [];
    for (const step of tour.steps) {
      const start = Date.now() - started;
      await step.run(page);
      const spent = Date.now() - started - start;
      await page.waitForTimeout(Math.max(0, (step.minMs ?? 5000) - spent));
      cues.push({ start, end: Date.now() - started, text: step.caption });
    }
    const durationMs = Date.now() - started;
    const video = page.video()!;
    await context.close();
    return { raw: await video.path(), cues, durationMs };
  } finally {
    await browser.close();
  }
}

/** The length of a video file, ms (ffprobe comes with ffmpeg). */
function probeMs(ffmpeg: string, file: string): number {
  const seconds = execFileSync(
    path.join(path.dirname(ffmpeg), 'ffprobe'),
    ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file],
    { encoding: 'utf8' },
  );
  return Math.round(Number(seconds.trim()) * 1000);
}

/**
 * Keep the tour (the raw video's last `durationMs`: it ends when the last step does; before it, the
 * page loading) and re-encode it small: VP9 at constant quality, 15 fps, no audio.
 */
function encode(ffmpeg: string, recorded: Recorded, out: string): void {
  const offset = Math.max(0, probeMs(ffmpeg, recorded.raw) - recorded.durationMs);
  execFileSync(
    ffmpeg,
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-ss', (offset / 1000).toFixed(3), '-i', recorded.raw],
      ...['-t', (recorded.durationMs / 1000).toFixed(3), '-an', '-r', '15'],
      ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '44', '-row-mt', '1'],
      ...['-deadline', 'good', '-cpu-used', '2', '-g', '150', out],
    ],
    { stdio: 'inherit' },
  );
}

function captions(cues: Recorded['cues']): string {
  return `WEBVTT\n\n${cues
    .map((cue, i) => `${i + 1}\n${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${cue.text}\n`)
    .join('\n')}`;
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const tours = wanted.length > 0 ? TOURS.filter((t) => wanted.includes(t.id)) : TOURS;
  if (tours.length === 0) throw new StartError(`No tour named ${wanted.join(', ')}.`);
  const ffmpeg = ffmpegForPlaywright();
  const base = await startRuntime();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tours-'));
  const catalogue = JSON.parse(readFileSync(CATALOGUE, 'utf8')) as { videos: { id: string }[] };
  mkdirSync(VIDEO_DIR, { recursive: true });
  try {
    for (const tour of tours) {
      const recorded = await record(base, tour, dir);
      const file = path.join(VIDEO_DIR, `${tour.id}.webm`);
      encode(ffmpeg, recorded, file);
      // The file may end a few frames before the last step did: the last caption ends with it.
      const lengthMs = probeMs(ffmpeg, file);
      const cues = recorded.cues
        .filter((cue) => cue.start < lengthMs)
        .map((cue) => ({ ...cue, end: Math.min(cue.end, lengthMs) }));
      const entry = {
        id: tour.id,
        title: tour.title,
        description: tour.description,
        // Whole seconds, as players show the length (0:33 for 33.5 s).
        durationSeconds: Math.floor(lengthMs / 1000),
        intro: true,
        captions: captions(cues),
        fileUrl: `/videos/tours/${tour.id}.webm`,
      };
      const at = catalogue.videos.findIndex((v) => v.id === tour.id);
      if (at >= 0) catalogue.videos[at] = entry;
      else catalogue.videos.push(entry);
      console.log(
        `${tour.id}: ${entry.durationSeconds} s, ${(statSync(file).size / 1024).toFixed(0)} KiB`,
      );
    }
    catalogue.videos.sort(
      (a, b) => TOURS.findIndex((t) => t.id === a.id) - TOURS.findIndex((t) => t.id === b.id),
    );
    writeFileSync(CATALOGUE, `${JSON.stringify(catalogue, null, 2)}\n`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await stopChildren();
  }
}

try {
  await main();
} catch (error) {
  await stopChildren();
  if (error instanceof StartError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
