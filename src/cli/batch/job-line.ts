import { createHash } from 'node:crypto';
import { z } from 'zod';
import { BRAINS, MODES } from '../../config/choices.ts';
import { MAX_WORKERS } from '../../library/workers.ts';
import { MAX_STEPS } from '../parse-options.ts';
import { UsageError } from '../usage-error.ts';

// A job line takes the options of its command, named as the command's long options in camelCase
// (`--max-pages` → `maxPages`), with the same bounds. The pace per host is the batch's (`--rate`),
// shared by every job, so a job carries none of its own.
const whole = (min: number, max: number) => z.number().int().min(min).max(max);
const seconds = z.number().positive().max(86_400);
const brainOptions = {
  brain: z.enum(BRAINS).optional(),
  model: z.string().min(1).optional(),
  mode: z.enum(MODES).optional(),
  config: z.string().min(1).optional(),
};

const AskJob = z
  .object({
    command: z.literal('ask'),
    start: z.string().min(1),
    question: z.string().trim().min(1),
    maxSteps: whole(MAX_STEPS.min, MAX_STEPS.max).optional(),
    maxPages: whole(1, 100_000).optional(),
    timeout: seconds.optional(),
    allowExternal: z.boolean().optional(),
    browser: z.boolean().optional(),
    ignoreRobots: z.boolean().optional(),
    ...brainOptions,
  })
  .strict();

const CollectJob = z
  .object({
    command: z.literal('collect'),
    start: z.string().min(1).optional(),
    starts: z.array(z.string().min(1)).min(1).optional(),
    request: z.string().trim().min(1),
    maxPages: whole(1, 1_000_000).optional(),
    maxItems: whole(1, 1_000_000).optional(),
    maxDepth: whole(1, 100).optional(),
    timeout: seconds.optional(),
    now: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')
      .optional(),
    allowExternal: z.boolean().optional(),
    browser: z.boolean().optional(),
    ignoreRobots: z.boolean().optional(),
    ...brainOptions,
  })
  .strict()
  .refine((job) => (job.start === undefined) !== (job.starts === undefined), {
    message: 'give "start" or "starts" (one or the other)',
  });

const BuildJob = z
  .object({
    command: z.literal('build'),
    source: z.string().min(1),
    out: z.string().min(1),
    fanOut: whole(2, 1000).optional(),
    chunkTokens: whole(16, 100_000).optional(),
    workers: whole(1, MAX_WORKERS).optional(),
    maxPages: whole(1, 1_000_000).optional(),
    ignoreRobots: z.boolean().optional(),
    model: z.string().min(1).optional(),
    config: z.string().min(1).optional(),
  })
  .strict();

/** Each command's job schema: a line is checked against its own command's. */
const SCHEMAS = { ask: AskJob, collect: CollectJob, build: BuildJob } as const;
export type AskJobLine = z.infer<typeof AskJob>;
export type CollectJobLine = z.infer<typeof CollectJob>;
export type BuildJobLine = z.infer<typeof BuildJob>;
export type Job = AskJobLine | CollectJobLine | BuildJobLine;
export type JobCommand = Job['command'];
export const JOB_COMMANDS: readonly JobCommand[] = ['ask', 'collect', 'build'];

/** One line of a batch file, read. */
export interface JobLine {
  /** Its line number in the file, from 1. */
  n: number;
  /** A hash of the job it asks for: the same job has the same id in every run of the batch. */
  id: string;
  job: Job;
}

/** The id of a job: a hash of its fields in a fixed order, so spacing and key order do not matter. */
export function jobId(job: Job): string {
  return createHash('sha256').update(canonical(job)).digest('hex').slice(0, 24);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Problems shown before the batch gives up on its file. */
const PROBLEMS_SHOWN = 5;

/**
 * The jobs of a batch file (JSON Lines; blank lines skipped). Any line that is not a job of a
 * known command with valid options fails the whole file, naming each bad line: nothing runs on a
 * batch that was not meant.
 */
export function parseJobLines(text: string, file: string): JobLine[] {
  const jobs: JobLine[] = [];
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const n = i + 1;
    if (!raw.trim()) return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      problems.push(`line ${n}: not JSON`);
      return;
    }
    const problem = commandProblem(value);
    if (problem) {
      problems.push(`line ${n}: ${problem}`);
      return;
    }
    const parsed = SCHEMAS[(value as { command: JobCommand }).command].safeParse(value);
    if (!parsed.success) {
      problems.push(`line ${n}: ${describeIssues(parsed.error)}`);
      return;
    }
    jobs.push({ n, id: jobId(parsed.data), job: parsed.data });
  });
  if (problems.length > 0) {
    const more = problems.length > PROBLEMS_SHOWN ? `; and ${problems.length - PROBLEMS_SHOWN} more` : '';
    throw new UsageError(`${file}: ${problems.slice(0, PROBLEMS_SHOWN).join('; ')}${more}`);
  }
  if (jobs.length === 0) throw new UsageError(`${file}: no jobs in it (one JSON object per line)`);
  return jobs;
}

/** A clear word on the command itself, before its options are checked against the wrong schema. */
function commandProblem(value: unknown): string | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'not a JSON object';
  const command = (value as { command?: unknown }).command;
  if (command === undefined) return `no "command" (one of ${JOB_COMMANDS.join(', ')})`;
  if (!JOB_COMMANDS.includes(command as JobCommand))
    return `unknown command ${JSON.stringify(command)} (one of ${JOB_COMMANDS.join(', ')})`;
  return null;
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      if (issue.code === 'unrecognized_keys')
        return `unknown option(s) ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
      const where = issue.path.length > 0 ? `"${issue.path.join('.')}": ` : '';
      return `${where}${issue.message}`;
    })
    .join(', ');
}
