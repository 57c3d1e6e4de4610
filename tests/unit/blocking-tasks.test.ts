// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { blockingFiguresOf } from '../../scripts/perf/blocking-tasks';

const PAGE = { pid: 7, tid: 1 };
const paint = { ...PAGE, name: 'firstContentfulPaint', ph: 'I', ts: 1_000_000 };
const task = (ts: number, cpuMs: number, where = PAGE) => ({ ...where, name: 'RunTask', ph: 'X', ts, tdur: cpuMs * 1000 });

describe('the blocking tasks of a trace', () => {
  it('counts the page thread’s tasks of 12.5 ms CPU or more after first paint, by CPU time', () => {
    const figures = blockingFiguresOf([
      task(900_000, 80), // before first paint: the server's HTML was not on screen yet
      paint,
      task(1_010_000, 12.5),
      task(1_050_000, 12.4),
      task(1_100_000, 30),
      task(1_200_000, 40, { pid: 8, tid: 1 }), // another process (the browser's own UI)
      task(1_300_000, 20, { pid: 7, tid: 2 }), // another thread of the page's renderer
    ]);
    // Blocking at 4×: (12.5 × 4 − 50) + (30 × 4 − 50) = 0 + 70.
    expect(figures).toEqual({ count: 2, cpuMs: 42.5, blockingMs: 70, longestMs: 30 });
  });

  it('finds nothing on a page whose tasks stay short', () => {
    expect(blockingFiguresOf([paint, task(1_010_000, 4), task(1_020_000, 9)])).toEqual({ count: 0, cpuMs: 0, blockingMs: 0, longestMs: 9 });
  });

  it('refuses a trace without a first contentful paint rather than report nothing', () => {
    expect(() => blockingFiguresOf([task(1_010_000, 50)])).toThrow(/first contentful paint/);
  });
});
