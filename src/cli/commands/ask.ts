import { type Command, Option } from 'commander';
import { BRAINS, loadConfig, MODES } from '../../config/index.ts';
import type { Budget } from '../../core/budget.ts';
import { RobotsDisallowedError } from '../../core/errors/robots-disallowed-error.ts';
import { navigate } from '../../navigate.ts';
import { setUpBrain } from '../../set-up-brain.ts';
import { EXIT_FOUND, EXIT_NOT_FOUND } from '../exit-codes.ts';
import { formatStep, formatTrail, trailToJson } from '../format-trail.ts';
import { writeProgress, writeResult } from '../output.ts';
import { intOption, positiveNumberOption } from '../parse-options.ts';
import { checkTarget } from '../targets.ts';
import { UsageError } from '../usage-error.ts';

interface AskOptions {
  json?: boolean;
  brain?: 'heuristic' | 'llm';
  model?: string;
  mode?: (typeof MODES)[number];
  config?: string;
  cache: boolean;
  cachePath?: string;
  maxSteps?: number;
  maxPages?: number;
  timeout?: number;
  allowExternal?: boolean;
  ignoreRobots?: boolean;
  quiet?: boolean;
}

export function registerAsk(program: Command): void {
  program
    .command('ask')
    .description('find the answer to a question by navigating from a start URL, file or folder')
    .argument('<start>', 'URL, local HTML file or folder to start from')
    .argument('<question>', 'the question, in quotes')
    .option('--json', 'print the whole trail as one JSON object')
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
    .option('--max-steps <n>', 'step budget (default 30)', intOption(1, 10_000))
    .option('--max-pages <n>', 'page budget (default 40)', intOption(1, 100_000))
    .option('--timeout <seconds>', 'time budget (default 120)', positiveNumberOption(86_400))
    .option('--allow-external', 'follow links to other sites')
    .option('--ignore-robots', 'open pages that robots.txt disallows (refused by default, naming the rule)')
    .option('-q, --quiet', 'no progress lines on stderr')
    .action(async (start: string, question: string, options: AskOptions) => {
      process.exitCode = await ask(start, question, options);
    });
}

async function ask(start: string, question: string, options: AskOptions): Promise<number> {
  if (!question.trim()) throw new UsageError('the question is empty');
  const config = loadConfig({
    ...(options.config ? { path: options.config } : {}),
    cwd: process.cwd(),
    env: process.env,
  });
  const setup = setUpBrain({
    config,
    brain: options.brain,
    model: options.model,
    mode: options.mode,
    cache: options.cache,
    cachePath: options.cachePath,
    env: process.env,
  });
  const budget: Partial<Budget> = { ...setup.budget };
  if (options.maxSteps !== undefined) budget.steps = options.maxSteps;
  if (options.maxPages !== undefined) budget.pages = options.maxPages;
  if (options.timeout !== undefined) budget.seconds = options.timeout;
  const controller = new AbortController();
  const onSigint = (): void => controller.abort();
  process.once('SIGINT', onSigint);
  try {
    const run = navigate({
      start: checkTarget(start),
      question: question.trim(),
      brain: setup.brain,
      budget,
      signal: controller.signal,
      allowExternal: options.allowExternal ?? false,
      ignoreRobots: options.ignoreRobots ?? false,
      hints: setup.hints,
    });
    if (!options.quiet) {
      // The heading waits for the first step, so a start that cannot be opened gives one line only.
      let first = true;
      for await (const step of run) {
        if (first) writeProgress(`Asking: ${question.trim()}`);
        first = false;
        writeProgress(formatStep(step));
      }
    }
    const trail = await run;
    writeResult(
      options.json ? JSON.stringify(trailToJson(trail, setup.prices)) : formatTrail(trail, setup.prices),
    );
    return trail.found ? EXIT_FOUND : EXIT_NOT_FOUND;
  } catch (error) {
    // Only the start can fail the run this way; the option that lifts it goes with the reason.
    if (RobotsDisallowedError.isInstance(error))
      throw new UsageError(`${error.message}; --ignore-robots lifts it`);
    throw error;
  } finally {
    process.off('SIGINT', onSigint);
    setup.close();
  }
}
