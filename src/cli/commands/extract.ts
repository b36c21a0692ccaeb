import type { Command } from 'commander';
import type { ExtractOptions } from './extract-action.ts';

export function registerExtract(program: Command): void {
  program
    .command('extract')
    .description('extract the main content of each page (a folder means every .html file in it)')
    .argument('<target...>', 'URLs, HTML files or folders')
    .option('--json', 'one JSON object per page (JSON Lines)')
    .option('--format <format>', 'without --json: markdown or text', 'markdown')
    .action(async (targets: string[], options: ExtractOptions) => {
      const { extract } = await import('./extract-action.ts');
      process.exitCode = await extract(targets, options);
    });
}
