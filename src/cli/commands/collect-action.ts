import { setUpCollectModel } from '../../collect.ts';
import { loadConfig } from '../../config/index.ts';
import type { Budget } from '../../core/budget.ts';
import type { CollectedItem } from '../../core/collected.ts';
import { clip } from '../../core/text.ts';
import type { Step, Trail } from '../../core/trail.ts';
import { navigate } from '../../navigate.ts';
import { type BrainCliOptions, brainChoice } from '../brain-choice.ts';
import { EXIT_FOUND, EXIT_NOT_FOUND } from '../exit-codes.ts';
import { trailToJson } from '../format-trail.ts';
import { writeProgress, writeResult } from '../output.ts';
import { withRobotsHint } from '../robots-refusal.ts';
import { checkTarget } from '../targets.ts';
import { UsageError } from '../usage-error.ts';
import { writeReport } from '../write-report.ts';
import type { CommandRunIo } from './command-run-io.ts';

export interface CollectOptions extends BrainCliOptions {
  config?: string;
  json?: boolean;
  report?: string;
  maxPages?: number;
  maxItems?: number;
  maxDepth?: number;
  timeout?: number;
  rate?: number;
  now?: string;
  allowExternal?: boolean;
  browser?: boolean;
  ignoreRobots?: boolean;
  quiet?: boolean;
}

/** The outcome of a `collect` run: its exit code and trail. */
export interface CollectOutcome {
  code: number;
  trail: Trail;
}

/** A `collect` run with the command's options, printing nothing: what `collect` and a batch's jobs share. */
export async function runCollect(
  args: readonly string[],
  options: CollectOptions,
  io: CommandRunIo,
): Promise<CollectOutcome> {
  if (args.length < 2) throw new UsageError('give at least one start and then the request, in quotes');
  const request = (args.at(-1) ?? '').trim();
  if (!request) throw new UsageError('the request is empty');
  const starts = args.slice(0, -1).map((s) => checkTarget(s));
  let now: Date | undefined;
  if (options.now !== undefined) {
    now = new Date(`${options.now}T12:00:00Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(options.now) || Number.isNaN(now.getTime()))
      throw new UsageError(`--now wants a date as YYYY-MM-DD, got "${options.now}"`);
  }
  const config = loadConfig({
    ...(options.config ? { path: options.config } : {}),
    cwd: process.cwd(),
    env: process.env,
  });
  const setup = await setUpCollectModel(brainChoice(config, options));
  const budget: Partial<Budget> = {};
  if (options.maxPages !== undefined) budget.pages = options.maxPages;
  if (options.timeout !== undefined) budget.seconds = options.timeout;
  try {
    const run = navigate({
      start: starts[0] as string,
      starts: starts.slice(1),
      question: request,
      strategy: 'collect',
      budget,
      signal: io.signal,
      allowExternal: options.allowExternal ?? false,
      browser: options.browser ?? false,
      ignoreRobots: options.ignoreRobots ?? false,
      ...(options.rate === undefined ? {} : { rate: options.rate }),
      ...(io.pacer ? { pacer: io.pacer } : {}),
      collect: {
        ...(options.maxItems === undefined ? {} : { maxItems: options.maxItems }),
        ...(options.maxDepth === undefined ? {} : { maxDepth: options.maxDepth }),
        ...(now ? { now } : {}),
        ...(setup.model ? { model: setup.model } : {}),
      },
    });
    if (io.onStep) for await (const step of run) io.onStep(step);
    const trail = await run;
    return { code: (trail.collected?.items.length ?? 0) > 0 ? EXIT_FOUND : EXIT_NOT_FOUND, trail };
  } catch (error) {
    throw withRobotsHint(error);
  } finally {
    setup.close();
  }
}

/** `ariadne collect`: the walk's progress on stderr; the items (JSON Lines with `--json`) on stdout. */
export async function collectCommand(args: readonly string[], options: CollectOptions): Promise<number> {
  const controller = new AbortController();
  const onSigint = (): void => controller.abort();
  process.once('SIGINT', onSigint);
  let pages = 0;
  const onStep = (step: Step): void => {
    if (step.n === 1) writeProgress(`Collecting: ${(args.at(-1) ?? '').trim()}`);
    if (step.action.type === 'open' || step.action.type === 'follow') pages++;
    writeProgress(progressLine(step, pages));
  };
  try {
    const { code, trail } = await runCollect(args, options, {
      signal: controller.signal,
      ...(options.quiet ? {} : { onStep }),
    });
    if (options.report) writeReport(options.report, trailToJson(trail), options.quiet);
    writeResult(options.json ? collectJsonLines(trail) : formatCollected(trail));
    return code;
  } finally {
    process.off('SIGINT', onSigint);
  }
}

function progressLine(step: Step, pages: number): string {
  const what = step.detail ?? step.reason;
  return `  [${pages} pages] ${clip(what, 160)}${step.to ? `  ${step.to}` : ''}`;
}

/** The JSON Lines contract: one line per item, then one summary line. */
export function collectJsonLines(trail: Trail): string {
  return collectJson(trail)
    .map((line) => JSON.stringify(line))
    .join('\n');
}

/** The objects of the JSON Lines contract: one per item, then the summary. */
export function collectJson(trail: Trail): Array<Record<string, unknown>> {
  const report = trail.collected;
  const items = report?.items ?? [];
  return [
    ...items.map((item) => itemJson(item)),
    {
      request: trail.question,
      items: items.length,
      understood: report?.understood ?? [],
      summary: report?.summary ?? null,
      stats: { ...trail.stats, fruitless: report?.fruitless ?? 0 },
      stop: trail.stop,
    },
  ];
}

function itemJson(item: CollectedItem): Record<string, unknown> {
  return {
    url: item.url,
    kind: item.kind,
    title: item.title,
    author: item.author ?? null,
    published: item.published ?? null,
    text: item.text,
    ...(item.posts ? { posts: item.posts } : {}),
    relevance: item.relevance,
    why: item.why,
    path: item.path,
  };
}

/** The items as a person reads them: a numbered list, the summary, what the walk cost. */
export function formatCollected(trail: Trail): string {
  const report = trail.collected;
  const items = report?.items ?? [];
  const out: string[] = [`Request: ${trail.question}`];
  for (const line of report?.understood ?? []) out.push(`  read as ${line}`);
  out.push('');
  if (items.length === 0) out.push('No matching item found.');
  items.forEach((item, i) => {
    const facts = [item.author, item.published?.slice(0, 10), item.kind].filter(Boolean).join(', ');
    out.push(`${i + 1}. ${item.title}${facts ? ` (${facts})` : ''}`, `   ${item.url}`);
  });
  if (report && items.length > 0) {
    out.push('', 'Summary:');
    for (const line of report.summary.lines) out.push(`  ${line.text}`);
    const written = report.summary.written;
    if (written) {
      out.push('', `Written by ${written.by}:`, `  ${written.text}`);
      for (const c of written.cites) out.push(`  [${c.n}] ${c.url}`);
    }
  }
  out.push(
    '',
    `${items.length} items; ${trail.stats.pages} pages fetched, ${report?.fruitless ?? 0} of them led to nothing; ${(trail.stats.ms / 1000).toFixed(1)} s. Stopped: ${trail.stop.reason}.`,
  );
  return out.join('\n');
}
