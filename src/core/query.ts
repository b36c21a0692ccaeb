import type { RelatedWord } from './lexicon.ts';
import { type CodeName, codeNames, isStopword, keyTerms, stem, terms, words } from './text.ts';

/**
 * A question as the navigator matches it: its concepts (the words that carry meaning), each with
 * the terms that may stand for it on a page — its own term first, then the words a lexicon relates
 * to it ("bike" → bicycle, vehicle), weighted below exact matches.
 */
export interface Concept {
  /** The question's word as written (folded), or a hint's words. */
  word: string;
  /** Its own matching term (stemmed). */
  term: string;
  /** Importance in the question: names and identifiers more, bare small numbers less. */
  weight: number;
  /** A name or identifier ("Ozone", "2004", "2.4L"): says which branch, is never expanded. */
  name: boolean;
  /**
   * Says where the answer lives rather than what it is: a name or an identifier. A page must be
   * about it; a passage need not repeat it.
   */
  where?: boolean;
  /** Describes a name rather than asks ("flat-four" in "the 2.5L flat-four"): neither required nor asked. */
  qualifier?: boolean;
  /** Added by a configured hint rather than asked. */
  hint?: boolean;
}

export interface TermMatch {
  concept: number;
  /** 1 for the concept's own term; below 1 for related words. */
  weight: number;
}

export interface Query {
  question: string;
  concepts: Concept[];
  /** Every term that answers some concept, with how well. */
  terms: ReadonlyMap<string, readonly TermMatch[]>;
}

/**
 * A configured hint: when a question matches, the words of the places where such facts are kept
 * join the query at a lower weight ("torque values are often under Specifications").
 */
export interface QueryHint {
  when: RegExp;
  /** Words added to the query. */
  expand: string;
}

/**
 * What a word of many senses still says: "take" (44 senses) or "set" say little on their own,
 * "filter" or "helmet" a lot. 1 up to ten senses, then falling, never below a half.
 */
export function vagueness(senses: number): number {
  return senses <= VAGUE_SENSES ? 1 : Math.max(0.5, Math.sqrt(VAGUE_SENSES / senses));
}
const VAGUE_SENSES = 10;

/** Number words and ordinals with the figure they stand for. */
const NUMBER_WORDS: Record<string, string> = {
  one: '1',
  first: '1',
  two: '2',
  second: '2',
  three: '3',
  third: '3',
  four: '4',
  fourth: '4',
  five: '5',
  fifth: '5',
  six: '6',
  sixth: '6',
  seven: '7',
  seventh: '7',
  eight: '8',
  eighth: '8',
  nine: '9',
  ninth: '9',
  ten: '10',
  tenth: '10',
  eleven: '11',
  twelve: '12',
  twice: '2',
  once: '1',
};
const NUMERAL_MATCH = 0.7;

/** Weight of a hint's words against the question's own words. */
const HINT_WEIGHT = 0.5;
/** Names and identifiers say which branch of a hierarchy the question lives in. */
const NAME_WEIGHT = 1.5;
/** "12-year-old", "1 TB": small bare numbers are amounts, seldom what a label names. */
const NUMBER_WEIGHT = 0.3;
/**
 * Words that say what kind of answer is wanted more than what it is about: "do I need a permit"
 * asks for a requirement, and a section named "Requirements" may hold it; they weigh little.
 */
const LIGHT_WORDS = new Map(
  ['need', 'mandatory', 'compulsory', 'obligatory', 'required', 'allowed', 'legal'].map((w) => [
    stem(w),
    0.4,
  ]),
);
/** A word of a related phrase says less than the phrase ("motor" of "motor vehicle"). */
const PHRASE_PART = 0.7;
/** Related words weaker than this add more noise than reach. */
const MIN_RELATED = 0.2;

export interface BuildQueryOptions {
  /** Related words per question word (folded, unstemmed), from a lexicon. */
  related?: ReadonlyMap<string, readonly RelatedWord[]>;
  /** How many senses each question word has (folded, unstemmed): words of many senses weigh less. */
  senseCounts?: ReadonlyMap<string, number>;
  hints?: readonly QueryHint[];
}

/** The words of a question worth looking up in a lexicon: content words that are not names or numbers. */
export function lexiconWords(question: string): string[] {
  const names = nameTerms(question);
  const out: string[] = [];
  for (const w of words(question)) {
    if (isStopword(w) || w.length < 3 || /\d/.test(w) || names.has(stem(w)) || out.includes(w)) continue;
    out.push(w);
  }
  return out;
}

