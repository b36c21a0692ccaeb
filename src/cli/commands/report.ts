import type { Command } from 'commander';
import type { ReportOptions } from './report-action.ts';

export function registerReport(program: Command): void {
  program
    .command('report')
    .description(
      'draw a saved run (the `--json` output of ask, act or explore) as a self-contained HTML page',
    )
    .argument('<trail.json>', 'the saved run; - reads standard input')
    .option('--out <file>', 'where to write the page (default: standard output)')
    .option('-q, --quiet', 'no progress line on stderr')
    .action(async (input: string, options: ReportOptions) => {
      const { report } = await import('./report-action.ts');
      process.exitCode = await report(input, options);
    });
}
