import type { Command } from 'commander';
import { intOption } from '../parse-options.ts';
import type { WorkerOptions } from './worker-action.ts';

export function registerWorker(program: Command): void {
  program
    .command('worker')
    .description(
      'run the ask, collect and build jobs of batches submitted with `ariadne batch --redis`, until stopped (Ctrl-C)',
    )
    .requiredOption('--redis <url>', 'the Redis the batches are queued on, e.g. redis://127.0.0.1:6379')
    .option('--concurrency <n>', 'jobs run at once (default 4)', intOption(1, 1000))
    .option(
      '--lock-seconds <n>',
      'a job whose worker has not been heard from for this long goes to another worker (default 30)',
      intOption(1, 3600),
    )
    .option('-q, --quiet', 'no progress lines on stderr')
    .action(async (options: WorkerOptions) => {
      const { worker } = await import('./worker-action.ts');
      process.exitCode = await worker(options);
    });
}
