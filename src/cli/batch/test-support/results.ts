import { readFileSync } from 'node:fs';
import type { JobResult } from '../run-job.ts';

/** The results of a batch's results file, in its order. */
export function readResults(file: string): JobResult[] {
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as JobResult);
}

/** The answer an `ask` job's result gives ('' when none). */
export function answerText(result: JobResult | undefined): string {
  return String((result?.result as { answer?: unknown } | undefined)?.answer ?? '');
}

/** The most requests that arrived within any one second. */
export function busiestSecond(times: readonly number[]): number {
  let most = 0;
  for (const [i, t] of times.entries())
    most = Math.max(most, times.filter((u, j) => j >= i && u < t + 1000).length);
  return most;
}
