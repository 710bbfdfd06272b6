import type { ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { startChild, waitFor } from './processes.ts';

const require = createRequire(import.meta.url);

/** Start the SES v2 emulator (aws-ses-v2-local): API and inbox UI on `port`, JSON at /store. */
export async function startSesEmulator(port: number): Promise<string> {
  return (await startSesEmulatorProcess(port)).url;
}

/** Start the SES emulator and hand back its process as well (the fault tests stop it). */
export async function startSesEmulatorProcess(
  port: number,
): Promise<{ url: string; child: ChildProcess }> {
  const cli = require.resolve('aws-ses-v2-local/dist/cli.js');
  const child = startChild('SES emulator', process.execPath, [cli, '--port', String(port)]);
  const url = `http://127.0.0.1:${port}`; // not localhost: see dynamo.ts
  await waitFor(
    `SES emulator on port ${port}`,
    async () => (await fetch(`${url}/store`)).ok,
    30_000,
    child,
  );
  return { url, child };
}
