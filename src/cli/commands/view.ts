import type { Command } from 'commander';
import { intOption } from '../parse-options.ts';
import type { ViewCommandOptions } from './view-action.ts';

export function registerView(program: Command): void {
  program
    .command('view')
    .description('show the view of each page: what a brain sees, ranked and inside a token budget')
    .argument('<target...>', 'URLs or local HTML files')
    .option('--hint <text>', 'rank the options against this text')
    .option('--json', 'one JSON object per page (JSON Lines)')
    .option('--form <form>', 'numbered ([3] Label) or links (For Label: /path)', 'numbered')
    .option('--max-tokens <n>', 'token budget of a view (default 1300)', intOption(100, 100_000))
    .option('--max-options <n>', 'most options shown (default 15)', intOption(1, 1000))
    .action(async (targets: string[], options: ViewCommandOptions) => {
      const { view } = await import('./view-action.ts');
      process.exitCode = await view(targets, options);
    });
}
