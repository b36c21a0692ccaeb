import { describe, expect, it } from 'vitest';
import { createProgressWriter, progressLine } from './batch-progress.ts';

describe('batch progress', () => {
  it('says what is finished, failed and running, the rate and the time left at that rate', () => {
    expect(progressLine({ total: 200, done: 48, failed: 2, running: 4 }, 50, 25)).toBe(
      'batch: 50/200 finished (48 done, 2 failed), 4 running, 2.00 jobs/s, about 75 s left',
    );
    expect(progressLine({ total: 10, done: 10, failed: 0, running: 0 }, 4, 2)).toBe(
      'batch: 10/10 finished (10 done, 0 failed), 0 running, 2.00 jobs/s',
    );
  });

  it('writes at most once a second, and the last counts always once', () => {
    let now = 0;
    const lines: string[] = [];
    const write = createProgressWriter(
      (l) => lines.push(l),
      () => now,
    );
    const counts = { total: 3, done: 0, failed: 0, running: 1 };
    write(counts, 0);
    now = 400;
    write({ ...counts, done: 1 }, 1);
    now = 1200;
    write({ ...counts, done: 2 }, 2);
    write({ ...counts, done: 2 }, 2, true);
    now = 1300;
    write({ ...counts, done: 3, running: 0 }, 3, true);
    expect(lines.map((l) => l.slice(0, 16))).toEqual([
      'batch: 0/3 finis',
      'batch: 2/3 finis',
      'batch: 3/3 finis',
    ]);
  });
});
