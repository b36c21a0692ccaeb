import type { Usage } from '../core/action.ts';
import type { Memory, PathEntry } from '../core/memory.ts';
import type { MenuItem, Peek, Place } from '../core/place.ts';
import {
  type Acronym,
  buildQuery,
  findAcronyms,
  findSpelledOut,
  type Query,
  withAcronyms,
} from '../core/query.ts';
import type { TermStats } from '../core/scent.ts';
import { isStopword, stem, terms, words } from '../core/text.ts';
import type { Closest, Finding, Step, StopReason, Trail } from '../core/trail.ts';
import { noteFolderLoad } from '../core/url.ts';
import type { StrategyContext } from './context.ts';
import { RunLog } from './run-log.ts';
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
  /** The question as matched, with related words. */
  query: Query;
  /** What was seen under links peeked in this run, by the visit key of their target. */
  peeks: Map<string, Peek>;
  /** The site's vocabulary so far, as term statistics over the labels seen. */
  stats(): TermStats;
  /** Plausible answers read but not conclusive, kept while the run looks for a surer one. */
  held: Array<{ finding: Finding; confidence: number }>;
  /** How near each place read comes to the question, by visit key (kept by the strategy). */
  placeScent: Map<string, number>;
  /** What the labels' words mean for the question, learnt from the lexicon as places are read. */
  senses: Map<string, Array<{ term: string; weight: number }>>;
  /** Opened and failed loads per folder of the site, and what that leaves of each folder's promise. */
  folderHealth: Map<string, Map<string, boolean>>;
  noteLoad(url: string, ok: boolean): void;
  /** Looks up the words of a place's labels not looked up yet (a no-op without a lexicon). */
  learnSenses(place: Place): Promise<void>;
  memory(stack: readonly PathEntry[]): Memory;
  /** Learns the words a place's labels use (the site's vocabulary, as the heuristic reader wants). */
  learn(place: Place): void;
  /** Abbreviations the pages read define ("Storage Container Manager (SCM)"), by abbreviation. */
  acronyms: Map<string, Acronym>;
  /**
   * Takes in a brain's decision or reading: counts what it cost, and keeps its warning for the next
   * step recorded (each warning is told once, on one step).
   */
  heard(answer: { usage?: Usage | undefined; warning?: string | undefined }): void;
  /** Records a step, with any warning heard since the last one. */
  record(step: Omit<Step, 'n'>): Step;
  /** Throws StopRun when the run may take no further step (cancelled, time, steps, tokens). */
  checkStep(): void;
  /** Throws StopRun when no further place may be opened. */
  checkPage(): void;
  /** Turns an error from a brain or a world into a StopRun when the signal explains it. */
  signalStop(): StopReason | null;
  finish(stop: StopReason, findings: Finding[], closest?: Closest[]): Trail;
}

