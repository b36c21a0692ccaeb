import type { Decision } from '../../core/action.ts';
import type { Brain, Reading } from '../../core/brain.ts';
import type { Memory } from '../../core/memory.ts';
import type { Place } from '../../core/place.ts';
import { urlWords } from '../../core/rank.ts';
import { keyTerms, terms } from '../../core/text.ts';
import type { View, ViewOption } from '../../core/view.ts';
import {
  answerShape,
  asksForValue,
  DEFAULT_HINTS,
  type Hint,
  hasShape,
  hintBoost,
  qualifierWords,
} from './hints.ts';
import { locatedTerms, pickPassage } from './passage.ts';

export interface HeuristicBrainOptions {
  hints?: readonly Hint[];
  /** Share of the question a passage, with its location, must answer to count as the answer. */
  answerCoverage?: number;
}

/**
 * The offline brain: lexical relevance of options to the question, dead-end detection and
 * passage picking. Deterministic, no I/O.
 */
const ANSWER_COVERAGE = 0.6;
/** The same over the question's words alone: identifiers must not carry a passage that says nothing of the topic. */
const WORD_COVERAGE = 0.4;
/** Share of the topics the location leaves open that the passage must answer. */
const OPEN_SHARE = 1 / 3 - 1e-9;
/** A sibling of a failed branch scoring at least this share of it is still tried. */
const SIBLING_RATIO = 0.5;

export function createHeuristicBrain(options: HeuristicBrainOptions = {}): Brain {
  const hints = options.hints ?? DEFAULT_HINTS;
  const answerCoverage = options.answerCoverage ?? ANSWER_COVERAGE;

  return {
    name: 'heuristic',

    async decide(view: View, memory: Memory): Promise<Decision> {
      const question = view.question || memory.question;
      const key = keyTerms(question);
      const qualifiers = new Set(terms(qualifierWords(question)));
      const topical = isTopical(view, key);
      // A lead names one of the question's own words (in its label, or inside the folder); a
      // match on hint words alone ("Specifications") counts only where the place is on topic.
      // Once the best branch here has failed, a sibling is worth trying only if it names a question
      // word the tried ones did not, or comes close to them: else the way on is back, up the tree.
      // At the start there is no way back, so every lead is worth a try.
      const tried = view.options.filter((o) => o.visited || o.deadEnd);
      const triedTerms = new Set(tried.flatMap((o) => matchedTerms(o, key)));
      const bestTried = Math.max(0, ...tried.map((o) => o.score));
      const candidates = view.options.filter(
        (o) =>
          !o.visited &&
          !o.deadEnd &&
          o.score > 0 &&
          (!view.canBack ||
            bestTried === 0 ||
            o.score >= SIBLING_RATIO * bestTried ||
            matchedTerms(o, key).some((t) => !triedTerms.has(t) && !qualifiers.has(t))),
      );
      // Leads name the question's own words; where none is left, an option that only a domain hint
      // points at ("Diagrams" for a fuse) is the last try before going back.
      const own = candidates.filter((o) => ownMatches(o, key) > 0 || topical);
      const fresh = (own.length > 0 ? own : candidates.filter((o) => o.group === 'content'))
        .map((o) => ({ o, score: o.score + hintBoost(question, o.label, hints) }))
        .sort((a, b) => b.score - a.score);

      // Read when the text covers the question and no option promises what the text lacks.
      const lacking = lackingTerms(view, question);
      const promising = fresh.find((x) => x.o.group === 'content' && coversAny(x.o, lacking));
      if (!view.readBefore && !promising && worthReading(view, key, question)) {
        return decision({ type: 'read' }, `the text here covers ${percent(view.coverage)} of the question`);
      }
      // After a fruitless read, only an option in the content itself is worth following.
      const next = view.readBefore ? fresh.find((x) => x.o.group === 'content') : fresh[0];
      if (next) {
        return decision(
          { type: 'open', option: next.o.id },
          `"${next.o.label}" ${matchNote(question, next.o)}`,
        );
      }
      if (view.canBack) {
        // Back out past places whose options are all spent, to the nearest one with leads left.
        let levels = 1;
        const stack = memory.stack;
        while (levels < stack.length - 1 && stack[stack.length - 1 - levels]?.leads === 0) levels++;
        return decision(
          levels > 1 ? { type: 'back', levels } : { type: 'back' },
          view.readBefore ? 'read here without an answer; back to try the next branch' : deadEndNote(view),
        );
      }
      return decision(
        { type: 'stop', reason: 'nothing left to try from the start' },
        'no option matches the question',
      );
    },

    async read(place: Place, memory: Memory): Promise<Reading> {
      const question = memory.question;
      const wantNumber = asksForValue(question);
      const picked = pickPassage(question, place, answerShape(question), memory.vocabulary);
      if (!picked)
        return { found: false, answer: '', quote: '', reason: 'the place has no text', by: 'heuristic' };
      const missing = missingIdentifiers(question, `${place.title} ${place.path.join(' ')} ${place.text}`);
      // What the location leaves open, the passage must answer in good part: a torque table of
      // the wheels does not answer the drain plug's torque, though both stand under the same car.
      const answersOpen =
        picked.unlocated === 0 || (picked.unlocated - picked.unanswered) / picked.unlocated >= OPEN_SHARE;
      const found =
        missing.length === 0 &&
        picked.mentions > 0 &&
        answersOpen &&
        picked.coverage >= answerCoverage &&
        picked.wordCoverage >= WORD_COVERAGE &&
        picked.hasNumber;
      return {
        found,
        answer: picked.text,
        quote: picked.text,
        reason: found
          ? `the passage, where it stands, answers ${percent(picked.coverage)} of the question`
          : missing.length > 0
            ? `this place never mentions ${missing.join(', ')}: it is about something else`
            : `best passage answers only ${percent(picked.coverage)} of the question${
                !answersOpen
                  ? ' and misses what the place leaves open'
                  : picked.hasNumber
                    ? ''
                    : wantNumber
                      ? ' and no value'
                      : ' and not what was asked'
              }`,
        by: 'heuristic',
      };
    },
  };
}

