import { createHash } from 'node:crypto';
import { Queue, type Job as QueueJob } from 'bullmq';
import type { Redis } from 'ioredis';
import type { JobLine } from './job-line.ts';
import type { JobOutput, JobResult } from './run-job.ts';

/** The queue every batch's jobs go through. */
export const QUEUE_NAME = 'ariadne-jobs';
/** Where a batch's lines are kept, by batch id. */
const BATCH_PREFIX = 'ariadne:batch:';
/** The wait before a job's second run; it doubles for each run after. */
const RETRY_MS = 500;
/** Jobs read back at once when a batch's state is read. */
const READ_AT_ONCE = 50;

/** What a queued job carries: its line, and the pace its batch keeps. */
export interface QueuedJob {
  line: JobLine;
  /** Requests per second to one host, for all workers together. */
  rate: number;
}

/** What a finished job leaves in the queue. */
export interface QueuedOutput extends JobOutput {
  ms: number;
}

/** A batch as Redis keeps it: its lines (number and job id) in the file's order, and its settings. */
export interface BatchManifest {
  id: string;
  lines: Array<[number, string]>;
  rate: number;
  attempts: number;
}

/** A batch's id: a hash of its jobs' ids in order, so the same file is the same batch. */
export function batchId(lines: readonly JobLine[]): string {
  return createHash('sha256')
    .update(lines.map((l) => l.id).join('\n'))
    .digest('hex')
    .slice(0, 16);
}

export function openQueue(redis: Redis): Queue {
  return new Queue(QUEUE_NAME, { connection: redis });
}

/**
 * Puts a batch on the queue: its manifest, then each job not already there (the job's id is its
 * hash, so a job done in an earlier run, or queued by another batch, is not queued again); a job
 * that failed before is given another round of runs.
 */
export async function submitBatch(
  queue: Queue,
  redis: Redis,
  lines: readonly JobLine[],
  settings: { rate: number; attempts: number },
): Promise<{ manifest: BatchManifest; queued: number; retried: number }> {
  const manifest: BatchManifest = {
    id: batchId(lines),
    lines: lines.map((l) => [l.n, l.id]),
    ...settings,
  };
  await redis.set(`${BATCH_PREFIX}${manifest.id}`, JSON.stringify(manifest));
  const unique = new Map<string, JobLine>();
  for (const line of lines) if (!unique.has(line.id)) unique.set(line.id, line);
  const fresh: JobLine[] = [];
  let retried = 0;
  const all = [...unique.values()];
  for (let i = 0; i < all.length; i += READ_AT_ONCE) {
    const part = all.slice(i, i + READ_AT_ONCE);
    const existing = await Promise.all(part.map((line) => queue.getJob(line.id)));
    for (const [k, job] of existing.entries()) {
      if (!job) fresh.push(part[k] as JobLine);
      else if ((await job.getState()) === 'failed') {
        await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
        retried++;
      }
    }
  }
  await queue.addBulk(
    fresh.map((line) => ({
      name: line.job.command,
      data: { line, rate: settings.rate } satisfies QueuedJob,
      opts: {
        jobId: line.id,
        attempts: settings.attempts,
        backoff: { type: 'exponential', delay: RETRY_MS },
        removeOnComplete: false,
        removeOnFail: false,
      },
    })),
  );
  return { manifest, queued: fresh.length, retried };
}

/** A batch's manifest, or null when Redis knows no batch of that id. */
export async function readManifest(redis: Redis, id: string): Promise<BatchManifest | null> {
  const text = await redis.get(`${BATCH_PREFIX}${id}`);
  return text ? (JSON.parse(text) as BatchManifest) : null;
}

/** Where a batch's jobs stand: each finished job's result by id, and how many are running. */
export async function readBatch(
  queue: Queue,
  manifest: BatchManifest,
  known: ReadonlyMap<string, JobResult> = new Map(),
): Promise<{ finished: Map<string, JobResult>; running: number }> {
  const finished = new Map(known);
  const ids = [...new Set(manifest.lines.map(([, id]) => id))].filter((id) => !finished.has(id));
  const first = new Map(manifest.lines.map(([n, id]) => [id, n] as const));
  let running = 0;
  for (let i = 0; i < ids.length; i += READ_AT_ONCE) {
    const jobs = await Promise.all(ids.slice(i, i + READ_AT_ONCE).map((id) => queue.getJob(id)));
    for (const job of jobs) {
      if (!job?.id) continue;
      const result = finishedResult(job, first.get(job.id) ?? 0);
      if (result) finished.set(job.id, result);
      else if (job.processedOn && !job.finishedOn) running++;
    }
  }
  return { finished, running };
}

/** A job's result once it has finished (done or failed for good), else null. */
function finishedResult(job: QueueJob, line: number): JobResult | null {
  if (!job.finishedOn || !job.id) return null;
  const data = job.data as QueuedJob;
  const base = {
    line,
    id: job.id,
    command: data.line.job.command,
    attempts: Math.max(1, job.attemptsStarted),
  };
  const output = job.returnvalue as QueuedOutput | null | undefined;
  if (output && typeof output === 'object' && 'exit' in output) {
    return { ...base, status: 'done', exit: output.exit, result: output.result, ms: output.ms };
  }
  return {
    ...base,
    status: 'failed',
    exit: 2,
    error: job.failedReason || 'failed',
    ms: Math.max(0, job.finishedOn - (job.processedOn ?? job.finishedOn)),
  };
}