export function buildQuery(question: string, options: BuildQueryOptions = {}): Query {
  const names = nameTerms(question);
  // A name of several words ("Storage Container Manager") is one thing: its words share its weight.
  const share = new Map<string, number>();
  for (const run of nameRuns(question)) {
    const parts = run.flatMap((w) => terms(w));
    for (const t of parts) share.set(t, Math.min(share.get(t) ?? 1, 1 / parts.length));
  }
  const code = codeNames(question);
  const partOf = codeNameParts(question, code);
  const concepts: Concept[] = [];
  const byTerm = new Map<string, number>();
  const surface = new Map<string, string>();
  for (const w of words(question)) {
    if (isStopword(w) || (w.length === 1 && !/\d/.test(w))) continue;
    const t = stem(w);
    if (!surface.has(t)) surface.set(t, w);
  }
  // A word is a qualifier only where it first appears after an identifier: "cylinder" in "the
  // cylinder head bolts … on the 2.4L four-cylinder" is asked before it qualifies.
  const firstId = question.split(/\s+/).findIndex((w) => /\d/.test(w));
  const before = new Set(firstId < 0 ? [] : terms(question.split(/\s+/).slice(0, firstId).join(' ')));
  const qualifiers = new Set(terms(qualifierWords(question)).filter((t) => !before.has(t)));
  // "How far / long / soon / often …" asks for a value, "what kind of …" for one of a kind: the
  // adverb and the kind word name no topic to look for.
  const asking = new Set(
    [
      ...question
        .toLowerCase()
        .matchAll(
          /\bhow\s+(far|long|soon|often|late|early|old|big|large|many|much|close|tight|high|low|fast|frequently)\b|\b(?:what|which)\s+(kind|kinds|type|types|sort|sorts)\s+of\b/g,
        ),
    ].map((m) => stem(m[1] ?? m[2] ?? '')),
  );
  // "… instead of Ranger": what the question sets aside is not what it asks about, nor where.
  const setAside = new Set(terms([...question.matchAll(CONTRAST)].map((m) => m[0]).join(' ')));
  for (const term of keyTerms(question)) {
    if (asking.has(term) || setAside.has(term) || partOf.has(term)) continue;
    const name = names.has(term);
    const weight = /^\d{1,3}$/.test(term)
      ? NUMBER_WEIGHT
      : name
        ? NAME_WEIGHT * (share.get(term) ?? 1)
        : (LIGHT_WORDS.get(term) ?? 1);
    byTerm.set(term, concepts.length);
    const word = surface.get(term) ?? term;
    const vague = name ? 1 : vagueness(options.senseCounts?.get(word) ?? 0);
    const isName = name && !/^\d{1,3}$/.test(term);
    concepts.push({
      word,
      term,
      weight: weight * vague,
      name: isName,
      ...(isName ? { where: true } : qualifiers.has(term) ? { qualifier: true } : {}),
    });
  }
  const matches = new Map<string, TermMatch[]>();
  const add = (term: string, concept: number, weight: number): void => {
    const list = matches.get(term) ?? [];
    const had = list.find((m) => m.concept === concept);
    if (had) had.weight = Math.max(had.weight, weight);
    else list.push({ concept, weight });
    matches.set(term, list);
  };
  concepts.forEach((c, i) => {
    add(c.term, i, 1);
    // "first pass" is "Step 1"; "two stages" is "2 stages".
    const digit = NUMBER_WORDS[c.word];
    if (digit) add(digit, i, NUMERAL_MATCH);
  });
  for (const [part, whole] of partOf) {
    const i = byTerm.get(whole);
    if (i !== undefined) add(part, i, CODE_NAME_PART);
  }
  // An address spells a name of code without its joins ("pg_dump" in ".../pgdump.html").
  for (const n of code) {
    const i = byTerm.get(n.whole);
    const slug = n.whole.replace(/[_.]/g, '');
    if (i !== undefined && slug !== n.whole) for (const t of terms(slug)) add(t, i, 1);
  }
  if (options.related) {
    concepts.forEach((c, i) => {
      if (c.name) return;
      for (const r of options.related?.get(c.word) ?? []) {
        const parts = terms(r.text);
        const each = parts.length > 1 ? r.weight * PHRASE_PART : r.weight;
        if (each < MIN_RELATED) continue;
        for (const t of parts) {
          // A related word that is itself another word of the question matches that word, not this one.
          if (t === c.term || byTerm.has(t)) continue;
          add(t, i, each);
        }
      }
    });
  }
  for (const hint of options.hints ?? []) {
    if (!hint.when.test(question)) continue;
    const hintTerms = terms(hint.expand);
    if (hintTerms.length === 0) continue;
    const i = concepts.length;
    concepts.push({
      word: hint.expand,
      term: hintTerms[0] as string,
      weight: HINT_WEIGHT,
      name: false,
      hint: true,
    });
    for (const t of hintTerms) if (!byTerm.has(t)) add(t, i, 1);
  }
  return { question, concepts, terms: matches };
}