/** Key terms neither the place's location nor its excerpt holds. */
function lackingTerms(view: View, question: string): string[] {
  const have = locatedTerms(view);
  for (const t of terms(view.excerpt)) have.add(t);
  return keyTerms(question).filter((t) => !have.has(t));
}

/** An option that names a term the place lacks (itself, or inside the folder): worth opening before reading here. */
function coversAny(o: ViewOption, wanted: readonly string[]): boolean {
  if (wanted.length === 0 || o.score <= 0) return false;
  const mine = new Set(terms(o.kind === 'folder' ? `${o.label} ${o.context ?? ''}` : o.label));
  return wanted.some((t) => mine.has(t));
}

/** The question's own terms an option names, in its label or (folders) inside it. */
function matchedTerms(o: ViewOption, key: readonly string[]): string[] {
  const mine = new Set(terms(`${o.label} ${o.kind === 'folder' ? (o.context ?? '') : urlWords(o.url)}`));
  return key.filter((t) => mine.has(t));
}

function ownMatches(o: ViewOption, key: readonly string[]): number {
  return matchedTerms(o, key).length;
}

/** The place itself is about the question: its own name (last path label or title) names a non-identifier term. */
function isTopical(view: View, key: readonly string[]): boolean {
  const own = new Set(terms(`${view.path[view.path.length - 1] ?? ''} ${view.title}`));
  return key.some((t) => !/\d/.test(t) && own.has(t));
}

/**
 * Question terms with digits (years, engine sizes, model numbers) name what the question is about;
 * a place that never mentions one is about something else, however well the rest matches.
 */
function missingIdentifiers(question: string, placeText: string): string[] {
  const present = new Set(terms(placeText));
  return keyTerms(question).filter((t) => /\d/.test(t) && !present.has(t));
}

/** A place worth reading: its text and location cover the question, and it is about the question's subject. */
function worthReading(view: View, key: readonly string[], question: string): boolean {
  // An open in-page folder shows the page's own text, already judged when the page was shown.
  if (view.folder?.length) return false;
  if (view.words < 5 || view.coverage < ANSWER_COVERAGE) return false;
  const excerpt = new Set(terms(view.excerpt));
  if (!key.some((t) => !/\d/.test(t) && excerpt.has(t))) return false;
  // A page that leads on into folders is read only when its best text already has the answer's shape.
  const leadsOn = view.options.some((o) => o.kind === 'folder' && !o.visited && !o.deadEnd && o.score > 0);
  return !leadsOn || hasShape(view.excerpt, answerShape(question), question);
}

function decision(action: Decision['action'], reason: string): Decision {
  return { action, reason, by: 'heuristic' };
}

function percent(x: number): string {
  return `${Math.round(x * 100)}%`;
}

function matchNote(question: string, o: ViewOption): string {
  const mine = new Set(terms(`${o.label} ${o.context ?? ''}`));
  const hits = keyTerms(question).filter((t) => mine.has(t));
  return hits.length ? `matches ${hits.join(', ')}` : 'is the best remaining lead';
}

function deadEndNote(view: View): string {
  return view.options.length === 0
    ? 'dead end: no options here'
    : 'dead end: nothing here matches the question that is not already tried';
}
