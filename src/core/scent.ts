import { LINK_WEIGHTS } from './link-weights.ts';
import { withoutNumbering } from './numbering.ts';
import type { Query } from './query.ts';
import { terms } from './text.ts';

/**
 * Information scent: how strongly what a person reads before clicking — a link's label, the text
 * around it, its URL, and, once peeked, what lies under it — promises the answer to a question.
 * Scores are comparable across every place of a run, so the best lead anywhere can be taken next.
 */

/** One thing read about a lead, with how much it says about the lead (its label 1, its URL less). */
export interface ScentField {
  text: string;
  weight: number;
}

/**
 * What the site's own words mean, as far as the question is concerned: a label's word ("Labor")
 * mapped to the question's terms a lexicon relates it to ("wage", through "work done for
 * wages"), each with how closely.
 */
export type SiteSenses = ReadonlyMap<string, ReadonlyArray<{ term: string; weight: number }>>;

/** A match through a label word's own relatives weighs this much of one through the question's. */
const SITE_SIDE = 0.8;

/** How often each term occurs among the things seen in a run: the site's own vocabulary. */
export interface TermStats {
  /** How many labels and pages were counted. */
  docs: number;
  /** In how many of them each term occurs. */
  df: ReadonlyMap<string, number>;
}

export interface Scent {
  score: number;
  /** The question's words this evidence answers, own or by a related word. */
  matched: string[];
}

/** Field weights for the parts of what is known of a lead (fitted: core/link-weights.ts). */
export const FIELD = LINK_WEIGHTS.field;
/** The names of the parts of what is known of a lead. */
export type LinkField = keyof typeof FIELD;

const termCache = new Map<string, ReadonlySet<string>>();
const TERM_CACHE_SIZE = 20_000;

/** The terms of a text, memoized: the same labels are scored at every step of a run. */
export function termSet(text: string): ReadonlySet<string> {
  let set = termCache.get(text);
  if (!set) {
    if (termCache.size >= TERM_CACHE_SIZE) termCache.clear();
    set = new Set(terms(text));
    termCache.set(text, set);
  }
  return set;
}

/**
 * Informativeness of a term on this site, 0..1: a word every label uses ("ozone" on the Ozone
 * site, "district" in the D.C. Code) separates nothing. 1 without statistics.
 */
export function termWeight(term: string, stats: TermStats | undefined): number {
  if (!stats || stats.docs < 2) return 1;
  const df = stats.df.get(term) ?? 0;
  const top = Math.log(1 + (stats.docs + 1) / 0.5);
  return Math.log(1 + (stats.docs + 1) / (df + 0.5)) / top;
}

/** A related word at least this close places a concept: a title on "Motor Vehicles" is about cars. */
const LOCATE_MATCH = 0.4;

/**
 * The terms a place's title and path show, with the question's concepts they stand for through a
 * related word: under "Title 50. Motor and Non-Motor Vehicles" a car is where the reader already is.
 */
export function locatedTerms(query: Query, text: string): Set<string> {
  const shown = termSet(text);
  const out = new Set(shown);
  for (const term of shown) {
    for (const m of query.terms.get(term) ?? []) {
      const concept = query.concepts[m.concept];
      if (concept && m.weight >= LOCATE_MATCH) out.add(concept.term);
    }
  }
  return out;
}

export interface ScentOptions {
  stats?: TermStats | undefined;
  /** Terms the place already shows (its title, path): concepts named there weigh `locatedWeight`. */
  located?: ReadonlySet<string> | undefined;
  locatedWeight?: number;
  senses?: SiteSenses | undefined;
}

/**
 * The scent of a lead: for each concept of the question, its best match over the fields (field
 * weight × how well the term stands for the concept × how telling the term is on this site), then
 * the sum over concepts, each by its weight.
 */
export function scentOf(query: Query, fields: readonly ScentField[], options: ScentOptions = {}): Scent {
  const best = new Array<number>(query.concepts.length).fill(0);
  for (const field of fields) matchField(query, field, options, best);
  return scentOfMatches(query, best, options);
}

/**
 * How well one text answers each concept of the question (its field weight 1): what a field adds
 * to a scent, kept apart so that field weights can be fitted without reading the text again.
 */
export function conceptMatches(query: Query, text: string, options: ScentOptions = {}): number[] {
  const best = new Array<number>(query.concepts.length).fill(0);
  matchField(query, { text, weight: 1 }, options, best);
  return best;
}

/** Raises each concept's best match to what this field shows of it. */
function matchField(query: Query, field: ScentField, options: ScentOptions, best: number[]): void {
  if (!field.text || field.weight <= 0) return;
  for (const term of termSet(withoutNumbering(field.text, query.question))) {
    const telling = termWeight(term, options.stats);
    for (const m of query.terms.get(term) ?? []) {
      const v = field.weight * m.weight * telling;
      if (v > (best[m.concept] ?? 0)) best[m.concept] = v;
    }
    for (const r of options.senses?.get(term) ?? []) {
      for (const m of query.terms.get(r.term) ?? []) {
        const v = field.weight * m.weight * r.weight * SITE_SIDE * telling;
        if (v > (best[m.concept] ?? 0)) best[m.concept] = v;
      }
    }
  }
}

/** The scent of each concept's best match over the fields. */
export function scentOfMatches(
  query: Query,
  best: readonly number[],
  options: Pick<ScentOptions, 'located' | 'locatedWeight'> = {},
): Scent {
  let score = 0;
  const matched: string[] = [];
  const locatedWeight = options.locatedWeight ?? 1;
  query.concepts.forEach((c, i) => {
    const v = best[i] ?? 0;
    if (v <= 0) return;
    const located = options.located?.has(c.term) ? locatedWeight : 1;
    // Squared, so one clear match outweighs several faint ones: a label naming the asked thing
    // says more than three loose relatives of three question words.
    score += v * v * c.weight * located;
    matched.push(c.word);
  });
  return { score, matched };
}
