/** Child processes for the bench: one-shot commands, and long-running servers in their own group. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';

export interface RunResult {
  code: number | null;
  /** The last 8000 characters of stdout + stderr. */
  tail: string;
}

interface CommonOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Full stdout + stderr go here. */
  logFile: string;
}

function capture(child: ChildProcess, logFile: string): () => string {
  const log = createWriteStream(logFile);
  let tail = '';
  const keep = (chunk: Buffer) => {
    log.write(chunk);
    tail = (tail + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.once('close', () => log.end());
  return () => tail;
}

/** Run a command to completion. */
export function runCommand(
  command: string,
  args: string[],
  options: CommonOptions,
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tail = capture(child, options.logFile);
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, tail: tail() }));
  });
}

export interface Background {
  child: ChildProcess;
  /** Output so far (last 8000 characters). */
  tail(): string;
  exited(): boolean;
  /** SIGTERM the whole process group, SIGKILL it after `graceMs`; resolves when it has exited. */
  stop(graceMs?: number): Promise<void>;
  /** Synchronous last resort (process 'exit'): SIGKILL the group if it is still running. */
  killNow(): void;
}

/**
 * A watchdog for a process group this process started: a detached `sh` that stops the group
 * (SIGTERM, SIGKILL 5 s later) once `ownerPid` (this process) is gone, however it went. Signal
 * handlers are not enough: tsx's parent process SIGKILLs its child when the child is slow to
 * acknowledge a Ctrl-C (30 ms; easily missed on a busy machine), and nothing survives a SIGKILL.
 * Returns `dismiss`, for when the group has been stopped normally.
 */
export function guardGroup(pgid: number, ownerPid = process.pid): () => void {
  const script =
    `while kill -0 ${ownerPid} 2>/dev/null; do sleep 1; done; ` +
    `kill -TERM -${pgid} 2>/dev/null || exit 0; sleep 5; kill -KILL -${pgid} 2>/dev/null; exit 0`;
  const guard = spawn('sh', ['-c', script], { detached: true, stdio: 'ignore' });
  guard.unref();
  return () => {
    if (guard.pid === undefined || guard.exitCode !== null) return;
    try {
      process.kill(guard.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
}

/**
 * Start a long-running command in its own process group (detached), so that stopping it also
 * stops whatever it started (npx → tsx → node → java…). A guardGroup watchdog stops the group if
 * this process dies without stopping it.
 */
export function startBackground(
  command: string,
  args: string[],
  options: CommonOptions,
): Background {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const tail = capture(child, options.logFile);
  const dismissGuard = child.pid === undefined ? () => {} : guardGroup(child.pid);
  let exited = false;
  const closed = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true;
      resolve();
    });
    child.once('error', () => {
      exited = true;
      resolve();
    });
  });
  const signalGroup = (signal: NodeJS.Signals) => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    }
  };
  return {
    child,
    tail,
    exited: () => exited,
    async stop(graceMs = 10_000) {
      signalGroup('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), graceMs);
      });
      const outcome = await Promise.race([closed.then(() => 'exited' as const), timeout]);
      clearTimeout(timer);
      // The leader may exit before the rest of its group: make sure nothing is left behind.
      signalGroup('SIGKILL');
      if (outcome === 'timeout') await closed;
      dismissGuard();
    },
    killNow() {
      signalGroup('SIGKILL');
    },
  };
}

/** Poll `probe` every 250 ms until it returns true; false when `timeoutMs` passes or `abort()`. */
export async function pollUntil(
  probe: () => Promise<boolean>,
  timeoutMs: number,
  abort: () => boolean = () => false,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (abort()) return false;
    if (await probe().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/** A few readable lines out of a failed command's output: no colours, no stack frames. */
export function summarizeOutput(output: string, maxLines = 4): string {
  const lines = output
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(
      (line) =>
        line.trim() !== '' &&
        !/^npm (warn|notice)\b/i.test(line) && // npx's own chatter
        !/^\s+at\s/.test(line) && // stack frames
        !/^[\s│╭╰─┬]*$/.test(line), // frame drawing
    );
  const first = lines.findIndex((line) => /error|fail|cannot|could not|exception/i.test(line));
  const picked = first === -1 ? lines.slice(-maxLines) : lines.slice(first, first + maxLines);
  return picked.map((line) => line.trim()).join(' | ');
}