export function createStrategyRun(ctx: StrategyContext, strategy: string): StrategyRun {
  const { budget } = ctx;
  const signal = AbortSignal.any([ctx.signal, AbortSignal.timeout(budget.seconds * 1000)]);
  const log = new RunLog({ question: ctx.question, start: ctx.start, strategy, onStep: ctx.onStep });
  const vocabulary = new Map<string, number>();
  const labelsSeen = new Set<string>();
  const pageDf = new Map<string, number>();
  const looked = new Set<string>();
  /** Abbreviations the question uses ("DC"), to find spelled out on the pages read. */
  const asked = [...new Set([...ctx.question.matchAll(/\b[A-Z]{2,6}\b/g)].map((m) => m[0].toLowerCase()))];
  const pagesSeen = new Set<string>();
  const run: StrategyRun = {
    ctx,
    signal,
    steps: log.steps,
    visited: new Set(),
    deadEnds: new Set(),
    opened: [],
    pages: 0,
    query: ctx.query ?? buildQuery(ctx.question),
    peeks: new Map(),
    held: [],
    acronyms: new Map(),
    placeScent: new Map(),
    senses: new Map(),
    folderHealth: new Map(),
    noteLoad(url, ok) {
      noteFolderLoad(run.folderHealth, url, ok);
    },
    async learnSenses(place) {
      if (ctx.lexicon) await learnSenses(place, ctx.lexicon, looked, run, signal);
    },
    stats: () => ({ docs: labelsSeen.size, df: vocabulary }),
    memory: (stack) => ({
      question: ctx.question,
      stack,
      visited: run.visited,
      deadEnds: run.deadEnds,
      steps: run.steps,
      vocabulary,
      query: run.query,
      stats: run.stats(),
      peeks: run.peeks,
      placeScent: run.placeScent,
      pageStats: { docs: pagesSeen.size, df: pageDf },
      senses: run.senses,
      folderHealth: run.folderHealth,
    }),
    learn(place) {
      for (const label of labelsOf(place)) {
        if (labelsSeen.has(label)) continue;
        labelsSeen.add(label);
        for (const t of new Set(terms(label))) vocabulary.set(t, (vocabulary.get(t) ?? 0) + 1);
      }
      // Pages count once each (an in-page folder shows its page's text again).
      if (place.folder?.length || pagesSeen.has(place.location)) return;
      pagesSeen.add(place.location);
      learnAcronyms(`${place.title}\n${place.text}`, asked, run);
      for (const t of new Set(terms(`${place.title} ${place.text}`))) pageDf.set(t, (pageDf.get(t) ?? 0) + 1);
    },
    heard: (answer) => log.heard(answer),
    record: (partial) => log.record(partial),
    signalStop() {
      if (ctx.signal.aborted) return { code: 'aborted', reason: 'the run was cancelled' };
      if (signal.aborted) return { code: 'budget-time', reason: `time budget of ${budget.seconds} s spent` };
      return null;
    },
    checkStep() {
      const stop = run.signalStop() ?? stepBudgetStop(run.steps.length, log.spent(), budget);
      if (stop) throw new StopRun(stop);
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
    finish: (stop, findings, closest) => log.finish(stop, findings, { pages: run.pages, closest }),
  };
  return run;
}

/** The site's own abbreviations join the question's words: "SCM" answers "Storage Container Manager". */
function learnAcronyms(
  text: string,
  asked: readonly string[],
  run: Pick<StrategyRun, 'acronyms' | 'query'>,
): void {
  const unread = asked.filter((short) => !run.acronyms.has(short));
  const fresh = [...findAcronyms(text), ...(unread.length > 0 ? findSpelledOut(text, unread) : [])].filter(
    (a) => !run.acronyms.has(a.short),
  );
  if (fresh.length === 0) return;
  for (const a of fresh) run.acronyms.set(a.short, a);
  run.query = withAcronyms(run.query, [...run.acronyms.values()]);
}

/** The stop a run's steps or tokens call for, or null while both are within the budget. */
function stepBudgetStop(steps: number, usage: Usage, budget: StrategyContext['budget']): StopReason | null {
  if (steps >= budget.steps)
    return { code: 'budget-steps', reason: `step budget of ${budget.steps} spent without an answer` };
  if (usage.tokensIn + usage.tokensOut >= budget.tokens)
    return { code: 'budget-tokens', reason: `token budget of ${budget.tokens} spent without an answer` };
  return null;
}

/**
 * Related words of a place's labels that name a question term: the site's senses of the question
 * ("bike" where its labels say "bicycle"). Each word is looked up once per run (`looked`).
 */
async function learnSenses(
  place: Place,
  lexicon: NonNullable<StrategyContext['lexicon']>,
  looked: Set<string>,
  run: Pick<StrategyRun, 'senses' | 'query'>,
  signal: AbortSignal,
): Promise<void> {
  const fresh: string[] = [];
  for (const label of [place.title, ...labelsOf(place)]) {
    for (const w of words(label)) {
      if (w.length < 3 || /\d/.test(w) || isStopword(w) || looked.has(w)) continue;
      looked.add(w);
      fresh.push(w);
    }
  }
  const found = await Promise.all(fresh.map((w) => lexicon.related(w, signal)));
  fresh.forEach((w, i) => {
    const term = stem(w);
    const list = run.senses.get(term) ?? [];
    for (const r of found[i] ?? []) {
      const parts = terms(r.text);
      const weight = parts.length > 1 ? r.weight * 0.7 : r.weight;
      for (const t of parts) {
        if (t === term || !run.query.terms.has(t)) continue;
        const had = list.find((x) => x.term === t);
        if (had) had.weight = Math.max(had.weight, weight);
        else list.push({ term: t, weight });
      }
    }
    if (list.length > 0) run.senses.set(term, list);
  });
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
