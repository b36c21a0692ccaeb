import type { Command } from 'commander';
import { addBrowserOptions, addModelOptions } from './browser-options.ts';
import type { ExploreCliOptions } from './explore-action.ts';

export function registerExplore(program: Command): void {
  const command = program
    .command('explore')
    .description(
      'press the controls of a web app in the system Chromium to map its states, and report what went wrong',
    )
    .argument('<url>', 'the page to start from')
    .option('--json', 'print the map as one JSON object');
  addModelOptions(command);
  addBrowserOptions(command, { maxSteps: 60, timeout: 300 }).action(
    async (url: string, options: ExploreCliOptions) => {
      const { exploreCommand } = await import('./explore-action.ts');
      process.exitCode = await exploreCommand(url, options);
    },
  );
}
