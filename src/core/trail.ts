import type { TrailAction, Usage } from './action.ts';
import type { CollectReport } from './collected.ts';
import type { ExploreReport } from './explored.ts';

/** Where a finding came from: a URL or a library node, the path that led there, the quoted words. */
export interface Citation {
  url?: string;
  node?: string;
  title?: string;
  path: string[];
  quote: string;
  /** Library citations: the source file and the quoted chunk's first and last line in it. */
  file?: string;
  lines?: [number, number];
  /** Library citations: other files (or URLs) holding the same text, kept once in the library. */
  copies?: string[];
}

export interface Finding {
  answer: string;
  citation: Citation;
  /**
   * The nearest answer read when the run ended without a sure one: given so the reader can check
   * it, never claimed (the run is not `found`).
   */
  unconfirmed?: boolean;
}

export type StepResult =
  | 'opened'
  | 'folder'
  | 'back'
  | 'read'
  | 'answer'
  | 'no-answer'
  | 'rejected'
  | 'error'
  | 'stop'
  /** An action on a screen was carried out and its change seen (act, explore). */
  | 'acted';

/**
 * What a reading found, in words: the result of a `read` step names it (an answer, a possible
 * answer kept while a surer one is looked for, none), never the word "read" again.
 */
export function readingFound(result: string): string {
  if (result === 'read') return 'possible answer';
  if (result === 'no-answer') return 'no answer';
  return result;
}

/** One move of a run, as recorded in the trail. */
export interface Step {
  n: number;
  /** Location the step was taken from. */
  at: string;
  /** Breadcrumb of the place the step was taken from. */
  path: string[];
  action: TrailAction;
  /** The option's label when the action named one. */
  label?: string;
  reason: string;
  result: StepResult;
  /** What happened, in a few words (the guard's rejection, the error, where it led). */
  detail?: string;
  /** Where the move led: the location reached by an open, a folder or a back. */
  to?: string;
  /** The option opened was a lead seen elsewhere in the run: the title of the place it was seen on. */
  from?: string;
  /** The view the brain chose from, exactly as it was shown (none when the strategy moved alone). */
  view?: string;
  ms: number;
  /** Size of the view shown for this step. */
  tokens?: number;
  /** What the brain spent on this step (language model calls and their tokens). */
  usage?: Usage;
  by?: string;
  /** Links looked under before this step's choice (each a page fetched), and what they showed. */
  peeks?: PeekNote[];
  /**
   * What a brain had to tell once in the run, on the step it came with (e.g. that the model was
   * given up and the fallback decides the rest): said here, never repeated on later steps.
   */
  warning?: string;
}

/** A look under a link, as the trail keeps it. */
export interface PeekNote {
  url: string;
  label: string;
  ok: boolean;
  /** The title found there, or why nothing could be read. */
  detail: string;
}

/** A place a run read that came nearest the question, named when it found no answer. */
export interface Closest {
  url: string;
  title: string;
  path: string[];
  /** Its passage nearest the question. */
  passage: string;
}

export type StopReasonCode =
  | 'answered'
  /** The instruction was carried out (act). */
  | 'done'
  | 'exhausted'
  | 'budget-steps'
  | 'budget-pages'
  | 'budget-time'
  | 'budget-tokens'
  | 'aborted'
  | 'brain-stopped'
  | 'error';

export interface StopReason {
  code: StopReasonCode;
  reason: string;
}

export interface Stats {
  steps: number;
  pages: number;
  llmCalls: number;
  tokensIn: number;
  tokensOut: number;
  ms: number;
  /**
   * How many steps each brain decided, by the steps' `by` (e.g. `llm openai:gpt-4o-mini`,
   * `heuristic (fallback)`); steps the strategy took on its own count under `strategy`.
   */
  stepsByBrain?: Record<string, number>;
}

export interface Trail {
  question: string;
  start: string;
  strategy: string;
  /**
   * The run did what it was asked: a finding was confirmed (unconfirmed findings alone leave this
   * false), or the instruction was carried out (act).
   */
  found: boolean;
  /** The first confirmed finding's answer. */
  answer?: string;
  findings: Finding[];
  steps: Step[];
  stats: Stats;
  stop: StopReason;
  /** Without an answer: the places read that came nearest, best first. */
  closest?: Closest[];
  /** A `collect` run: the items gathered and their summary. */
  collected?: CollectReport;
  /** An `explore` run: the states of the app reached, the faults seen, the controls refused. */
  explored?: ExploreReport;
}
