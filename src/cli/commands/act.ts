import { type Command, Option } from 'commander';
import { BRAINS, MODES } from '../../config/choices.ts';
import { addBrowserOptions } from '../browser-settings.ts';
import type { ActCliOptions } from './act-action.ts';

export function registerAct(program: Command): void {
  const command = program
    .command('act')
    .description(
      'carry out an instruction on a web page in the system Chromium (click, type, select, expand)',
    )
    .argument('<url>', 'the page to act on')
    .argument('<instruction>', 'what to do, in quotes, e.g. "open the Settings tab and tick \'Email me\'"')
    .option('--json', 'print the run as one JSON object')
    .addOption(
      new Option(
        '--brain <name>',
        'who chooses each action (default: llm when a model is set, else heuristic)',
      ).choices(BRAINS),
    )
    .option('--model <provider:name>', 'language model, e.g. openai:gpt-4o-mini, ollama:qwen3:8b')
    .addOption(new Option('--mode <mode>', 'how the model replies (default auto)').choices(MODES))
    .option('--no-cache', 'ask the model again even when the replay cache has the reply')
    .option('--cache-path <file>', 'replay cache file (default: in the user cache folder)');
  addBrowserOptions(command, { maxSteps: 40, timeout: 180 }).action(
    async (url: string, instruction: string, options: ActCliOptions) => {
      const { actCommand } = await import('./act-action.ts');
      process.exitCode = await actCommand(url, instruction, options);
    },
  );
}
