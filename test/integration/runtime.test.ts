import { PutItemCommand, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TABLE } from '../../functions/commons/table.ts';
import { localClient } from '../../scripts/local/dynamo.ts';
import { portInUse } from '../../scripts/local/processes.ts';

const PORTS = { PORT: '3040', DYNAMODB_PORT: '8040', SES_PORT: '8045' };
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'il-data-'));
// npm start as a user runs it: its own default table and bucket, not this test worker's.
const env: NodeJS.ProcessEnv = {
  ...process.env,
  TABLE_NAME: undefined,
  VAULT_BUCKET: undefined,
  ...PORTS,
  DATA_DIR: dataDir,
  SITE_URL: 'http://localhost:3040',
  LOG_LEVEL: 'WARN',
};

function start(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--skip-build'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function healthy(): Promise<void> {
  await vi.waitFor(
    async () => {
      const ok = await fetch('http://localhost:3040/api/health')
        .then((r) => r.ok)
        .catch(() => false);
      if (!ok) throw new Error('runtime did not become healthy');
    },
    { timeout: 90_000, interval: 300 },
  );
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGINT');
  });
}

let running: ChildProcess | undefined;

beforeAll(() => {
  if (!existsSync('web/dist/index.html')) {
    spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
  }
});
afterAll(async () => {
  // SIGINT, never SIGKILL: the runtime must get the chance to stop its children.
  if (running && running.exitCode === null) await stop(running);
});

describe('npm start', () => {
  it('refuses a second start, keeps data across restarts, and Ctrl-C stops everything', async () => {
    running = start();
    await healthy();

    const second = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/start.ts', '--skip-build'],
      {
        env,
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    expect(second.status).toBe(1);
    expect(second.stderr).toContain('already running');

    const db = localClient('http://localhost:8040');
    const key = { [TABLE.partitionKey]: { S: 'TEST#restart' }, [TABLE.sortKey]: { S: 'TEST' } };
    await db.send(
      new PutItemCommand({
        TableName: TABLE.localName,
        Item: { ...key, note: { S: 'sigue aquí' } },
      }),
    );

    expect(await stop(running)).toBe(0);
    for (const port of Object.values(PORTS)) expect(await portInUse(Number(port))).toBe(false);

    running = start();
    await healthy();
    const again = await db.send(new GetItemCommand({ TableName: TABLE.localName, Key: key }));
    expect(again.Item?.note?.S).toBe('sigue aquí');
    expect(await stop(running)).toBe(0);
    running = undefined;
  }, 240_000);
});
