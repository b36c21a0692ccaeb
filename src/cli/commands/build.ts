import type { Command } from 'commander';
import { MAX_WORKERS } from '../../library/workers.ts';
import { intOption, positiveNumberOption } from '../parse-options.ts';
import type { BuildCommandOptions } from './build-action.ts';

export function registerBuild(program: Command): void {
  program
    .command('build')
    .description(
      'build (or update) a summary library from a folder of Markdown, HTML or text files, or from a website',
    )
    .argument(
      '<docs-dir-or-url>',
      'folder of documents (searched recursively), or an http(s) URL whose site is crawled (same site, robots.txt obeyed, resumable)',
    )
    .requiredOption('--out <library>', 'library folder to create or update')
    .option('--fan-out <n>', 'most children of any node (default 12)', intOption(2, 1000))
    .option('--chunk-tokens <n>', 'most tokens in a chunk (default 300)', intOption(16, 100_000))
    .option(
      '--model <provider:name>',
      'summarize with a language model (default: offline extractive summaries)',
    )
    .option(
      '--workers <n>',
      'threads that read and summarize documents (default 2, or 1 on a single core; 1 = no worker threads)',
      intOption(1, MAX_WORKERS),
    )
    .option('--max-pages <n>', 'website: most pages crawled (default 2000)', intOption(1, 1_000_000))
    .option('--rate <n>', 'website: requests per second to the site (default 4)', positiveNumberOption(1000))
    .option('--ignore-robots', 'website: crawl pages that robots.txt disallows (left out by default)')
    .option('--config <file>', 'settings file (default: ./ariadne.config.json when present)')
    .option('--json', 'print the build report as one JSON object')
    .option('-q, --quiet', 'no progress lines on stderr')
    .action(async (source: string, options: BuildCommandOptions) => {
      const { build } = await import('./build-action.ts');
      await build(source, options);
    });
}