/** A word of a name of code says less than the name: "dump" of "pg_dump". */
const CODE_NAME_PART = 0.7;

/**
 * The words of the question's names of code that the question does not also say on their own,
 * each with its name: they stand for the name, not for concepts of their own ("pg" of "pg_dump"
 * would otherwise match every page that names another pg_ tool).
 */
function codeNameParts(question: string, code: readonly CodeName[]): Map<string, string> {
  const loose = new Map<string, number>();
  for (const t of terms(question)) loose.set(t, (loose.get(t) ?? 0) + 1);
  for (const n of code) for (const p of n.parts) loose.set(p, (loose.get(p) ?? 0) - 1);
  const partOf = new Map<string, string>();
  for (const n of code) for (const p of n.parts) if ((loose.get(p) ?? 0) <= 0) partOf.set(p, n.whole);
  return partOf;
}

/** A definition of an abbreviation read on the site: "Storage Container Manager (SCM)". */
export interface Acronym {
  /** The abbreviation, folded ("scm"). */
  short: string;
  /** The words it stands for, folded ("storage container manager"). */
  long: string;
}

const SMALL_WORDS = new Set(['of', 'and', 'for', 'the', 'a', 'an', 'to', 'in', 'on', '&']);

/**
 * Abbreviations a text defines, "Long Form (LF)" or "LF (Long Form)", where the letters of the
 * abbreviation are the initials of the long form's words (small words may be skipped).
 */
export function findAcronyms(text: string): Acronym[] {
  const out: Acronym[] = [];
  const seen = new Set<string>();
  const add = (short: string, words: string[]): void => {
    const letters = short.replace(/s$/, '').replace(/[^A-Za-z0-9]/g, '');
    const key = letters.toLowerCase();
    if (letters.length < 2 || seen.has(key) || !/[A-Z]/.test(letters)) return;
    // Match the letters to word initials from the end of the long form backwards; a small word
    // may stand for its letter or be skipped ("Aeronautics and Space": the A is not "and"'s).
    const match = (li: number, wi: number, inside: boolean): string[] | null => {
      if (li < 0) return [];
      if (wi < 0) return null;
      const w = words[wi] as string;
      if (w[0]?.toLowerCase() === letters[li]?.toLowerCase()) {
        const rest = match(li - 1, wi - 1, true);
        if (rest) return [...rest, w];
      }
      if (inside && SMALL_WORDS.has(w.toLowerCase())) {
        const rest = match(li, wi - 1, true);
        if (rest) return [...rest, w];
      }
      return null;
    };
    const used = match(letters.length - 1, words.length - 1, false);
    if (!used) return;
    seen.add(key);
    out.push({ short: key, long: used.join(' ').toLowerCase() });
  };
  for (const m of text.matchAll(
    /((?:[\p{L}][\p{L}\d]*[\s-]+){0,6}[\p{L}][\p{L}\d]*)\s*\(\s*([A-Z][A-Za-z0-9]{1,7})\s*\)/gu,
  )) {
    add(m[2] ?? '', (m[1] ?? '').split(/[\s-]+/).filter(Boolean));
  }
  for (const m of text.matchAll(
    /\b([A-Z][A-Z0-9]{1,7}s?)\s*\(\s*((?:[\p{L}][\p{L}\d]*[\s-]+){1,6}[\p{L}][\p{L}\d]*)\s*\)/gu,
  )) {
    add(m[1] ?? '', (m[2] ?? '').split(/[\s-]+/).filter(Boolean));
  }
  return out;
}

/**
 * Where a text spells out an abbreviation of the question that it never defines: "DC" asked,
 * "District of Columbia" written. The long form is a run of capitalized words (small words may sit
 * between them) whose initials are the abbreviation's letters, as a name is abbreviated.
 */
