import { describe, expect, it } from 'vitest';
import type { JobLine } from './job-line.ts';
import { OrderedResults } from './ordered-results.ts';
import type { JobResult } from './run-job.ts';

const line = (n: number, id: string): JobLine => ({
  n,
  id,
  job: { command: 'ask', start: 'https://docs.test/', question: `question ${id}` },
});
const result = (l: JobLine): JobResult => ({
  line: l.n,
  id: l.id,
  command: 'ask',
  status: 'done',
  exit: 0,
  attempts: 1,
  ms: 1,
});

describe('OrderedResults', () => {
  it('hands results on in the order of the lines, each as soon as the lines above it have theirs', () => {
    const lines = [line(1, 'a'), line(2, 'b'), line(4, 'c'), line(5, 'a')];
    const out: Array<[number, string]> = [];
    const ordered = new OrderedResults(lines, (r) => out.push([r.line, r.id]));
    ordered.add(result(lines[2] as JobLine));
    expect(out).toEqual([]);
    ordered.add(result(lines[0] as JobLine));
    expect(out).toEqual([[1, 'a']]);
    ordered.add(result(lines[1] as JobLine));
    // The line asking again for job a takes its result, with its own line number.
    expect(out).toEqual([
      [1, 'a'],
      [2, 'b'],
      [4, 'c'],
      [5, 'a'],
    ]);
    expect(ordered.emitted).toBe(4);
  });
});
