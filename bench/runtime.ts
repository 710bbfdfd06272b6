/**
 * The real local runtime (scripts/start.ts) serving the web build, for measures that load the
 * site or call the API. Started once per bench run (ctx.shared) on its own ports so it does not
 * collide with a developer's `npm start` on 3000, and stopped — its whole process group — at the end.
 */
import path from 'node:path';
import { webBuild } from './builds.ts';
import type { BenchContext } from './measure.ts';
import { pollUntil, startBackground, summarizeOutput } from './process.ts';

// BENCH_PORT, BENCH_DYNAMODB_PORT, BENCH_SES_PORT and BENCH_S3_PORT move it when those ports are taken.
const RUNTIME_PORT = Number(process.env.BENCH_PORT ?? 3300);
const RUNTIME_ENV = {
  PORT: String(RUNTIME_PORT),
  DYNAMODB_PORT: process.env.BENCH_DYNAMODB_PORT ?? '8300',
  SES_PORT: process.env.BENCH_SES_PORT ?? '8305',
  S3_PORT: process.env.BENCH_S3_PORT ?? '8310',
  SITE_URL: `http://localhost:${RUNTIME_PORT}`,
  LOG_LEVEL: 'WARN',
  // Production's password cost whatever the shell says: the auth and load measures time it.
  PASSWORD_SCRYPT_LOG2N: '',
};
const READY_TIMEOUT_MS = 120_000;

export interface Runtime {
  /** http://localhost:3300 (no trailing slash). */
  origin: string;
  startMs: number;
  command: string;
  /** Its DynamoDB Local's port, for ops scripts run against it (`--local`). */
  dynamodbPort: string;
}

async function healthy(origin: string): Promise<boolean> {
  const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2000) });
  await response.arrayBuffer();
  return response.status === 200;
}

export function localRuntime(ctx: BenchContext): Promise<Runtime> {
  return ctx.shared('runtime', async () => {
    await webBuild(ctx); // --skip-build serves web/dist: make sure it is this run's build.
    const origin = `http://localhost:${RUNTIME_PORT}`;
    if (await healthy(origin).catch(() => false)) {
      throw new Error(
        `cannot start the local runtime: something already answers on ${origin}; stop it`,
      );
    }
    const args = ['tsx', 'scripts/start.ts', '--skip-build', '--in-memory'];
    const command = `npx ${args.join(' ')}`;
    const logFile = path.join(ctx.outDir, 'runtime.log');
    ctx.log(`starting the local runtime (${command}, port ${RUNTIME_PORT})…`);
    const started = performance.now();
    const runtime = startBackground('npx', args, {
      cwd: ctx.root,
      env: { ...process.env, ...RUNTIME_ENV },
      logFile,
    });
    const onExit = () => runtime.killNow();
    process.once('exit', onExit);
    ctx.onCleanup(async () => {
      ctx.log('stopping the local runtime…');
      await runtime.stop();
      process.off('exit', onExit);
    });
    const ready = await pollUntil(() => healthy(origin), READY_TIMEOUT_MS, runtime.exited);
    if (!ready) {
      const why = runtime.exited()
        ? `exited (code ${runtime.child.exitCode})`
        : `did not answer 200 on ${origin}/api/health within ${READY_TIMEOUT_MS / 1000} s`;
      const log = path.relative(ctx.root, logFile);
      throw new Error(`the local runtime ${why} (see ${log}): ${summarizeOutput(runtime.tail())}`);
    }
    return {
      origin,
      startMs: performance.now() - started,
      command,
      dynamodbPort: RUNTIME_ENV.DYNAMODB_PORT,
    };
  });
}
