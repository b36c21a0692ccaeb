import type { Decision } from '../../core/action.ts';
import type { Brain, Reading } from '../../core/brain.ts';
import type { Memory } from '../../core/memory.ts';
import type { Passage, Place } from '../../core/place.ts';
import { buildQuery, type Query, type QueryHint } from '../../core/query.ts';
import { FIELD, scentOf, type TermStats } from '../../core/scent.ts';
import { squash } from '../../core/text.ts';
import type { View, ViewOption } from '../../core/view.ts';
import { type JudgeOptions, judgePlace } from './judge.ts';
import { FITTED_JUDGE, type JudgeModel } from './judge-features.ts';

export interface HeuristicBrainOptions {
  /** Configured hints: words to favour when a question matches (used when the run gives no query). */
  hints?: readonly QueryHint[];
  /**
   * The fitted judge that orders passages: the bundled one (`FITTED_JUDGE`, `npm run fit`) when
   * not given, `null` for the hand-set rules alone. Claims stay with the rules either way.
   */
  judge?: JudgeModel | null;
}

/** A place's own option wins a tie with a lead seen elsewhere: no jump for nothing. */
const LOCAL_BONUS = 1.05;
/** Pages read before their words' frequencies say how telling a word is. */
const MIN_PAGES = 5;
/** Link labels shorter than this are too common to recognise inside a passage. */
const MIN_LABEL = 8;
/** Reading is worth a step when the place's best text comes this close to a claimed answer. */
const READ_SHARE = 0.8;

/**
 * The offline brain: follows the strongest scent among the place's options and the leads seen
 * elsewhere in the run, reads where the text looks like it answers, and judges a reading by the
 * question's form and the passage's content. Deterministic, no I/O, no domain vocabulary.
 */
export function createHeuristicBrain(options: HeuristicBrainOptions = {}): Brain {
  const queryFor = (memory: Memory, question: string): Query =>
    memory.query && memory.query.question === question
      ? memory.query
      : buildQuery(question, { hints: options.hints ?? [] });

  const judge = options.judge === undefined ? FITTED_JUDGE : options.judge;
  return {
    name: 'heuristic',

    async decide(view: View, memory: Memory): Promise<Decision> {
      const question = view.question || memory.question;
      const query = queryFor(memory, question);
      if (!view.readBefore && !view.folder?.length && worthReading(view, query, memory)) {
        return decision(
          { type: 'read' },
          `the text here looks like it answers (${percent(view.coverage)} of the words)`,
        );
      }
      const fresh = view.options.filter((o) => !o.visited && !o.deadEnd);
      const scored = fresh
        .filter((o) => o.score > 0)
        .map((o) => ({ o, score: o.score * (o.from === undefined ? LOCAL_BONUS : 1) }))
        .sort((a, b) => b.score - a.score);
      const next = scored[0]?.o;
      if (next) {
        return decision({ type: 'open', option: next.id }, `"${next.label}" ${matchNote(query, next)}`);
      }
      // Nothing names the question anywhere: at the start, the main content is still worth a look.
      if (!view.canBack) {
        const first =
          fresh.find((o) => o.group === 'content' && o.from === undefined) ??
          fresh.find((o) => o.group === 'section' && o.from === undefined);
        if (first) {
          return decision(
            { type: 'open', option: first.id },
            `"${first.label}" is the first section to look in`,
          );
        }
        return decision(
          { type: 'stop', reason: 'nothing left to try' },
          'no option or lead matches the question',
        );
      }
      // Back out past places whose options are all spent, to the nearest one with leads left.
      let levels = 1;
      const stack = memory.stack;
      while (levels < stack.length - 1 && stack[stack.length - 1 - levels]?.leads === 0) levels++;
      if (stack.slice(0, stack.length - levels).some((e) => (e.leads ?? 1) > 0)) {
        return decision(
          levels > 1 ? { type: 'back', levels } : { type: 'back' },
          view.readBefore ? 'read here without an answer; back to try the next branch' : deadEndNote(view),
        );
      }
      return decision(
        { type: 'stop', reason: 'nothing left to try' },
        'no option or lead matches the question',
      );
    },

    async read(place: Place, memory: Memory): Promise<Reading> {
      const query = queryFor(memory, memory.question);
      const judged = judgePlace(place, query, readingOptions(place, statsFor(memory), judge));
      return {
        found: judged.found,
        answer: judged.passage,
        quote: judged.quote,
        reason: judged.reason,
        by: 'heuristic',
        ...(judged.found ? { confidence: judged.score } : {}),
        ...(judged.found && !judged.sure ? { tentative: true } : {}),
      };
    },
  };
}

/** What the judge needs to know of a place beside its text: the labels of its links. */
export function readingOptions(
  place: Place,
  stats: TermStats | undefined,
  model?: JudgeModel | null,
): JudgeOptions {
  // A place that holds its children's text has them as its text, not as links.
  const links = place.holdsText ? [] : place.options;
  const linkLabels = new Set(links.map((o) => squash(o.label).toLowerCase()));
  const contentLabels = new Set(
    [
      ...links.filter((o) => o.group === 'content' && o.kind === 'link').map((o) => o.label),
      ...(place.textLinks ?? []),
    ]
      .filter((label) => label.length >= MIN_LABEL)
      .map((label) => squash(label).toLowerCase()),
  );
  return { stats, linkLabels, contentLabels, ...(model === undefined ? {} : { model }) };
}

/** The best text the view shows (its excerpt) comes close to an answer where it stands. */
function worthReading(view: View, query: Query, memory: Memory): boolean {
  if (view.words < 5 || !view.excerpt) return false;
  const passages: Passage[] = view.excerpt
    .split(' … ')
    .map((text) => ({ kind: 'paragraph' as const, text, headings: [] }));
  const judged = judgePlace(
    {
      location: view.location,
      title: view.title,
      path: view.path,
      text: view.excerpt,
      passages,
      options: [],
    },
    query,
    { stats: statsFor(memory) },
  );
  return judged.relevance >= READ_SHARE * 0.55 && judged.mentions > 0;
}

/** What tells a word's weight in a passage: the text of the pages read, once there are a few, else the labels seen. */
function statsFor(memory: Memory): TermStats | undefined {
  return memory.pageStats && memory.pageStats.docs >= MIN_PAGES ? memory.pageStats : memory.stats;
}

function decision(action: Decision['action'], reason: string): Decision {
  return { action, reason, by: 'heuristic' };
}

function percent(x: number): string {
  return `${Math.round(x * 100)}%`;
}

function matchNote(query: Query, o: ViewOption): string {
  const { matched } = scentOf(query, [
    { text: o.label, weight: FIELD.label },
    { text: o.context ?? '', weight: FIELD.context },
  ]);
  const where = o.from !== undefined ? ` (seen on ${o.from})` : '';
  return matched.length ? `matches ${matched.join(', ')}${where}` : `is the best remaining lead${where}`;
}

function deadEndNote(view: View): string {
  return view.options.length === 0
    ? 'dead end: no options here'
    : 'dead end: nothing here matches the question that is not already tried';
}
