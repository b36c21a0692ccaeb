import type { HostPacer } from '../../worlds/web/index.ts';
import { runAttempts } from './attempts.ts';
import type { BatchCounts } from './batch-progress.ts';
import type { JobLine } from './job-line.ts';
import type { JobResult } from './run-job.ts';

export interface LocalBatchOptions {
  lines: readonly JobLine[];
  /** Jobs run at once. */
  concurrency: number;
  /** Runs a job is given before it is reported failed. */
  attempts: number;
  /** The pace per host every job keeps together. */
  pacer: HostPacer;
  signal: AbortSignal;
  /** Jobs done in an earlier run of the batch, by id: handed on, not run again. */
  prior?: ReadonlyMap<string, JobResult>;
  /** Each job's result as it finishes (once per job, however many lines ask for it). */
  onResult: (result: JobResult) => void;
  /** The counts after every change, and how many jobs this run has finished. */
  onProgress?: (counts: BatchCounts, ranHere: number) => void;
}

/**
 * Runs a batch's jobs in this process, `concurrency` at once, each line's job once. Resolves with
 * the final counts when every job has finished; rejects when the signal stops it (what finished
 * has been handed on).
 */
export async function runLocalBatch(options: LocalBatchOptions): Promise<BatchCounts> {
  const { lines, prior = new Map(), onResult, onProgress } = options;
  const unique = new Map<string, JobLine>();
  for (const line of lines) if (!unique.has(line.id)) unique.set(line.id, line);
  const counts: BatchCounts = { total: unique.size, done: 0, failed: 0, running: 0 };
  let ranHere = 0;
  const waiting: JobLine[] = [];
  for (const line of unique.values()) {
    const earlier = prior.get(line.id);
    if (earlier) {
      counts.done++;
      onResult(earlier);
    } else waiting.push(line);
  }
  onProgress?.(counts, ranHere);
  const io = { signal: options.signal, pacer: options.pacer };
  const worker = async (): Promise<void> => {
    for (let line = waiting.shift(); line; line = waiting.shift()) {
      options.signal.throwIfAborted();
      counts.running++;
      onProgress?.(counts, ranHere);
      let result: JobResult;
      try {
        result = await runAttempts(line, io, options.attempts);
      } finally {
        counts.running--;
      }
      if (result.status === 'done') counts.done++;
      else counts.failed++;
      ranHere++;
      onResult(result);
      onProgress?.(counts, ranHere);
    }
  };
  const workers = Array.from({ length: Math.max(1, Math.min(options.concurrency, waiting.length)) }, worker);
  await Promise.all(workers);
  return counts;
}
