import { describe, expect, it } from 'vitest';
import { tasksOnCpuTime } from '../../../bench/lighthouse.ts';

type Event = Parameters<typeof tasksOnCpuTime>[0]['traceEvents'][number];

/** A complete event of the renderer's main thread (pid 1, tid 1 unless said). */
function event(name: string, ts: number, dur: number, more: Partial<Event> = {}): Event {
  return { name, cat: 'devtools.timeline', ph: 'X', pid: 1, tid: 1, ts, dur, args: {}, ...more };
}

describe('tasksOnCpuTime (bench/lighthouse.ts)', () => {
  it('shrinks a task that waited for the CPU to its thread time, and what ran inside it alike', () => {
    const task = event('RunTask', 1_000, 800, { tdur: 200 });
    const inner = event('FunctionCall', 1_400, 400, { tdur: 100 });
    const mark = { ...event('firstContentfulPaint', 1_600, 0), ph: 'I' as const, dur: undefined };
    const after = event('RunTask', 2_000, 100, { tdur: 100 });
    const trace = { traceEvents: [after, inner, task, mark] };

    tasksOnCpuTime(trace);

    // A quarter of its wall time on the CPU: 800 → 200 µs, from where it started.
    expect([task.ts, task.dur]).toEqual([1_000, 200]);
    expect([inner.ts, inner.dur]).toEqual([1_100, 100]);
    expect(mark.ts).toBe(1_150);
    expect(mark.dur).toBeUndefined();
    // A task that ran the whole time, after the first one's wall end, is as it was.
    expect([after.ts, after.dur]).toEqual([2_000, 100]);
  });

  it('leaves a task without thread time, or with more thread time than wall time, as it was', () => {
    const untimed = event('RunTask', 0, 500);
    const child = event('FunctionCall', 100, 300);
    const rounded = event('ThreadControllerImpl::RunTask', 1_000, 50, { tdur: 52 });
    const trace = { traceEvents: [untimed, child, rounded] };

    tasksOnCpuTime(trace);

    expect([untimed.ts, untimed.dur, child.ts, child.dur]).toEqual([0, 500, 100, 300]);
    expect([rounded.ts, rounded.dur]).toEqual([1_000, 50]);
  });

  it('scales each thread by its own tasks', () => {
    const main = event('RunTask', 0, 1_000, { tdur: 500 });
    const other = event('RunTask', 0, 1_000, { tid: 2, tdur: 1_000 });
    const onOther = event('FunctionCall', 600, 200, { tid: 2 });

    tasksOnCpuTime({ traceEvents: [main, other, onOther] });

    expect(main.dur).toBe(500);
    expect([other.dur, onOther.ts, onOther.dur]).toEqual([1_000, 600, 200]);
  });
});
