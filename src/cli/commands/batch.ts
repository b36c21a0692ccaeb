import { type Command, InvalidArgumentError } from 'commander';
import { intOption, positiveNumberOption } from '../parse-options.ts';
import type { BatchOptions } from './batch-action.ts';

/** Requests per second to one host, for all of a batch's jobs together, unless `--rate` says otherwise. */
export const BATCH_RATE = 5;
/**
 * Runs a job is given before it is reported failed, unless `--attempts` says otherwise. Kept here,
 * not beside the retries (../batch/attempts.ts), because the program registers this command at
 * every start: what this file imports, every `ariadne --version` loads, and the retries reach
 * every command a job runs (the browser, the AI SDK, the tokenizer).
 */
export const DEFAULT_ATTEMPTS = 3;

export function registerBatch(program: Command): void {
  program
    .command('batch')
    .description(
      'run many ask, collect and build jobs from a JSON Lines file, several at once, one pace per host for all',
    )
    .argument(
      '<jobs.jsonl|status|results>',
      'one job per line: {"command":"ask","start":URL,"question":TEXT}, {"command":"collect","start":URL,"request":TEXT}, {"command":"build","source":DIR_OR_URL,"out":DIR}, with the command\'s options in camelCase ("maxPages":20)',
    )
    .argument('[batch-id]', 'with status or results: the batch id that `batch --redis` printed')
    .option(
      '--redis <url>',
      'queue the jobs on this Redis for `ariadne worker` processes (on any machine) to run, e.g. redis://127.0.0.1:6379',
    )
    .option(
      '--wait <yes|no>',
      'with --redis: wait for the results (yes, the default) or submit and exit (no)',
      yesNo,
    )
    .option(
      '--out <results.jsonl>',
      'write the results here (default: stdout); running the same batch again with the same file resumes it',
    )
    .option('--concurrency <n>', 'jobs run at once (default 4)', intOption(1, 1000))
    .option(
      '--attempts <n>',
      `runs a job is given before it is reported failed (default ${DEFAULT_ATTEMPTS})`,
      intOption(1, 100),
    )
    .option(
      '--rate <n>',
      `requests per second to one host, all jobs together (default ${BATCH_RATE})`,
      positiveNumberOption(1000),
    )
    .option('-q, --quiet', 'no progress lines on stderr')
    .action(async (file: string, id: string | undefined, options: BatchOptions) => {
      const { batch } = await import('./batch-action.ts');
      process.exitCode = await batch(file, id, options);
    });
}

function yesNo(value: string): boolean {
  if (/^(yes|true)$/i.test(value)) return true;
  if (/^(no|false)$/i.test(value)) return false;
  throw new InvalidArgumentError(`expected yes or no, got "${value}"`);
}
