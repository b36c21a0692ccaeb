import { UnrecoverableError, Worker } from 'bullmq';
import type { HostPacer } from '../../worlds/web/index.ts';
import { QUEUE_NAME, type QueuedJob, type QueuedOutput } from '../batch/job-queue.ts';
import { connectRedis, redactedUrl } from '../batch/redis-connection.ts';
import { createRedisPacer } from '../batch/redis-pacer.ts';
import { runJob } from '../batch/run-job.ts';
import { describeFailure } from '../describe-failure.ts';
import { EXIT_FOUND } from '../exit-codes.ts';
import { writeProgress } from '../output.ts';
import { UsageError } from '../usage-error.ts';

export interface WorkerOptions {
  redis: string;
  concurrency?: number;
  lockSeconds?: number;
  quiet?: boolean;
}

/** Jobs run at once unless `--concurrency` says otherwise. */
const DEFAULT_CONCURRENCY = 4;
/** Seconds a job's lock lasts unless renewed (and how often stalled jobs are looked for). */
const DEFAULT_LOCK_SECONDS = 30;

/**
 * `ariadne worker`: runs queued jobs until Ctrl-C (or SIGTERM), which lets the running jobs
 * finish; a second Ctrl-C stops at once (those jobs go to another worker once their lock ends).
 */
export async function worker(options: WorkerOptions): Promise<number> {
  const say = (line: string): void => {
    if (!options.quiet) writeProgress(line);
  };
  const redis = await connectRedis(options.redis, (error) =>
    writeProgress(`worker: lost Redis (${error.message}); waiting for it to come back`),
  );
  const pacers = new Map<number, HostPacer>();
  const pacerFor = (rate: number): HostPacer => {
    const pacer = pacers.get(rate) ?? createRedisPacer(redis, rate);
    pacers.set(rate, pacer);
    return pacer;
  };
  const lockMs = (options.lockSeconds ?? DEFAULT_LOCK_SECONDS) * 1000;
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  const running = new Worker<QueuedJob, QueuedOutput>(
    QUEUE_NAME,
    async (job, _token, signal) => {
      const { line, rate } = job.data;
      const began = performance.now();
      try {
        const output = await runJob(line, {
          signal: signal ?? new AbortController().signal,
          pacer: pacerFor(rate),
        });
        signal?.throwIfAborted();
        return { ...output, ms: Math.round(performance.now() - began) };
      } catch (error) {
        // Bad input fails at once: running it again changes nothing.
        if (UsageError.isInstance(error)) throw new UnrecoverableError(describeFailure(error));
        throw new Error(describeFailure(error));
      }
    },
    { connection: redis, concurrency, lockDuration: lockMs, stalledInterval: lockMs },
  );
  running.on('completed', (job) =>
    say(
      `worker: done ${job.data.line.job.command} (line ${job.data.line.n}, ${job.id}) in ${seconds(job.returnvalue.ms)}`,
    ),
  );
  running.on('failed', (job, error) => {
    if (!job) return;
    const what = `${job.data.line.job.command} (line ${job.data.line.n}, ${job.id})`;
    // The event comes for every failed run; only the last one fails the job.
    const allowed = job.opts.attempts ?? 1;
    const last = error.name === 'UnrecoverableError' || job.attemptsMade >= allowed;
    say(
      last
        ? `worker: ${what} failed: ${error.message}`
        : `worker: ${what}: run ${job.attemptsMade} of ${allowed} failed (${error.message}); it runs again`,
    );
  });
  running.on('error', () => {});
  await running.waitUntilReady();
  say(`worker: running jobs from ${redactedUrl(options.redis)}, ${concurrency} at once; Ctrl-C stops`);
  await new Promise<void>((resolve) => {
    let stopping = false;
    const stop = (): void => {
      if (stopping) {
        say('worker: stopping now');
        void running.close(true).then(resolve);
        return;
      }
      stopping = true;
      say('worker: finishing the running jobs (Ctrl-C again to stop now)');
      void running.close().then(resolve);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  redis.disconnect();
  return EXIT_FOUND;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
