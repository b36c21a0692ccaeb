import type { BrainName, ConfigMode } from '../../config/choices.ts';
import { loadConfig } from '../../config/index.ts';
import type { Budget } from '../../core/budget.ts';
import { navigate } from '../../navigate.ts';
import { setUpBrain } from '../../set-up-brain.ts';
import { brainChoice } from '../brain-choice.ts';
import { EXIT_FOUND, EXIT_NOT_FOUND } from '../exit-codes.ts';
import { formatStep, formatTrail, trailToJson } from '../format-trail.ts';
import { writeProgress, writeResult } from '../output.ts';
import { withRobotsHint } from '../robots-refusal.ts';
import { checkAskStart } from '../targets.ts';
import { UsageError } from '../usage-error.ts';
import { writeReport } from '../write-report.ts';

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

/** `ariadne ask`: a run from the start, progress on stderr, the trail on stdout; the exit code. */
export async function ask(start: string, question: string, options: AskOptions): Promise<number> {
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
  const controller = new AbortController();
  const onSigint = (): void => controller.abort();
  process.once('SIGINT', onSigint);
  try {
    const run = navigate({
      start: checkAskStart(start),
      question: question.trim(),
      brain: setup.brain,
      budget,
      signal: controller.signal,
      allowExternal: options.allowExternal ?? false,
      browser: options.browser ?? false,
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
    const json = trailToJson(trail, setup.prices);
    if (options.report) writeReport(options.report, json, options.quiet);
    writeResult(options.json ? JSON.stringify(json) : formatTrail(trail, setup.prices));
    return trail.found ? EXIT_FOUND : EXIT_NOT_FOUND;
  } catch (error) {
    throw withRobotsHint(error);
  } finally {
    process.off('SIGINT', onSigint);
    setup.close();
  }
}
