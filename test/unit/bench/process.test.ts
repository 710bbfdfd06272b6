import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { guardGroup, pollUntil, summarizeOutput } from '../../../bench/process.ts';

const started: ChildProcess[] = [];
const sleeper = () => {
  const child = spawn('sleep', ['30'], { detached: true, stdio: 'ignore' });
  started.push(child);
  return child;
};
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('guardGroup', () => {
  it('stops the group once its owner is gone', async () => {
    const owner = sleeper();
    const group = sleeper();
    const exited = new Promise((resolve) => group.once('exit', resolve));
    guardGroup(group.pid!, owner.pid!);
    owner.kill('SIGKILL');
    await expect(
      Promise.race([exited, new Promise((r) => setTimeout(() => r('timeout'), 5000))]),
    ).resolves.not.toBe('timeout');
    expect(alive(group.pid!)).toBe(false);
  });

  it('leaves the group alone once dismissed', async () => {
    const owner = sleeper();
    const group = sleeper();
    const dismiss = guardGroup(group.pid!, owner.pid!);
    dismiss();
    owner.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(group.exitCode).toBeNull();
    expect(alive(group.pid!)).toBe(true);
  });
});

describe('pollUntil', () => {
  it('resolves true as soon as the probe does, false on abort or timeout', async () => {
    let calls = 0;
    expect(await pollUntil(async () => ++calls === 2, 5000)).toBe(true);
    expect(calls).toBe(2);
    expect(
      await pollUntil(
        async () => false,
        5000,
        () => true,
      ),
    ).toBe(false);
    expect(await pollUntil(async () => false, 300)).toBe(false);
  });
});

describe('summarizeOutput', () => {
  it('keeps the error lines, without colours or stack frames', () => {
    const output = [
      'vite v8.3.8 building client environment for production...',
      '\u001b[31m[UNRESOLVED_IMPORT]\u001b[0m Could not resolve "./x.css" in web/src/a.tsx',
      '   ╭─',
      '    at aggregateBindingErrorsIntoJsError (file:///x.mjs:50:18)',
    ].join('\n');
    expect(summarizeOutput(output)).toBe(
      '[UNRESOLVED_IMPORT] Could not resolve "./x.css" in web/src/a.tsx',
    );
  });

  it('falls back to the last lines, without npm warnings', () => {
    expect(summarizeOutput('one\ntwo\nthree\nnpm warn Unknown user config "nodedir"', 2)).toBe(
      'two | three',
    );
  });
});
