/** The two builds the bench measures: the real web app (web/dist) and the bare baseline page. */
import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import type { Manifest } from './assets.ts';
import type { BenchContext } from './measure.ts';
import { runCommand, summarizeOutput } from './process.ts';

export interface BuiltPage {
  /** Folder holding index.html and the assets. */
  distDir: string;
  /** The site's root, which index.html's absolute references start from (distDir when absent). */
  siteDir?: string;
  buildMs: number;
  /** Vite's build manifest (the web build only): which chunk imports which. */
  manifest?: Manifest;
}

/**
 * `npx vite build` of the app (vite.config.ts: root web/, out web/dist), as a developer or CI runs
 * it, plus `--manifest` (the chunk graph, for each route's JS). The manifest is read, then removed
 * so web/dist holds exactly what a deploy ships. Shared: the Lighthouse measure serves this build.
 */
export function webBuild(ctx: BenchContext): Promise<BuiltPage> {
  return ctx.shared('web-build', async () => {
    ctx.log('building the web app (npx vite build)…');
    const logFile = path.join(ctx.outDir, 'web-build.log');
    const started = performance.now();
    const { code, tail } = await runCommand('npx', ['vite', 'build', '--manifest'], {
      cwd: ctx.root,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
      logFile,
    });
    const buildMs = performance.now() - started;
    const distDir = path.join(ctx.root, 'web/dist');
    if (code !== 0 || !existsSync(path.join(distDir, 'index.html'))) {
      const log = path.relative(ctx.root, logFile);
      throw new Error(`npx vite build failed (exit ${code}, see ${log}): ${summarizeOutput(tail)}`);
    }
    const manifestDir = path.join(distDir, '.vite');
    const manifest = JSON.parse(
      await readFile(path.join(manifestDir, 'manifest.json'), 'utf8'),
    ) as Manifest;
    await rm(manifestDir, { recursive: true, force: true });
    return { distDir, buildMs, manifest };
  });
}

/** Where the bare page is served from, beside the app, by the same local runtime. */
export const BARE_BASE = '/bench-bare/';

/**
 * bench/bare (React + react-dom + react-router, one route: a heading and a paragraph) built with
 * the same plugin-react and output settings as the app, into web/dist/bench-bare/ after the app's
 * build, so the local runtime serves it at /bench-bare/index.html with the app's compression and
 * headers: the Lighthouse measure's yardstick. Removed when the bench ends, leaving web/dist as a
 * deploy ships it.
 */
export function bareBuild(ctx: BenchContext): Promise<BuiltPage> {
  return ctx.shared('bare-build', async () => {
    const web = await webBuild(ctx);
    ctx.log('building the bare React + react-router page…');
    const distDir = path.join(web.distDir, BARE_BASE);
    ctx.onCleanup(() => rm(distDir, { recursive: true, force: true }));
    const started = performance.now();
    await build({
      configFile: false,
      envDir: false,
      root: path.join(ctx.root, 'bench/bare'),
      base: BARE_BASE,
      logLevel: 'warn',
      plugins: [react()],
      // Same output settings as vite.config.ts, so the two builds compare like for like.
      build: { outDir: distDir, emptyOutDir: true, target: 'es2022', sourcemap: false },
    });
    return { distDir, siteDir: web.distDir, buildMs: performance.now() - started };
  });
}
