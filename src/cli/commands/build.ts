import type { Command } from 'commander';
import { intOption } from '../parse-options.ts';
import type { BuildCommandOptions } from './build-action.ts';

export function registerBuild(program: Command): void {
  program
    .command('build')
    .description('build (or update) a summary library from a folder of Markdown, HTML or text files')
    .argument('<docs-dir>', 'folder of documents (searched recursively)')
    .requiredOption('--out <library>', 'library folder to create or update')
    .option('--fan-out <n>', 'most children of any node (default 12)', intOption(2, 1000))
    .option('--chunk-tokens <n>', 'most tokens in a chunk (default 300)', intOption(16, 100_000))
    .option(
      '--model <provider:name>',
      'summarize with a language model (default: offline extractive summaries)',
    )
    .option('--config <file>', 'settings file (default: ./ariadne.config.json when present)')
    .option('--json', 'print the build report as one JSON object')
    .option('-q, --quiet', 'no progress lines on stderr')
    .action(async (docsDir: string, options: BuildCommandOptions) => {
      const { build } = await import('./build-action.ts');
      await build(docsDir, options);
    });
}
