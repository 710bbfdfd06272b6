import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { startChild, waitFor } from './processes.ts';

const require = createRequire(import.meta.url);

export interface S3EmulatorOptions {
  port: number;
  /** The buckets to create at start, each with the vault's CORS rule (VAULT_BUCKET; the
   * integration tests have one per worker). */
  buckets: readonly string[];
  /** The site's origin: the only one the bucket's CORS rule lets upload (as in AWS). */
  siteOrigin: string;
  /** Where objects live (default .data/s3); ignored with inMemory. */
  dataDir?: string;
  /** Keep nothing: a temporary folder, removed when the emulator stops (s3rver has no memory store). */
  inMemory?: boolean;
}

/**
 * The bucket's CORS rule, as the Documents construct sets it in AWS (infra/constructs/documents.ts):
 * the site's origin may PUT (the browser's presigned upload) and nothing else; downloads are
 * navigations, which need no CORS.
 */
function vaultCorsXml(siteOrigin: string): string {
  return `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>${siteOrigin}</AllowedOrigin>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>
`;
}

/**
 * Start the S3 emulator (the npm package s3rver) on 127.0.0.1:`port` with the vault bucket(s) and their
 * CORS rule, so the same SDK calls and the browser's presigned PUT work as against S3. Returns its
 * endpoint (path-style: http://127.0.0.1:<port>/<bucket>/<key>).
 */
export async function startS3Emulator(options: S3EmulatorOptions): Promise<string> {
  const dataDir = options.inMemory
    ? mkdtempSync(path.join(os.tmpdir(), 'inversor-s3-'))
    : (options.dataDir ?? '.data/s3');
  mkdirSync(dataDir, { recursive: true });
  // The CORS file beside the data (s3rver reads bucket configs from files at start).
  const configDir = options.inMemory
    ? dataDir
    : mkdtempSync(path.join(os.tmpdir(), 'inversor-s3-cfg-'));
  const corsFile = path.join(configDir, 'vault-cors.xml');
  writeFileSync(corsFile, vaultCorsXml(options.siteOrigin));
  const cli = require.resolve('s3rver/bin/s3rver.js');
  const child = startChild('S3 emulator', process.execPath, [
    cli,
    '--directory',
    path.join(dataDir, options.inMemory ? 'objects' : ''),
    '--address',
    '127.0.0.1', // not localhost: see dynamo.ts
    '--port',
    String(options.port),
    '--silent',
    '--no-vhost-buckets',
    ...options.buckets.flatMap((bucket) => ['--configure-bucket', bucket, corsFile]),
  ]);
  child.once('exit', () => {
    rmSync(configDir, { recursive: true, force: true });
    if (options.inMemory) rmSync(dataDir, { recursive: true, force: true });
  });
  const url = `http://127.0.0.1:${options.port}`;
  await waitFor(
    `S3 emulator on port ${options.port}`,
    async () => (await fetch(`${url}/${options.buckets[0]}?cors`)).ok,
    30_000,
    child,
  );
  return url;
}
