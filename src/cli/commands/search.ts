import type { Command } from 'commander';
import { defaultArchivePath } from '../../archive/default-archive-path.ts';
import { intOption } from '../parse-options.ts';
import type { SearchCommandOptions } from './search-action.ts';

export function registerSearch(program: Command): void {
  program
    .command('search')
    .description('full-text search of the pages archived by earlier runs')
    .argument('<query>', 'words to find (all of them; any of them when no page has all)')
    .option('--archive <path>', `archive file (default ${defaultArchivePath()})`)
    .option('--limit <n>', 'most hits shown (default 10)', intOption(1, 1000))
    .option('--json', 'one JSON object per hit (JSON Lines)')
    .action(async (query: string, options: SearchCommandOptions) => {
      const { search } = await import('./search-action.ts');
      process.exitCode = search(query, options);
    });
}
