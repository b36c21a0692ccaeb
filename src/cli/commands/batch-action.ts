import { readFileSync } from 'node:fs';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { createHostPacer } from '../../worlds/web/index.ts';
import { type BatchCounts, countsText, createProgressWriter } from '../batch/batch-progress.ts';
import { type JobLine, parseJobLines } from '../batch/job-line.ts';
import { type BatchManifest, openQueue, readBatch, readManifest, submitBatch } from '../batch/job-queue.ts';
import { runLocalBatch } from '../batch/local-batch.ts';
import { OrderedResults } from '../batch/ordered-results.ts';
import { connectRedis } from '../batch/redis-connection.ts';
import { ResultsFile } from '../batch/results-file.ts';
import type { JobResult } from '../batch/run-job.ts';
import { EXIT_FOUND, EXIT_NOT_FOUND } from '../exit-codes.ts';
import { writeProgress, writeResult } from '../output.ts';
import { UsageError } from '../usage-error.ts';
import { BATCH_RATE, DEFAULT_ATTEMPTS } from './batch.ts';

export interface BatchOptions {
  redis?: string;
  wait?: boolean;
  out?: string;
  concurrency?: number;
  attempts?: number;
  rate?: number;
  quiet?: boolean;
}

/** Jobs run at once in this process unless `--concurrency` says otherwise. */
const DEFAULT_CONCURRENCY = 4;
/** How often a batch waiting on its workers reads where its jobs stand. */
const POLL_MS = 500;

/**
 * `ariadne batch`: every job of the file run in this process, or queued on Redis for workers;
 * results as JSON Lines in the file's order as they finish (stdout, or `--out`), progress on
 * stderr. Exit 0 when every job is done (an answer not found is a job done), 1 when some failed
 * or the wait was cut short, 2 for a bad file or option. `status` and `results` read a queued
 * batch back by its id.
 */
export async function batch(target: string, id: string | undefined, options: BatchOptions): Promise<number> {
  if (target === 'status' || target === 'results') {
    if (!id) throw new UsageError(`batch ${target} wants the batch id that \`batch --redis\` printed`);
    if (!options.redis)
      throw new UsageError(`batch ${target} reads a batch queued on Redis: give --redis URL`);
    return withQueue(options.redis, 'batch', (redis, queue) => readBack(target, id, redis, queue));
  }
  if (id !== undefined) throw new UsageError(`one jobs file, please: unexpected "${id}"`);
  if (options.wait !== undefined && !options.redis)
    throw new UsageError('--wait is for a batch queued with --redis');
  const lines = parseJobLines(readJobs(target), target);
  if (!options.redis) return localBatch(lines, options);
  return withQueue(options.redis, 'batch', async (redis, queue) => {
    const settings = { rate: options.rate ?? BATCH_RATE, attempts: options.attempts ?? DEFAULT_ATTEMPTS };
    const { manifest, queued, retried } = await submitBatch(queue, redis, lines, settings);
    const again = retried > 0 ? `, ${retried} that failed before queued again` : '';
    writeProgress(`batch ${manifest.id}: ${lines.length} lines, ${queued} jobs queued${again}`);
    if (options.wait === false) {
      writeResult(manifest.id);
      return EXIT_FOUND;
    }
    return awaitBatch(queue, manifest, lines, options);
  });
}

/** Runs `work` with a Redis connection and the job queue, closing both after. */
async function withQueue(
  url: string,
  who: string,
  work: (redis: Redis, queue: Queue) => Promise<number>,
): Promise<number> {
  const redis = await connectRedis(url, (error) =>
    writeProgress(`${who}: lost Redis (${error.message}); waiting for it to come back`),
  );
  const queue = openQueue(redis);
  try {
    return await work(redis, queue);
  } finally {
    await queue.close();
    redis.disconnect();
  }
}

/** Where results go: the results file (with its journal) or stdout, in the file's order. */
function resultSink(lines: readonly JobLine[], out: string | undefined) {
  const file = out ? new ResultsFile(out, lines) : null;
  const ordered = new OrderedResults(lines, (r) => (file ? file.write(r) : writeResult(JSON.stringify(r))));
  return {
    prior: file?.prior ?? new Map<string, JobResult>(),
    add: (r: JobResult): void => {
      // A result read back from the file is in its journal already.
      if (file && !file.prior.has(r.id)) file.record(r);
      ordered.add(r);
    },
    close: (): void => file?.close(ordered.emitted === lines.length),
  };
}

