/**
 * Real services a fault test stops, freezes and starts again: its own DynamoDB Local (data on disk
 * in a temporary directory, so it survives a restart) and its own SES emulator, on the ports of
 * test/setup/ports.ts. Point the functions at them by importing fault-dynamo-env.ts or
 * fault-ses-env.ts first in the test file.
 *
 *   const table = new FaultDynamo();
 *   beforeAll(() => table.start());
 *   afterAll(() => table.dispose());
 *   await table.stop();   // the table is gone (connection refused)
 *   await table.start();  // back, same data
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dynamo } from '../../functions/commons/db.ts';
import { ROUTES, routeTimeoutSeconds, type RouteEntry } from '../../functions/routes.ts';
import { ensureTable, startDynamoLocalProcess } from '../../scripts/local/dynamo.ts';
import { startSesEmulatorProcess } from '../../scripts/local/ses.ts';
import { TEST_FAULT_DYNAMODB_PORT, TEST_FAULT_SES_PORT } from '../setup/ports.ts';

export const FAULT_DYNAMODB_ENDPOINT = `http://localhost:${TEST_FAULT_DYNAMODB_PORT}`;
export const FAULT_SES_URL = `http://localhost:${TEST_FAULT_SES_PORT}`;

/** The JIT's first tier only and the serial GC: DynamoDB Local starts in about half the time. */
const QUICK_START_JVM = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-XX:CICompilerCount=1'];

/** Kill a child (a crash: nothing flushed on the way out) and wait until its port is free. */
async function killChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  await exited;
}

/** A child process a fault test stops, freezes and thaws. */
class FaultProcess {
  protected child: ChildProcess | undefined;

  /** The process dies. */
  async stop(): Promise<void> {
    await killChild(this.child);
    this.child = undefined;
  }

  /** The process stops answering but keeps its port: connections are accepted, never answered. */
  freeze(): void {
    this.child?.kill('SIGSTOP');
  }

  thaw(): void {
    this.child?.kill('SIGCONT');
  }
}

/** A DynamoDB Local of one test file, with the table, its data kept on disk across restarts. */
export class FaultDynamo extends FaultProcess {
  readonly dataDir = mkdtempSync(path.join(os.tmpdir(), 'inversor-listo-faults-'));
  constructor(readonly tableName = process.env.TABLE_NAME ?? 'inversor-listo') {
    super();
  }

  /** Start (or restart) it; the table is created on the first start only. */
  async start(): Promise<void> {
    const { child, endpoint } = await startDynamoLocalProcess({
      port: TEST_FAULT_DYNAMODB_PORT,
      dataDir: this.dataDir,
      jvmOptions: QUICK_START_JVM,
    });
    this.child = child;
    await ensureTable(endpoint, this.tableName);
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** An SES emulator of one test file. */
export class FaultSes extends FaultProcess {
  async start(): Promise<void> {
    this.child = (await startSesEmulatorProcess(TEST_FAULT_SES_PORT)).child;
  }

  async dispose(): Promise<void> {
    await this.stop();
  }
}

/**
 * Run `action` (e.g. stop the table) once, around the first table call whose command name matches
 * `command` and whose input (as JSON) matches `input`: `before` it is sent or `after` it answered.
 * Returns a function that removes the hook.
 */
export function onTableCall(
  match: { command: RegExp; input?: RegExp; when: 'before' | 'after' },
  action: () => Promise<void>,
): () => void {
  let armed = true;
  const name = `fault-${match.when}-${match.command.source}`;
  const matches = (commandName: unknown, input: unknown) =>
    armed &&
    match.command.test(String(commandName)) &&
    (!match.input || match.input.test(JSON.stringify(input)));
  dynamo.middlewareStack.add(
    (next, context) => async (args) => {
      const hit = matches(context.commandName, args.input);
      if (hit) armed = false;
      if (hit && match.when === 'before') await action();
      const output = await next(args);
      if (hit && match.when === 'after') await action();
      return output;
    },
    { step: 'initialize', name },
  );
  return () => dynamo.middlewareStack.remove(name);
}

/** The route table's entries, typed for lookups. */
export const ROUTE_ENTRIES: readonly RouteEntry[] = ROUTES;

/**
 * Hold the first table call matching `match` before it is sent, until `release()`. `reached`
 * resolves once a request waits there, so a test can run another request between one request's
 * read and its write. `dispose()` releases and removes the hook (safe after `release()`).
 *
 *   const hold = holdTableCall({ command: /TransactWriteItems/, input: /SESSION#/ });
 *   try { const a = call(); await hold.reached; await other(); hold.release(); await a; }
 *   finally { hold.dispose(); }
 */
export function holdTableCall(match: { command: RegExp; input?: RegExp }) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrive!: () => void;
  const reached = new Promise<void>((resolve) => (arrive = resolve));
  const unhook = onTableCall({ ...match, when: 'before' }, async () => {
    arrive();
    await released;
  });
  return {
    reached,
    release,
    dispose() {
      release();
      unhook();
    },
  };
}

/** The Lambda timeout of a route (its area's, functions/routes.ts), in ms. */
export function lambdaTimeoutMs(method: RouteEntry['method'], path: string): number {
  const entry = ROUTE_ENTRIES.find((r) => r.method === method && r.path === path);
  if (!entry) throw new Error(`${method} ${path} is not in the route table`);
  return routeTimeoutSeconds(entry) * 1000;
}
