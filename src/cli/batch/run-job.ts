import type { HostPacer } from '../../worlds/web/index.ts';
import { runAsk } from '../commands/ask-action.ts';
import { runBuild } from '../commands/build-action.ts';
import { collectJson, runCollect } from '../commands/collect-action.ts';
import { trailToJson } from '../format-trail.ts';
import type { Job, JobCommand, JobLine } from './job-line.ts';

/** What one run of a job gave: the command's exit code and its `--json` output. */
export interface JobOutput {
  /** 0 found or done, 1 not found or budget spent: either way the job is done. */
  exit: number;
  /** What the command prints with `--json`: ask's object, collect's lines, build's report. */
  result: unknown;
}

/** A job's line in the results: where it came from, how it ended, what it gave. */
export interface JobResult {
  /** The job's line number in the batch file. */
  line: number;
  id: string;
  command: JobCommand;
  status: 'done' | 'failed';
  exit: number;
  result?: unknown;
  /** The last error of a failed job. */
  error?: string;
  /** Runs it took (a failure is tried again, up to the batch's limit). */
  attempts: number;
  ms: number;
}

export interface JobIo {
  signal: AbortSignal;
  /** The pace per host shared by every job of the batch. */
  pacer: HostPacer;
}

/** Runs one job as its command would, printing nothing. What the command throws, this throws. */
export async function runJob(line: JobLine, io: JobIo): Promise<JobOutput> {
  const job: Job = line.job;
  const run = { signal: io.signal, pacer: io.pacer };
  if (job.command === 'ask') {
    const { command: _, start, question, ...options } = job;
    const outcome = await runAsk(start, question, { ...defined(options), cache: true, quiet: true }, run);
    return { exit: outcome.code, result: outcome.json };
  }
  if (job.command === 'collect') {
    const { command: _, start, starts, request, ...options } = job;
    const args = [...(starts ?? (start === undefined ? [] : [start])), request];
    const { code, trail } = await runCollect(args, { ...defined(options), quiet: true }, run);
    // The items and summary as `collect --json` prints them, and the walk that found them.
    return { exit: code, result: { lines: collectJson(trail), trail: trailToJson(trail) } };
  }
  const { command: _, source, out, ...options } = job;
  const report = await runBuild(source, { ...defined(options), out, quiet: true }, run);
  return { exit: 0, result: report };
}

type Defined<T> = { [K in keyof T]?: Exclude<T[K], undefined> };

/** A parsed line's options as a command takes them: a key is present with a value or absent. */
function defined<T extends object>(options: T): Defined<T> {
  return Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as Defined<T>;
}
