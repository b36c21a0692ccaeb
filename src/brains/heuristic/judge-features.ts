import { type LogisticModel, probability, vectorOf } from '../../core/logistic.ts';
import { JUDGE_MODEL } from './judge-weights.ts';

/**
 * What the offline judge reads of a passage, as features of one fitted model: shares of the
 * question it covers and flags of how its form meets the question's. Every feature is stated for
 * any site and question; how much each counts is fitted (`npm run fit`), not set by hand.
 */
export const JUDGE_FEATURES = [
  /** Share of the question's weight the passage answers, with where it stands (headings, title, path). */
  'relevance',
  /** Share the passage's own words answer. */
  'mentions',
  /** How clearly it holds the kind of thing asked for (a value, a time, a name, an identifier). */
  'shape',
  /** The thing a "which X" question asks for is named where the passage stands. */
  'focusNamed',
  /** Share of the question's names and identifiers the page shows anywhere. */
  'placed',
  /** Share of the question its page's title and path name. */
  'topical',
  /** Share of the question left once the words the site never uses are left out. */
  'heard',
  /** Share of what is asked (apart from names) the passage itself speaks of. */
  'askedShare',
  /** The question's asked phrase is named, as a phrase, where the passage stands. */
  'namesPhrase',
  /** A question asking what is not, answered by a passage that says "not". */
  'negationSaid',
  /** A question asking what is not, and a passage that says nothing is not. */
  'negationMissing',
  /** Words marking the kind of answer asked for: a reason, an author, the asked term defined, a figure with its unit. */
  'kindCue',
  /** A value, time, name or identifier is asked, and the passage states one clearly. */
  'crisp',
  /** The question names a unit and the passage gives no figure in it. */
  'unitMissing',
  /** A value, time, name or identifier is asked, and the passage holds none. */
  'unshaped',
  /** The passage names a link of the page: it describes another page. */
  'describesLink',
  /** The passage defines a word (or the page is a glossary) and the question does not ask what a word means. */
  'definitional',
  /** The passage is only a link's label. */
  'navigation',
  /** How early on the page it stands (1 first, 0 last). */
  'early',
  /** It spans two blocks (a lead-in and what it introduces). */
  'twoBlocks',
  /** It speaks of the page as a whole (its title, its authors). */
  'pageLevel',
  /** Share of the question the whole page speaks of. */
  'pageCover',
  /** Share of the question the page's title names. */
  'titleCover',
  /** Share of the question the headings above the passage name. */
  'headingCover',
  /** Its length, up to a long paragraph (0..1). */
  'length',
  /** What kind of block it opens with: a heading, a table row, a list item, other (code, preformatted). */
  'heading',
  'tableRow',
  'listItem',
  'code',
  /** Share of its terms that are the question's words or their relatives. */
  'density',
  /** Share of its terms that neither the question nor the page's title says: what it tells anew. */
  'novelty',
  /** BM25 of the question's terms in its own words, as a share of the most a passage could score. */
  'termMatch',
  /** Share of the question's concepts, weighed by how rare each is on the page, its own words name. */
  'pageRare',
  /**
   * The hand-set rules' own sum and their claim: evidence beside the rest, weighed by the fit like
   * any feature (they read passage kinds, such as a spec table's row, the other features do not).
   */
  'ruleScore',
  'ruleSure',
] as const;

export type JudgeFeature = (typeof JUDGE_FEATURES)[number];
export type JudgeFeatures = Record<JudgeFeature, number>;

/** A fitted judge: its weights, and the probability from which its chosen answer is claimed. */
export type JudgeModel = LogisticModel & { claim: number };

/** Whether a model was fitted for these very features (a stale weights file is not misread). */
export function fitsFeatures(model: Pick<LogisticModel, 'features'>): boolean {
  return (
    model.features.length === JUDGE_FEATURES.length && model.features.every((f, i) => f === JUDGE_FEATURES[i])
  );
}

/** The judge fitted by `npm run fit`, if its file matches the features; else none (the hand-set rules stand). */
export const FITTED_JUDGE: JudgeModel | undefined = fitsFeatures(JUDGE_MODEL) ? JUDGE_MODEL : undefined;

/** The fitted probability that a passage with these features answers its question. */
export function judgeProbability(model: LogisticModel, features: JudgeFeatures): number {
  return probability(model, vectorOf(model, features));
}