/** Until Ctrl-C: the signal a run stops by. */
function interruption(): { signal: AbortSignal; release: () => void } {
  const controller = new AbortController();
  const onSigint = (): void => controller.abort();
  process.once('SIGINT', onSigint);
  return { signal: controller.signal, release: () => process.off('SIGINT', onSigint) };
}

async function localBatch(lines: readonly JobLine[], options: BatchOptions): Promise<number> {
  const sink = resultSink(lines, options.out);
  const progress = createProgressWriter(writeProgress);
  const stop = interruption();
  let counts: BatchCounts = { total: 0, done: 0, failed: 0, running: 0 };
  let ranHere = 0;
  try {
    counts = await runLocalBatch({
      lines,
      concurrency: options.concurrency ?? DEFAULT_CONCURRENCY,
      attempts: options.attempts ?? DEFAULT_ATTEMPTS,
      pacer: createHostPacer(options.rate ?? BATCH_RATE),
      signal: stop.signal,
      prior: sink.prior,
      onResult: sink.add,
      onProgress: (c, ran) => {
        counts = c;
        ranHere = ran;
        if (!options.quiet) progress(c, ran);
      },
    });
  } catch (error) {
    if (!stop.signal.aborted) throw error;
    const resume = options.out ? `; run it again with --out ${options.out} to resume` : '';
    writeProgress(`batch stopped: ${counts.done + counts.failed} of ${counts.total} jobs finished${resume}`);
    return EXIT_NOT_FOUND;
  } finally {
    stop.release();
    sink.close();
  }
  if (!options.quiet) progress(counts, ranHere, true);
  return counts.failed === 0 ? EXIT_FOUND : EXIT_NOT_FOUND;
}

/** Waits for a queued batch's jobs, handing each result on in the file's order as it finishes. */
async function awaitBatch(
  queue: Queue,
  manifest: BatchManifest,
  lines: readonly JobLine[],
  options: BatchOptions,
): Promise<number> {
  const sink = resultSink(lines, options.out);
  const progress = createProgressWriter(writeProgress);
  const stop = interruption();
  let finished = new Map(sink.prior);
  for (const r of finished.values()) sink.add(r);
  const before = finished.size;
  let counts: BatchCounts;
  try {
    for (;;) {
      const state = await readBatch(queue, manifest, finished);
      for (const [jobId, r] of state.finished) if (!finished.has(jobId)) sink.add(r);
      finished = state.finished;
      counts = countsOf(manifest, finished, state.running);
      if (!options.quiet) progress(counts, finished.size - before);
      if (counts.done + counts.failed === counts.total) break;
      if (stop.signal.aborted) {
        writeProgress(
          `batch ${manifest.id}: stopped waiting; the workers go on, and \`ariadne batch results ${manifest.id} --redis URL\` reads the results`,
        );
        return EXIT_NOT_FOUND;
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    stop.release();
    sink.close();
  }
  if (!options.quiet) progress(counts, finished.size - before, true);
  return counts.failed === 0 ? EXIT_FOUND : EXIT_NOT_FOUND;
}

function countsOf(
  manifest: BatchManifest,
  finished: ReadonlyMap<string, JobResult>,
  running: number,
): BatchCounts {
  const results = [...finished.values()];
  return {
    total: new Set(manifest.lines.map(([, id]) => id)).size,
    done: results.filter((r) => r.status === 'done').length,
    failed: results.filter((r) => r.status === 'failed').length,
    running,
  };
}

/** `batch status ID`: where the batch stands, one line; `batch results ID`: its finished lines, in order. */
async function readBack(verb: 'status' | 'results', id: string, redis: Redis, queue: Queue): Promise<number> {
  const manifest = await readManifest(redis, id);
  if (!manifest) throw new UsageError(`no batch ${id} on this Redis`);
  const { finished, running } = await readBatch(queue, manifest);
  const counts = countsOf(manifest, finished, running);
  const complete = counts.done + counts.failed === counts.total;
  if (verb === 'status') {
    writeResult(countsText(counts));
    return complete ? EXIT_FOUND : EXIT_NOT_FOUND;
  }
  const out: string[] = [];
  for (const [n, jobId] of manifest.lines) {
    const result = finished.get(jobId);
    if (result) out.push(JSON.stringify({ ...result, line: n }));
  }
  if (out.length > 0) writeResult(out.join('\n'));
  if (!complete) writeProgress(`batch ${id}: ${manifest.lines.length - out.length} lines not finished yet`);
  return complete ? EXIT_FOUND : EXIT_NOT_FOUND;
}

function readJobs(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(`${file}: ${code === 'ENOENT' ? 'no such file' : 'cannot be read'}`);
  }
}
