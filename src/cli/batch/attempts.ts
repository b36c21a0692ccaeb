import { delay } from '../../worlds/web/index.ts';
import { describeFailure } from '../describe-failure.ts';
import { EXIT_BAD_INPUT } from '../exit-codes.ts';
import { UsageError } from '../usage-error.ts';
import type { JobLine } from './job-line.ts';
import { type JobIo, type JobOutput, type JobResult, runJob } from './run-job.ts';

/** The wait before a job's second run; it doubles for each run after. */
const RETRY_MS = 500;

/**
 * A job's result after up to `attempts` runs. A job the command refuses as bad input (a usage
 * error: a bad start, a question it cannot take) fails at once: running it again changes nothing.
 * A run stopped by the batch's signal throws: the job is not done and not failed.
 */
export async function runAttempts(
  line: JobLine,
  io: JobIo,
  attempts: number,
  run: (line: JobLine, io: JobIo) => Promise<JobOutput> = runJob,
): Promise<JobResult> {
  const began = performance.now();
  const base = { line: line.n, id: line.id, command: line.job.command };
  for (let attempt = 1; ; attempt++) {
    try {
      const output = await run(line, io);
      // A run the batch stopped ends early with what it had: that is not the job done.
      io.signal.throwIfAborted();
      return { ...base, status: 'done', ...output, attempts: attempt, ms: elapsed(began) };
    } catch (error) {
      if (io.signal.aborted) throw error;
      if (UsageError.isInstance(error) || attempt >= attempts) {
        return {
          ...base,
          status: 'failed',
          exit: EXIT_BAD_INPUT,
          error: describeFailure(error),
          attempts: attempt,
          ms: elapsed(began),
        };
      }
      await delay(RETRY_MS * 2 ** (attempt - 1), io.signal);
    }
  }
}

function elapsed(since: number): number {
  return Math.round(performance.now() - since);
}
