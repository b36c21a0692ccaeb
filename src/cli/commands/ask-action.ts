import type { BrainName, ConfigMode } from '../../config/choices.ts';
import { loadConfig } from '../../config/index.ts';
import type { Budget } from '../../core/budget.ts';
import type { Step, Trail } from '../../core/trail.ts';
import { navigate } from '../../navigate.ts';
import type { TrailJson } from '../../report/trail-json.ts';
import { setUpBrain } from '../../set-up-brain.ts';
import { brainChoice } from '../brain-choice.ts';
import { EXIT_FOUND, EXIT_NOT_FOUND } from '../exit-codes.ts';
import { formatStep, formatTrail, type Prices, trailToJson } from '../format-trail.ts';
import { writeProgress, writeResult } from '../output.ts';
import { withRobotsHint } from '../robots-refusal.ts';
import { checkAskStart } from '../targets.ts';
import { UsageError } from '../usage-error.ts';
import { writeReport } from '../write-report.ts';
import type { CommandRunIo } from './command-run-io.ts';

export interface AskOptions {
  json?: boolean;
  report?: string;
  brain?: BrainName;
  model?: string;
  mode?: ConfigMode;
  config?: string;
  cache: boolean;
  cachePath?: string;
  maxSteps?: number;
  maxPages?: number;
  timeout?: number;
  allowExternal?: boolean;
  browser?: boolean;
  ignoreRobots?: boolean;
  quiet?: boolean;
}

/** The outcome of an `ask` run: its exit code and its `--json` object. */
export interface AskOutcome {
  code: number;
  json: TrailJson;
  trail: Trail;
  prices: Prices | undefined;
}

/** An `ask` run with the command's options, printing nothing: what `ask` and a batch's jobs share. */
export async function runAsk(
  start: string,
  question: string,
  options: AskOptions,
  io: CommandRunIo,
): Promise<AskOutcome> {
  if (!question.trim()) throw new UsageError('the question is empty');
  const config = loadConfig({
    ...(options.config ? { path: options.config } : {}),
    cwd: process.cwd(),
    env: process.env,
  });
  const setup = await setUpBrain(brainChoice(config, options));
  const budget: Partial<Budget> = { ...setup.budget };
  if (options.maxSteps !== undefined) budget.steps = options.maxSteps;
  if (options.maxPages !== undefined) budget.pages = options.maxPages;
  if (options.timeout !== undefined) budget.seconds = options.timeout;
  try {
    const run = navigate({
      start: checkAskStart(start),
      question: question.trim(),
      brain: setup.brain,
      budget,
      signal: io.signal,
      allowExternal: options.allowExternal ?? false,
      browser: options.browser ?? false,
      ignoreRobots: options.ignoreRobots ?? false,
      hints: setup.hints,
      ...(io.pacer ? { pacer: io.pacer } : {}),
    });
    if (io.onStep) for await (const step of run) io.onStep(step);
    const trail = await run;
    const json = trailToJson(trail, setup.prices);
    return { code: trail.found ? EXIT_FOUND : EXIT_NOT_FOUND, json, trail, prices: setup.prices };
  } catch (error) {
    throw withRobotsHint(error);
  } finally {
    setup.close();
  }
}

/** `ariadne ask`: a run from the start, progress on stderr, the trail on stdout; the exit code. */
export async function ask(start: string, question: string, options: AskOptions): Promise<number> {
  const controller = new AbortController();
  const onSigint = (): void => controller.abort();
  process.once('SIGINT', onSigint);
  // The heading waits for the first step, so a start that cannot be opened gives one line only.
  let first = true;
  const onStep = (step: Step): void => {
    if (first) writeProgress(`Asking: ${question.trim()}`);
    first = false;
    writeProgress(formatStep(step));
  };
  try {
    const outcome = await runAsk(start, question, options, {
      signal: controller.signal,
      ...(options.quiet ? {} : { onStep }),
    });
    if (options.report) writeReport(options.report, outcome.json, options.quiet);
    writeResult(options.json ? JSON.stringify(outcome.json) : formatTrail(outcome.trail, outcome.prices));
    return outcome.code;
  } finally {
    process.off('SIGINT', onSigint);
  }
}
