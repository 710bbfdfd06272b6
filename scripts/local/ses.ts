import { createRequire } from 'node:module';
import { startChild, waitFor } from './processes.ts';

const require = createRequire(import.meta.url);

/** Start the SES v2 emulator (aws-ses-v2-local): API and inbox UI on `port`, JSON at /store. */
export async function startSesEmulator(port: number): Promise<string> {
  const cli = require.resolve('aws-ses-v2-local/dist/cli.js');
  const child = startChild('SES emulator', process.execPath, [cli, '--port', String(port)]);
  const url = `http://localhost:${port}`;
  await waitFor(
    `SES emulator on port ${port}`,
    async () => (await fetch(`${url}/store`)).ok,
    30_000,
    child,
  );
  return url;
}
