import { type Command, Option } from 'commander';
import { BRAINS, MODES } from '../../config/choices.ts';
import { intOption, positiveNumberOption } from '../parse-options.ts';
import type { ActCliOptions } from './act-action.ts';

export function registerAct(program: Command): void {
  program
    .command('act')
    .description(
      'carry out an instruction on a web page in the system Chromium (click, type, select, expand)',
    )
    .argument('<url>', 'the page to act on')
    .argument('<instruction>', 'what to do, in quotes, e.g. "open the Settings tab and tick \'Email me\'"')
    .option('--json', 'print the run as one JSON object')
    .option('--max-steps <n>', 'most actions (default 40)', intOption(1, 10_000))
    .option('--timeout <seconds>', 'time budget (default 180)', positiveNumberOption(86_400))
    .option('--allow-private', 'open loopback and private-network addresses (refused by default)')
    .addOption(
      new Option(
        '--brain <name>',
        'who chooses each action (default: llm when a model is set, else heuristic)',
      ).choices(BRAINS),
    )
    .option('--model <provider:name>', 'language model, e.g. openai:gpt-4o-mini, ollama:qwen3:8b')
    .addOption(new Option('--mode <mode>', 'how the model replies (default auto)').choices(MODES))
    .option('--no-cache', 'ask the model again even when the replay cache has the reply')
    .option('--cache-path <file>', 'replay cache file (default: in the user cache folder)')
    .option('--headed', 'show the browser window')
    .option('--speak', 'say each action aloud (needs espeak-ng)')
    .option(
      '--config <file>',
      'settings file, JSON or YAML (default: ./ariadne.config.json or .yaml when present)',
    )
    .option('--delay <ms>', 'pause after each action, to watch it', intOption(0, 60_000))
    .option('-q, --quiet', 'no progress lines on stderr')
    .action(async (url: string, instruction: string, options: ActCliOptions) => {
      const { actCommand } = await import('./act-action.ts');
      process.exitCode = await actCommand(url, instruction, options);
    });
}
