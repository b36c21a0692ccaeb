import type { Usage } from '../core/action.ts';
import type { Memory, PathEntry } from '../core/memory.ts';
import type { MenuItem, Place } from '../core/place.ts';
import { terms } from '../core/text.ts';
import type { Finding, Stats, Step, StopReason, Trail } from '../core/trail.ts';
import type { StrategyContext } from './context.ts';
import { StopRun } from './stop-run.ts';

/** A place the drill opened, kept to name the closest sections when nothing is found. */
export interface Visited {
  title: string;
  path: string[];
  location: string;
  score: number;
  leaf: boolean;
}

/**
 * The book-keeping of one run of a strategy: steps, usage, visited places, the memory a brain sees, and the
 * budget checks that end the run. Steps are recorded here and nowhere else.
 */
export interface StrategyRun {
  ctx: StrategyContext;
  /** The caller's signal joined with the time budget. */
  signal: AbortSignal;
  steps: Step[];
  visited: Set<string>;
  deadEnds: Set<string>;
  opened: Visited[];
  pages: number;
  memory(stack: readonly PathEntry[]): Memory;
  /** Learns the words a place's labels use (the site's vocabulary, as the heuristic reader wants). */
  learn(place: Place): void;
  addUsage(usage: Usage | undefined): void;
  record(step: Omit<Step, 'n'>): Step;
  /** Throws StopRun when the run may take no further step (cancelled, time, steps, tokens). */
  checkStep(): void;
  /** Throws StopRun when no further place may be opened. */
  checkPage(): void;
  /** Turns an error from a brain or a world into a StopRun when the signal explains it. */
  signalStop(): StopReason | null;
  finish(stop: StopReason, findings: Finding[]): Trail;
}

export function createStrategyRun(ctx: StrategyContext, strategy: string): StrategyRun {
  const started = performance.now();
  const { budget } = ctx;
  const signal = AbortSignal.any([ctx.signal, AbortSignal.timeout(budget.seconds * 1000)]);
  const usage: Usage = { llmCalls: 0, tokensIn: 0, tokensOut: 0 };
  const vocabulary = new Map<string, number>();
  const labelsSeen = new Set<string>();
  const run: StrategyRun = {
    ctx,
    signal,
    steps: [],
    visited: new Set(),
    deadEnds: new Set(),
    opened: [],
    pages: 0,
    memory: (stack) => ({
      question: ctx.question,
      stack,
      visited: run.visited,
      deadEnds: run.deadEnds,
      steps: run.steps,
      vocabulary,
    }),
    learn(place) {
      for (const label of labelsOf(place)) {
        if (labelsSeen.has(label)) continue;
        labelsSeen.add(label);
        for (const t of new Set(terms(label))) vocabulary.set(t, (vocabulary.get(t) ?? 0) + 1);
      }
    },
    addUsage(u) {
      if (!u) return;
      usage.llmCalls += u.llmCalls;
      usage.tokensIn += u.tokensIn;
      usage.tokensOut += u.tokensOut;
    },
    record(partial) {
      const step: Step = { n: run.steps.length + 1, ...partial };
      run.steps.push(step);
      ctx.onStep(step);
      return step;
    },
    signalStop() {
      if (ctx.signal.aborted) return { code: 'aborted', reason: 'the run was cancelled' };
      if (signal.aborted) return { code: 'budget-time', reason: `time budget of ${budget.seconds} s spent` };
      return null;
    },
    checkStep() {
      const bySignal = run.signalStop();
      if (bySignal) throw new StopRun(bySignal);
      if (run.steps.length >= budget.steps) {
        throw new StopRun({
          code: 'budget-steps',
          reason: `step budget of ${budget.steps} spent without an answer`,
        });
      }
      if (usage.tokensIn + usage.tokensOut >= budget.tokens) {
        throw new StopRun({
          code: 'budget-tokens',
          reason: `token budget of ${budget.tokens} spent without an answer`,
        });
      }
    },
    checkPage() {
      run.checkStep();
      if (run.pages >= budget.pages) {
        throw new StopRun({
          code: 'budget-pages',
          reason: `page budget of ${budget.pages} spent without an answer`,
        });
      }
    },
    finish(stop, findings) {
      const stats: Stats = {
        steps: run.steps.length,
        pages: run.pages,
        llmCalls: usage.llmCalls,
        tokensIn: usage.tokensIn,
        tokensOut: usage.tokensOut,
        ms: Math.round(performance.now() - started),
      };
      const first = findings[0];
      return {
        question: ctx.question,
        start: ctx.start,
        strategy,
        found: first !== undefined,
        ...(first ? { answer: first.answer } : {}),
        findings,
        steps: run.steps,
        stats,
        stop,
      };
    },
  };
  return run;
}

/** Every label a place shows: its options and, for pages with a menu tree, every entry of it. */
function labelsOf(place: Place): string[] {
  const labels = place.options.map((o) => o.label);
  const walk = (items: readonly MenuItem[]): void => {
    for (const item of items) {
      labels.push(item.label);
      if (item.children) walk(item.children);
    }
  };
  walk(place.menu ?? []);
  return labels;
}

export function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
