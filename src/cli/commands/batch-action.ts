import { readFileSync } from 'node:fs';
import { createHostPacer } from '../../worlds/web/index.ts';
import { DEFAULT_ATTEMPTS } from '../batch/attempts.ts';
import { createProgressWriter } from '../batch/batch-progress.ts';
import { parseJobLines } from '../batch/job-line.ts';
import { runLocalBatch } from '../batch/local-batch.ts';
import { OrderedResults } from '../batch/ordered-results.ts';
import { ResultsFile } from '../batch/results-file.ts';
import type { JobResult } from '../batch/run-job.ts';
import { EXIT_FOUND, EXIT_NOT_FOUND } from '../exit-codes.ts';
import { writeProgress, writeResult } from '../output.ts';
import { UsageError } from '../usage-error.ts';
import { BATCH_RATE } from './batch.ts';

export interface BatchOptions {
  out?: string;
  concurrency?: number;
  attempts?: number;
  rate?: number;
  quiet?: boolean;
}

/** Jobs run at once unless `--concurrency` says otherwise. */
const DEFAULT_CONCURRENCY = 4;

/**
 * `ariadne batch`: every job of the file run in this process, results as JSON Lines in the file's
 * order as they finish (stdout, or `--out`), progress on stderr. Exit 0 when every job is done
 * (an answer not found is a job done), 1 when some failed, 2 for a bad file.
 */
export async function batch(file: string, options: BatchOptions): Promise<number> {
  const lines = parseJobLines(readJobs(file), file);
  const results = options.out ? new ResultsFile(options.out, lines) : null;
  const ordered = new OrderedResults(lines, (r) =>
    results ? results.write(r) : writeResult(JSON.stringify(r)),
  );
  const progress = createProgressWriter(writeProgress);
  const controller = new AbortController();
  const onSigint = (): void => controller.abort();
  process.once('SIGINT', onSigint);
  let counts = { total: 0, done: 0, failed: 0, running: 0 };
  let ranHere = 0;
  try {
    counts = await runLocalBatch({
      lines,
      concurrency: options.concurrency ?? DEFAULT_CONCURRENCY,
      attempts: options.attempts ?? DEFAULT_ATTEMPTS,
      pacer: createHostPacer(options.rate ?? BATCH_RATE),
      signal: controller.signal,
      ...(results ? { prior: results.prior } : {}),
      onResult: (r: JobResult) => {
        results?.record(r);
        ordered.add(r);
      },
      onProgress: (c, ran) => {
        counts = c;
        ranHere = ran;
        if (!options.quiet) progress(c, ran);
      },
    });
  } catch (error) {
    if (!controller.signal.aborted) throw error;
    const resume = options.out ? `; run it again with --out ${options.out} to resume` : '';
    writeProgress(`batch stopped: ${counts.done + counts.failed} of ${counts.total} jobs finished${resume}`);
    return EXIT_NOT_FOUND;
  } finally {
    process.off('SIGINT', onSigint);
    results?.close(ordered.emitted === lines.length);
  }
  if (!options.quiet) progress(counts, ranHere, true);
  return counts.failed === 0 ? EXIT_FOUND : EXIT_NOT_FOUND;
}

function readJobs(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(`${file}: ${code === 'ENOENT' ? 'no such file' : 'cannot be read'}`);
  }
}
