import type { Command } from 'commander';
import type { ActCliOptions } from './act-action.ts';
import { addBrowserOptions, addModelOptions } from './browser-options.ts';

export function registerAct(program: Command): void {
  const command = program
    .command('act')
    .description(
      'carry out an instruction on a web page in the system Chromium (click, type, select, expand)',
    )
    .argument('<url>', 'the page to act on')
    .argument('<instruction>', 'what to do, in quotes, e.g. "open the Settings tab and tick \'Email me\'"')
    .option('--json', 'print the run as one JSON object')
    .option(
      '--strict-done',
      'end done only when what the run acted on accounts for every word of the instruction; rank the controls for words left',
    );
  addModelOptions(command);
  addBrowserOptions(command, { maxSteps: 40, timeout: 180 }).action(
    async (url: string, instruction: string, options: ActCliOptions) => {
      const { actCommand } = await import('./act-action.ts');
      process.exitCode = await actCommand(url, instruction, options);
    },
  );
}