export function findSpelledOut(text: string, shorts: readonly string[]): Acronym[] {
  const out: Acronym[] = [];
  // A name runs within a phrase: punctuation ends it.
  const phrases = text
    .split(/[.,;:!?()[\]{}"“”\n]+/)
    .map((p) => p.split(/[^\p{L}\p{N}&'’]+/u).filter(Boolean));
  for (const short of shorts) {
    const letters = short.toLowerCase();
    if (letters.length < 2) continue;
    for (const tokens of phrases) {
      const long = spelledIn(tokens, letters);
      if (long === null) continue;
      out.push({ short: letters, long });
      break;
    }
  }
  return out;
}

/** The first run of capitalized words in `tokens` whose initials are `letters`, or null. */
function spelledIn(tokens: readonly string[], letters: string): string | null {
  for (let i = 0; i < tokens.length; i++) {
    const used: string[] = [];
    let li = 0;
    for (let j = i; j < tokens.length && li < letters.length; j++) {
      const w = tokens[j] as string;
      if (/^\p{Lu}\p{Ll}/u.test(w) && w[0]?.toLowerCase() === letters[li]) {
        used.push(w);
        li++;
      } else if (used.length > 0 && SMALL_WORDS.has(w.toLowerCase())) {
        used.push(w);
      } else break;
    }
    if (li === letters.length) return used.join(' ').toLowerCase();
  }
  return null;
}

/** How well an abbreviation stands for its long form, and the long form for it. */
export const ACRONYM_MATCH = 0.9;

/**
 * The query with the site's abbreviations: where the question spells out a long form the site
 * abbreviates ("Storage Container Manager" → "SCM"), the abbreviation answers its words; where
 * the question uses an abbreviation ("OM"), the long form's words answer it.
 */
export function withAcronyms(query: Query, acronyms: readonly Acronym[]): Query {
  const terms2 = new Map<string, TermMatch[]>(
    [...query.terms].map(([t, ms]) => [t, ms.map((m) => ({ ...m }))]),
  );
  const add = (term: string, concept: number, weight: number): boolean => {
    const list = terms2.get(term) ?? [];
    const had = list.find((m) => m.concept === concept);
    if (had) {
      if (had.weight >= weight) return false;
      had.weight = weight;
    } else list.push({ concept, weight });
    terms2.set(term, list);
    return true;
  };
  const ownConcept = new Map(query.concepts.map((c, i) => [c.term, i]));
  let changed = false;
  for (const a of acronyms) {
    const longTerms = terms(a.long);
    if (longTerms.length < 2) continue;
    const concepts = longTerms.map((t) => ownConcept.get(t));
    if (concepts.every((c) => c !== undefined)) {
      for (const c of concepts) changed = add(a.short, c as number, ACRONYM_MATCH) || changed;
    }
    const short = ownConcept.get(a.short);
    if (short !== undefined) {
      for (const t of longTerms) changed = add(t, short, ACRONYM_MATCH) || changed;
    }
  }
  return changed ? { ...query, terms: terms2 } : query;
}

/**
 * The query as flat term weights for BM25: each term at the best of concept weight × match weight.
 * With `located`, concepts the place already shows (in its title or path) weigh `locatedWeight`.
 */
export function flatQuery(
  query: Query,
  located: ReadonlySet<string> = new Set(),
  locatedWeight = 1,
  /** Every word of a name at the full weight of a name (BM25 sums words; a long name then counts in full). */
  wholeNames = false,
): WeightedQuery {
  const weights = new Map<string, number>();
  const isLocated = conceptsShown(query, located);
  for (const [term, list] of query.terms) {
    let best = 0;
    for (const m of list) {
      const c = query.concepts[m.concept];
      if (!c) continue;
      const base = wholeNames && c.name ? NAME_WEIGHT : c.weight;
      const w = base * m.weight * (isLocated[m.concept] ? locatedWeight : 1);
      if (w > best) best = w;
    }
    if (best > 0) weights.set(term, best);
  }
  return { terms: [...weights.keys()], weights };
}

/** For each concept, whether `shown` holds one of its terms at full weight (its own term). */
export function conceptsShown(query: Query, shown: ReadonlySet<string>): boolean[] {
  return query.concepts.map((c) => shown.has(c.term));
}

export interface WeightedQuery {
  terms: string[];
  weights: Map<string, number>;
}

/** The question as weighted terms (no lexicon): its own key terms, names weighing more. */
export function weightedQuery(
  question: string,
  located: ReadonlySet<string> = new Set(),
  locatedWeight = 1,
  hints: readonly QueryHint[] = [],
): WeightedQuery {
  return flatQuery(buildQuery(question, { hints }), located, locatedWeight);
}

/**
 * Terms of the names and identifiers in a question: capitalized words not starting a sentence
 * ("Honda"; acronyms such as "CCA" are topics, not names), words with digits, names of code and
 * words written as calls.
 */
export function nameTerms(question: string): Set<string> {
  // Names of code ("pg_dump", "maxFreeSockets") are identifiers wherever they stand.
  const out = new Set<string>(codeNames(question).map((n) => n.whole));
  let sentenceStart = true;
  for (const raw of question.split(/\s+/)) {
    const word = raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    // A word written as a call ("levenshtein()") names a function.
    if (/^[\p{L}\p{N}]+$/u.test(word) && /\(\)/.test(raw)) for (const t of terms(word)) out.add(t);
    if (word && !sentenceStart && /^\p{Lu}\p{Ll}/u.test(word)) {
      // "WebHDFS-style", "Kerberos-based": the name is the capitalized part, not what it is said of.
      for (const part of word.split('-'))
        if (/^\p{Lu}|\d/u.test(part)) for (const t of terms(part)) out.add(t);
    } else if (word && /\d/.test(word)) {
      // "12-year-old": the number is the identifier, not "year" or "old".
      for (const t of terms(word)) if (/\d/.test(t)) out.add(t);
    }
    if (word) sentenceStart = /[.?!]$/.test(raw);
  }
  return out;
}

/** The words a question sets aside: after "instead of", "rather than", "other than", up to the clause's end. */
export function contrastWords(question: string): string {
  return [...question.matchAll(CONTRAST)].map((m) => m[1] ?? '').join(' ');
}
const CONTRAST =
  /\b(?:instead of|rather than|other than|besides|apart from|aside from|in addition to)\s+([^,;:?!.]+)/gi;

/** Runs of two or more capitalized words inside a sentence: the names of several words. */
export function nameRuns(question: string): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  let sentenceStart = true;
  for (const raw of question.split(/\s+/)) {
    const word = raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    const capital = word !== '' && !sentenceStart && /^\p{Lu}\p{Ll}/u.test(word);
    if (capital) run.push(word.replace(/['’]s$/, ''));
    // A possessive ends a name: "Apache Ozone's Storage Container Manager" is two.
    if (!capital || /[,;:?!.]$/.test(raw) || /['’]s$/.test(word)) {
      if (run.length >= 2) runs.push(run);
      run = [];
    }
    if (word) sentenceStart = /[.?!]$/.test(raw);
  }
  if (run.length >= 2) runs.push(run);
  return runs;
}

/**
 * Words of the question that qualify rather than ask: the words right after an identifier
 * ("2.0L four-cylinder", "2.5L flat-four") describe the thing, they are not what is asked.
 */
export function qualifierWords(question: string): string {
  const out: string[] = [];
  const tokens = question.split(/\s+/);
  tokens.forEach((token, i) => {
    if (!/\d/.test(token) || /[,;:?!.]$/.test(token)) return;
    for (const next of tokens.slice(i + 1, i + 3)) {
      if (/\d/.test(next)) break;
      out.push(next);
      if (/[,;:?!.]$/.test(next)) break;
    }
  });
  return out.join(' ');
}

/**
 * The thing a "which …" or "what …" question asks for ("Which fuse protects…" → fuse), which an
 * answer must name; null when the question has no such noun.
 */
export function askedNoun(question: string): string | null {
  const m =
    /\b(?:which|what)\s+(?!(?:is|are|was|were|does|do|did|should|can|will|would|kind|type|sort|the|a|an)\b)([a-z][a-z-]+)/i.exec(
      question,
    );
  return m?.[1]?.toLowerCase() ?? null;
}

/**
 * The phrase naming what a question asks for: "What is the OEM part number for…" → "OEM part
 * number"; "Which fuse protects…" → "fuse". Null when there is none.
 */
export function askedPhrase(question: string): string | null {
  const noun = askedNoun(question);
  if (noun) return noun;
  const m =
    /\b(?:which|what)\s+(?:is|are|was|were)\s+(?:the\s+|a\s+|an\s+)?((?:[\w/-]+\s+){0,3}?[\w/-]+?)(?=\s+(?:for|of|on|in|at|to|does|do|did|should|is|are|with|from|that|when)\b|\s*[?.,]|$)/i.exec(
      question,
    );
  return m?.[1] ?? null;
}
