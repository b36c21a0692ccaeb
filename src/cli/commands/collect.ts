import { type Command, InvalidArgumentError } from 'commander';
import { intOption, positiveNumberOption } from '../parse-options.ts';
import { addModelOptions } from './browser-options.ts';
import type { CollectOptions } from './collect-action.ts';

export function registerCollect(program: Command): void {
  const command = program
    .command('collect')
    .description(
      'gather every matching thread, message or article from a site: walks hubs, listings and their pages',
    )
    .argument(
      '<start-and-request...>',
      'one or more start URLs (or local folders), then the request in quotes',
    )
    .option('--json', 'print one JSON line per item, then one summary line')
    .option('--report <file.html>', 'also write the run as a self-contained HTML page')
    .option('--max-pages <n>', 'pages fetched at most (default 2000)', intOption(1, 1_000_000))
    .option('--max-items <n>', 'items kept at most (default 500)', intOption(1, 1_000_000))
    .option(
      '--max-depth <n>',
      "links followed from a start, a listing's own pages not counted (default 6)",
      intOption(1, 100),
    )
    .option('--timeout <seconds>', 'time budget (default 900)', positiveNumberOption(86_400))
    .option('--rate <n>', 'requests per second to one host (default 5; 0 for no limit)', positiveOrZero)
    .option('--now <date>', 'today, for requests like "last year" (YYYY-MM-DD; default: today)')
    .option('--allow-external', 'follow links to other sites')
    .option('--browser', 'read pages as the system Chromium shows them, scripts run (slower)')
    .option('--ignore-robots', 'open pages that robots.txt disallows (refused by default)')
    .option('--config <file>', 'settings file (default: ./ariadne.config.json or .yaml when present)')
    .option('-q, --quiet', 'no progress lines on stderr');
  addModelOptions(
    command,
    'who judges the items read and writes the summary (llm: a model; heuristic: offline, by titles, dates and authors)',
  ).action(async (args: string[], options: CollectOptions) => {
    const { collectCommand } = await import('./collect-action.ts');
    process.exitCode = await collectCommand(args, options);
  });
}

function positiveOrZero(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new InvalidArgumentError(`expected a number ≥ 0, got "${value}"`);
  return n;
}
