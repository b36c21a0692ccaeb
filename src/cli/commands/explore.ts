import type { Command } from 'commander';
import { intOption, positiveNumberOption } from '../parse-options.ts';
import type { ExploreCliOptions } from './explore-action.ts';

export function registerExplore(program: Command): void {
  program
    .command('explore')
    .description(
      'press the controls of a web app in the system Chromium to map its states, and report what went wrong',
    )
    .argument('<url>', 'the page to start from')
    .option('--json', 'print the map as one JSON object')
    .option('--max-steps <n>', 'most actions, replays included (default 60)', intOption(1, 10_000))
    .option('--timeout <seconds>', 'time budget (default 300)', positiveNumberOption(86_400))
    .option('--allow-private', 'open loopback and private-network addresses (refused by default)')
    .option('--headed', 'show the browser window')
    .option('--speak', 'say each action aloud (needs espeak-ng)')
    .option(
      '--config <file>',
      'settings file, JSON or YAML (default: ./ariadne.config.json or .yaml when present)',
    )
    .option('--delay <ms>', 'pause after each action, to watch it', intOption(0, 60_000))
    .option('-q, --quiet', 'no progress lines on stderr')
    .action(async (url: string, options: ExploreCliOptions) => {
      const { exploreCommand } = await import('./explore-action.ts');
      process.exitCode = await exploreCommand(url, options);
    });
}
