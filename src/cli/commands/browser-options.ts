/**
 * The command-line options `act` and `explore` share. Registered at start-up, so this file loads
 * nothing but commander and the option parsers; the settings they feed are read in
 * `browser-settings.ts`, when a command runs.
 */
import { type Command, Option } from 'commander';
import { BRAINS, MODES } from '../../config/choices.ts';
import { intOption, MAX_STEPS, positiveNumberOption, rangeText } from '../parse-options.ts';

/** The options `act` and `explore` share, after their own. */
export function addBrowserOptions(
  command: Command,
  defaults: { maxSteps: number; timeout: number },
): Command {
  return command
    .option(
      '--max-steps <n>',
      `most actions, ${rangeText(MAX_STEPS)} (default ${defaults.maxSteps})`,
      intOption(MAX_STEPS.min, MAX_STEPS.max),
    )
    .option('--timeout <seconds>', `time budget (default ${defaults.timeout})`, positiveNumberOption(86_400))
    .option('--allow-private', 'open loopback and private-network addresses (refused by default)')
    .option('--headed', 'show the browser window')
    .option('--speak', 'say each action aloud (needs espeak-ng)')
    .option(
      '--config <file>',
      'settings file, JSON or YAML (default: ./ariadne.config.json or .yaml when present)',
    )
    .option('--delay <ms>', 'pause after each action, to watch it', intOption(0, 60_000))
    .option('--report <file.html>', 'also write the run as a self-contained HTML page')
    .option('-q, --quiet', 'no progress lines on stderr');
}

/**
 * The model options of `act`, `explore` and `collect`; `role` says what the brain does in the
 * command (by default, as in `act` and `explore`, it chooses each action).
 */
export function addModelOptions(command: Command, role = 'who chooses each action'): Command {
  return command
    .addOption(
      new Option('--brain <name>', `${role} (default: llm when a model is set, else heuristic)`).choices(
        BRAINS,
      ),
    )
    .option('--model <provider:name>', 'language model, e.g. openai:gpt-4o-mini, ollama:qwen3:8b')
    .addOption(new Option('--mode <mode>', 'how the model replies (default auto)').choices(MODES))
    .option('--no-cache', 'ask the model again even when the replay cache has the reply')
    .option('--cache-path <file>', 'replay cache file (default: in the user cache folder)');
}
