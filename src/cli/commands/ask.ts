import { type Command, Option } from 'commander';
import { BRAINS, MODES } from '../../config/choices.ts';
import { intOption, MAX_STEPS, positiveNumberOption, rangeText } from '../parse-options.ts';
import type { AskOptions } from './ask-action.ts';

export function registerAsk(program: Command): void {
  program
    .command('ask')
    .description(
      'find the answer to a question by navigating a website, a local folder or file of HTML, or a library built by `ariadne build`',
    )
    .argument('<start>', 'URL, local HTML file or folder, or a library folder (made by `ariadne build`)')
    .argument('<question>', 'the question, in quotes')
    .option('--json', 'print the whole trail as one JSON object')
    .option('--report <file.html>', 'also write the run as a self-contained HTML page')
    .addOption(
      new Option(
        '--brain <name>',
        'who chooses each move (default: llm when a model is set, else heuristic)',
      ).choices(BRAINS),
    )
    .option(
      '--model <provider:name>',
      'language model, e.g. openai:gpt-4o-mini, anthropic:claude-haiku-4-5, ollama:qwen3:8b',
    )
    .addOption(new Option('--mode <mode>', 'how the model replies (default auto)').choices(MODES))
    .option('--config <file>', 'settings file (default: ./ariadne.config.json when present)')
    .option('--no-cache', 'ask the model again even when the replay cache has the reply')
    .option('--cache-path <file>', 'replay cache file (default: in the user cache folder)')
    .option(
      '--max-steps <n>',
      `step budget, ${rangeText(MAX_STEPS)} (default 30)`,
      intOption(MAX_STEPS.min, MAX_STEPS.max),
    )
    .option('--max-pages <n>', 'page budget (default 40)', intOption(1, 100_000))
    .option('--timeout <seconds>', 'time budget (default 120)', positiveNumberOption(86_400))
    .option('--allow-external', 'follow links to other sites')
    .option(
      '--browser',
      'read pages as the system Chromium shows them, scripts run (slower; for sites that need JavaScript)',
    )
    .option('--ignore-robots', 'open pages that robots.txt disallows (refused by default, naming the rule)')
    .option('-q, --quiet', 'no progress lines on stderr')
    .action(async (start: string, question: string, options: AskOptions) => {
      const { ask } = await import('./ask-action.ts');
      process.exitCode = await ask(start, question, options);
    });
}
