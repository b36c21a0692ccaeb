import type { Command } from 'commander';
import { createHeuristicBrain } from '../../brains/heuristic/index.ts';
import type { Budget } from '../../core/budget.ts';
import { navigate } from '../../navigate.ts';
import { EXIT_FOUND, EXIT_NOT_FOUND } from '../exit-codes.ts';
import { formatStep, formatTrail, trailToJson } from '../format-trail.ts';
import { writeProgress, writeResult } from '../output.ts';
import { intOption, positiveNumberOption } from '../parse-options.ts';
import { checkTarget } from '../targets.ts';
import { UsageError } from '../usage-error.ts';

interface AskOptions {
  json?: boolean;
  brain: string;
  maxSteps?: number;
  maxPages?: number;
  timeout?: number;
  allowExternal?: boolean;
  quiet?: boolean;
}

export function registerAsk(program: Command): void {
  program
    .command('ask')
    .description('find the answer to a question by navigating from a start URL, file or folder')
    .argument('<start>', 'URL, local HTML file or folder to start from')
    .argument('<question>', 'the question, in quotes')
    .option('--json', 'print the whole trail as one JSON object')
    .option('--brain <name>', 'who chooses each move: heuristic (offline)', 'heuristic')
    .option('--max-steps <n>', 'step budget (default 30)', intOption(1, 10_000))
    .option('--max-pages <n>', 'page budget (default 40)', intOption(1, 100_000))
    .option('--timeout <seconds>', 'time budget (default 120)', positiveNumberOption(86_400))
    .option('--allow-external', 'follow links to other sites')
    .option('-q, --quiet', 'no progress lines on stderr')
    .action(async (start: string, question: string, options: AskOptions) => {
      process.exitCode = await ask(start, question, options);
    });
}

async function ask(start: string, question: string, options: AskOptions): Promise<number> {
  if (!question.trim()) throw new UsageError('the question is empty');
  if (options.brain !== 'heuristic') {
    throw new UsageError(`unknown brain "${options.brain}": this version offers heuristic`);
  }
  const budget: Partial<Budget> = {};
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
      brain: createHeuristicBrain(),
      budget,
      signal: controller.signal,
      allowExternal: options.allowExternal ?? false,
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
    writeResult(options.json ? JSON.stringify(trailToJson(trail)) : formatTrail(trail));
    return trail.found ? EXIT_FOUND : EXIT_NOT_FOUND;
  } finally {
    process.off('SIGINT', onSigint);
  }
}
