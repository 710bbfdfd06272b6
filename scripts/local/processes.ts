import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import net from 'node:net';

/** A developer-facing failure: printed as is, without a stack trace. */
export class StartError extends Error {
  override name = 'StartError';
}

/** Children this process started; all are stopped on exit. */
const children = new Set<ChildProcess>();

export function startChild(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions = {},
): ChildProcess {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  children.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping && code !== 0 && signal === null) {
      console.error(`\n${name} stopped unexpectedly (exit ${code}). Its last output:\n${output}`);
    }
  });
  Object.assign(child, { lastOutput: () => output });
  return child;
}

let stopping = false;

// Whatever way this process ends (even an uncaught error), its children must not outlive it.
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

export async function stopChildren(): Promise<void> {
  stopping = true;
  const waits = [...children].map(
    (child) =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve();
        }, 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  );
  await Promise.all(waits);
}

/** Is something already listening on this port (IPv4 or IPv6 loopback)? */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: 'localhost' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Poll `probe` until it resolves true or the time runs out. */
export async function waitFor(
  what: string,
  probe: () => Promise<boolean>,
  timeoutMs = 60_000,
  child?: ChildProcess,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      const out = (child as ChildProcess & { lastOutput?: () => string }).lastOutput?.() ?? '';
      throw new StartError(`${what} exited before it was ready (exit ${child.exitCode}).\n${out}`);
    }
    if (await probe().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new StartError(`${what} did not become ready within ${Math.round(timeoutMs / 1000)} s.`);
}
