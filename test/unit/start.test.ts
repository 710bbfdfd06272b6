import { spawnSync } from 'node:child_process';
import { mkdtempSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('npm start without Java', () => {
  it('stops with a message saying how to install Java', () => {
    // A PATH with node and nothing else: `java` cannot be found.
    const bin = mkdtempSync(path.join(os.tmpdir(), 'no-java-'));
    symlinkSync(process.execPath, path.join(bin, 'node'));
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/start.ts', '--skip-build'],
      {
        env: {
          PATH: bin,
          HOME: os.tmpdir(),
          PORT: '3999',
          DYNAMODB_PORT: '8999',
          SES_PORT: '8998',
        },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Java was not found');
    expect(result.stderr).toContain('openjdk-17');
    expect(result.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
  });
});
