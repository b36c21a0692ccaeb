import type { Place } from '../../core/place.ts';
import type { Query } from '../../core/query.ts';
import { ACRONYM_MATCH, askedPhrase, contrastWords } from '../../core/query.ts';
import { type TermStats, termSet, termWeight } from '../../core/scent.ts';
import { isStopword, squash, stem, terms, words } from '../../core/text.ts';
import { askedDimensions, measuresFit } from '../../language/units.ts';
import { hasSomethingToRun, shapeStrength } from './answer-shape.ts';
import { type Block, blocksOf } from './blocks.ts';
import { type JudgeFeatures, type JudgeModel, judgeProbability } from './judge-features.ts';
import { asksForSomething, type QuestionType, questionType } from './question-type.ts';

/**
 * The offline answer judge: which passage of a place best answers the question, and whether it
 * answers it well enough to be claimed. Precision first: a wrong answer claimed as found is worse
 * than "not found". It judges by the question's form and the passage's content, never by a
 * domain: the passage, where it stands (its headings, the page's title and path), must cover the
 * question's concepts, say something of them itself, and hold the kind of thing asked for.
 */
export interface Judgement {
  found: boolean;
  /** The passage chosen (empty when the place has no text). */
  passage: string;
  /** The passage with the blocks around it in its section: what a citation quotes. */
  quote: string;
  /** Share of the question's weight the passage answers, with where it stands. */
  relevance: number;
  /** Share of the question's weight the passage's own words answer. */
  mentions: number;
  /** It holds the kind of thing asked for. */
  shaped: boolean;
  type: QuestionType;
  reason: string;
  /** How the passage ranked against the place's others (higher is better). */
  score: number;
  /** Found, and so clearly that looking further is not worth it. */
  sure: boolean;
  /** The first and last block of the page the passage spans. */
  blocks?: [number, number];
  /** What the judgement rests on, as named features of the fitted judge (see judge-features.ts). */
  features?: JudgeFeatures;
  /** The fitted judge's probability that the passage answers the question. */
  probability?: number;
  /** What the hand-set rules alone would say: their score and whether sure (to compare the fitted judge with). */
  byRule?: { score: number; sure: boolean };
  /** The heading naming the entry the passage describes, where the name asked for is said there and not in the passage. */
  entry?: string;
}

/** What where a passage stands says, against its own words. */
const CONTEXT_WEIGHT = 0.8;
const TITLE_WEIGHT = 0.8;
const PATH_WEIGHT = 0.7;
/**
 * Thresholds of a plausible answer: kept while the search goes on, and handed over unconfirmed
 * when nothing surer is read (only a sure answer is claimed).
 */
const MIN_RELEVANCE = 0.25;
const MIN_MENTIONS = 0.05;
/** Thresholds of an answer sure enough to end the search at once. */
const SURE_RELEVANCE = 0.8;
const SURE_MENTIONS = 0.6;
const SURE_TOPICAL = 0.2;
const SURE_SHAPED_RELEVANCE = 0.6;
const SURE_SHAPED_MENTIONS = 0.4;
/** A name the page shows by its title or path, and the passage does not repeat, counts this much. */
const LOCATED_NAME = 0.3;
/** The asked thing counts as named by a word this close to it, and a passage that does not name it loses this much. */
const FOCUS_MATCH = 0.6;
const FOCUS_MISSING = 0.3;
/** How much of a passage's relevance rides on its page naming the question's names and identifiers. */
const WHERE_SHARE = 0.6;
/** A name is shown by itself or by its abbreviation as the site defines it ("OM" for "Ozone Manager"). */
const PLACING_MATCH = ACRONYM_MATCH;
/** A claimed answer's page shows at least this share of them. */
const MIN_PLACED = 0.7;
/**
 * A passage that defines a term ("“Transport” means …") and a page that lists definitions (a
 * glossary) say what words mean: they answer "what is X", and settle no other question.
 */
const DEFINES_A_TERM = /[“"'‘][^”"'’]{1,60}[”"'’]\s+(?:means|includes|refers to|shall mean)\b/i;
const GLOSSARY = /\b(?:definitions?|glossary|terminology)\b/i;
/** What a page about the alternative the question sets aside still answers. */
const ALTERNATIVE = 0.5;
/** Two passages scoring within this share of each other are a tie: the answer quotes both. */
const TIE = 0.9;
/** A passage grown by the ties around it stays this short. */
const MERGE_CHARS = 900;
/** At most this much for coming first on the page, a tie-breaker between passages that cover as much. */
const EARLY = 0.04;
/** A span about the whole page (its title, its authors) counts for this share of the page's relevance. */
const PAGE_LEVEL = 0.9;
/** A metadata line ("Authors: …") is this short. */
const SHORT_LINE = 120;
const SHAPED_KINDS = new Set(['value', 'time', 'name', 'identifier']);
/** Kinds of answer a heading can hold: the name of what the text below it describes. */
const NAMED_KINDS = new Set(['name', 'identifier']);
/** A heading naming one entry of a reference is this short at most. */
const ENTRY_HEADING = 80;
/** How much a passage describing a linked page loses against one on the page itself. */
const SECOND_HAND = 0.25;
/** How much a definition loses where the question does not ask what a word means. */
const DEFINITION_ASIDE = 0.25;
/** A passage this long or longer counts as long (the length feature's scale). */
const LONG_PASSAGE = 600;
/** A quote with its context stays within this length. */
const QUOTE_CHARS = 900;
/** A passage read with the block after it (the command after "run the following:"), at most this long. */
const SPAN_CHARS = 700;

/** Who made something: "Authors: …", "written by …". */
const AUTHORSHIP =
  /\b(?:authors?|authored|written by|created by|designed by|proposed by|maintained by|maintainers?|contributors?|owners?)\b/i;

/**
 * The term a "what is X" question asks to define, as a pattern for a passage that defines it
 * ("A layout feature is any …"), or null. A quoted term wins; else the noun phrase after "what is".
 */
function definedTerm(question: string): RegExp | null {
  const quoted = /['"‘“]([^'"’”]{3,60})['"’”]/.exec(question)?.[1];
  const plain =
    /\bwhat (?:is|are|does|do) (?:an? |the )?([\w -]{3,50}?)(?: mean| stand for)?\s*\?/i.exec(
      question,
    )?.[1] ?? /\bwhat counts as (?:an? |the )?([\w -]{3,50}?)\s*\?/i.exec(question)?.[1];
  // The definition opens a sentence: "A layout feature is …", not "… which layout feature is finalized".
  const term = (quoted ?? plain)?.trim();
  if (!term || term.split(/\s+/).length > 6) return null;
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return new RegExp(
    `(?:^|[.:;!?]\\s+)(?:(?:an?|the|each|every|any)\\s+)?${escaped}s?\\s+(?:is|are|means|refers to|denotes|describes|represents)\\b`,
    'i',
  );
}

const NEGATION =
  /\b(?:not|no|never|cannot|can't|cant|won't|isn't|aren't|doesn't|don't|didn't|unsupported|prohibited|forbidden|neither|nor|unable|disallowed|unlawful)\b|n't\b/i;
/**
 * "Which protocol can Impala not use?" asks what is not; "with almost no local configuration" or
 * "no matter how many" describes, and "the owner isn't around." before the question sets the scene.
 */
export function asksWhatIsNot(question: string): boolean {
  const sentences = question.split(/(?<=[.!?])\s+/).filter((s) => s.trim());
  const asked = sentences.filter((s) => s.trim().endsWith('?'));
  const text = (asked.length > 0 ? asked : sentences).join(' ');
  const described = text.replace(/\bno matter\b|\b(?:almost|nearly|with|little or|next to) no\b/gi, ' ');
  return NEGATION.test(described);
}
const REASON =
  /\b(?:because|since|due to|so that|in order to|to make sure|to ensure|otherwise|avoid|prevent|problem|risk|cause[sd]?|causing|reason|why)\b/i;

export interface JudgeOptions {
  /**
   * A fitted judge to order passages with (`FITTED_JUDGE` is the bundled one); the hand-set rules
   * when absent. Claims stay with the rules either way.
   */
  model?: JudgeModel | null;
  /** Describe every passage by its features even without a model (to fit one from them). */
  features?: boolean;
  stats?: TermStats | undefined;
  /** Labels of the place's links: a passage that is only a link's label is navigation, not an answer. */
  linkLabels?: ReadonlySet<string>;
  /** Labels of the links in the place's content (folded), long enough to be recognised inside a passage. */
  contentLabels?: ReadonlySet<string>;
}

/** The importance of each concept on this site: its weight, times how telling its own term is here. */
export function conceptImportance(query: Query, stats: TermStats | undefined): number[] {
  return query.concepts.map((c) => c.weight * Math.max(IDF_FLOOR, termWeight(c.term, stats)));
}

/** The least a concept weighs however common its word is on the site: common is not meaningless. */
const IDF_FLOOR = 0.5;
/** Related words this close count when asking whether the site speaks of a concept at all. */
const ANSWERABLE_MATCH = 0.4;

/**
 * Whether the pages read speak of each concept at all (its term, or a close relative, occurs in
 * some page). A user's word the site never uses ("kid" where the law says "child" and the
 * lexicon does not bridge) can be answered by no passage; it is left out of the share a passage
 * must cover. Without statistics, every concept counts.
 */
export function answerable(query: Query, stats: TermStats | undefined): boolean[] {
  if (!stats || stats.docs < 3) return query.concepts.map(() => true);
  const spoken = query.concepts.map(() => false);
  for (const [term, matches] of query.terms) {
    if ((stats.df.get(term) ?? 0) === 0) continue;
    for (const m of matches) if (m.weight >= ANSWERABLE_MATCH) spoken[m.concept] = true;
  }
  return spoken;
}

/** For each concept, how well a text answers it (1 for its own term, less for a related word, 0 for none). */
export function conceptMatches(query: Query, text: string): number[] {
  const best = new Array<number>(query.concepts.length).fill(0);
  for (const term of termSet(text)) {
    for (const m of query.terms.get(term) ?? []) {
      if (m.weight > (best[m.concept] ?? 0)) best[m.concept] = m.weight;
    }
  }
  return best;
}

/** A passage candidate: one block, or a block with the one after it in the same section. */
interface Span {
  text: string;
  context: string;
  kinds: string[];
  /** Where it starts, 0..1 through the page: what a page says first is what it is mostly about. */
  at: number;
  /** The span with the blocks around it in the same section: what a citation quotes. */
  quote: string;
  /** Says something of the page as a whole (its title): it is as relevant as the page is. */
  pageLevel?: boolean;
  /** Its first and last block. */
  blocks: [number, number];
  /** The heading it stands under (the nearest one). */
  heading?: string;
}

function spansOf(blocks: readonly Block[]): Span[] {
  const out: Span[] = [];
  blocks.forEach((b, i) => {
    const context = `${b.context} ${b.header}`;
    const at = i / Math.max(1, blocks.length);
    const next = blocks[i + 1];
    const around = (last: number): string => quoteAround(blocks, i, last);
    const heading = b.headings[b.headings.length - 1];
    const under = heading ? { heading } : {};
    out.push({
      ...under,
      text: b.text,
      context,
      kinds: [b.kind],
      at,
      quote: around(i),
      blocks: [i, i],
      ...(i === 0 && b.kind === 'heading' ? { pageLevel: true } : {}),
    });
    // A lead-in and what it introduces (a command, a list, a value) are read together.
    if (
      next &&
      next.context === b.context &&
      !next.text.startsWith(b.text) &&
      b.text.length + next.text.length <= SPAN_CHARS
    ) {
      out.push({
        ...under,
        text: `${b.text} … ${next.text}`,
        context,
        kinds: [b.kind, next.kind],
        at,
        quote: around(i + 1),
        blocks: [i, i + 1],
      });
    }
  });
  return out;
}

/** Overlaps shorter than this are chance, not one passage repeated. */
const MIN_OVERLAP = 15;
/**
 * Passages joined with " … ", where the next one's opening words (up to a space) that end the text
 * so far are said once: windows of one paragraph overlap by a sentence, pairs of items by an item.
 */
export function joinPieces(pieces: readonly string[]): string {
  let text = '';
  for (const piece of pieces) {
    if (text.includes(piece)) continue;
    if (!text || piece.includes(text)) {
      text = piece;
      continue;
    }
    let cut = 0;
    for (let at = piece.indexOf(' ', MIN_OVERLAP); at > 0; at = piece.indexOf(' ', at + 1)) {
      if (text.endsWith(piece.slice(0, at))) cut = at;
    }
    text = cut > 0 ? `${text}${piece.slice(cut)}` : `${text} … ${piece}`;
  }
  return text;
}

/**
 * Blocks `first..last` with their neighbours in the same section, the one before and the one
 * after, as long as the whole stays short: a quote shows the answer in its context.
 */
function quoteAround(blocks: readonly Block[], first: number, last: number): string {
  // Blocks are joined with " … ": each piece is the page's own words, the gap between them is not.
  let text = joinPieces(blocks.slice(first, last + 1).map((b) => b.text));
  const before = blocks[first - 1];
  const after = blocks[last + 1];
  const context = blocks[first]?.context;
  if (
    after &&
    after.context === context &&
    !after.text.startsWith(blocks[last]?.text ?? '') &&
    text.length + after.text.length <= QUOTE_CHARS
  ) {
    text = joinPieces([text, after.text]);
  }
  if (
    before &&
    before.context === context &&
    !(blocks[first]?.text ?? '').startsWith(before.text) &&
    text.length + before.text.length <= QUOTE_CHARS
  ) {
    text = joinPieces([before.text, text]);
  }
  // A row of a table or an item of a list is quoted with the sentence that introduces them ("The
  // following data is stored in the configured SQL database:"): it says what they are.
  const lead = leadInsOf(blocks)[first];
  if (lead && !text.includes(lead) && text.length + lead.length <= QUOTE_CHARS) text = `${lead} … ${text}`;
  return text;
}

const leadIns = new WeakMap<readonly Block[], Array<string | undefined>>();

/**
 * For each row of a table and item of a list, the paragraph ending in a colon just before its run
 * of rows or items under the same headings, if any; found in one pass per page.
 */
function leadInsOf(blocks: readonly Block[]): Array<string | undefined> {
  let out = leadIns.get(blocks);
  if (out) return out;
  out = [];
  let lead: string | undefined;
  let under = '';
  blocks.forEach((b, i) => {
    const prev = blocks[i - 1];
    const listed = b.kind === 'table-row' || b.kind === 'list-item';
    // A new run starts where the kind changes: the block before it may introduce it.
    if (listed && prev?.kind !== b.kind) {
      const introduces = prev?.kind === 'paragraph' && /:\s*$/.test(prev.text);
      lead = introduces ? prev.text : undefined;
      under = introduces ? prev.headings.join('\n') : '';
    }
    out.push(listed && lead !== undefined && b.headings.join('\n') === under ? lead : undefined);
  });
  leadIns.set(blocks, out);
  return out;
}

/** Every passage of a place with its judgement, best first. */
export function judgePassages(place: Place, query: Query, options: JudgeOptions = {}): Judgement[] {
  return judgeAll(place, query, options).judgements.map(withEntry);
}

/** Every passage judged, best first, with the page's blocks the passages' `blocks` index into. */
function judgeAll(
  place: Place,
  query: Query,
  options: JudgeOptions,
): { judgements: Judgement[]; blocks: Block[] } {
  const type = questionType(query.question);
  let blocks = blocksOf(place.passages);
  if (blocks.length === 0 && place.text.trim()) {
    blocks = blocksOf([{ kind: 'paragraph', text: place.text, headings: [] }]);
  }
  if (blocks.length === 0 || query.concepts.length === 0) return { judgements: [], blocks };
  // The page's own title can hold the answer ("[HDDS-3755] Storage Class" names its ticket), when
  // it says more than its place in the site does (not "Engine Oil Filter - 2011 Camry L4-2.5L").
  const pathWords = new Set(terms(place.path.join(' ')));
  const titleSaysMore = terms(place.title).some((t) => /\d/.test(t) && !pathWords.has(t));
  if (place.title.trim() && titleSaysMore) {
    blocks = [
      { kind: 'heading', text: squash(place.title), headings: [], context: '', header: '' },
      ...blocks,
    ];
  }
  const importance = conceptImportance(query, options.stats);
  const spoken = answerable(query, options.stats);
  // Where the answer lives (names, identifiers) the page must show somewhere; what is asked the
  // passage must answer, with where it stands.
  const where = query.concepts.map((c) => c.where === true);
  if (where.every(Boolean)) where.fill(false);
  const qualifier = query.concepts.map((c) => c.qualifier === true);
  const what = importance.map((w, i) => (qualifier[i] ? 0 : w));
  const all = what.reduce((a, b) => a + b, 0) || 1;
  const said = what.reduce((a, b, i) => a + (spoken[i] ? b : 0), 0);
  // Never less than half the question: a passage must still answer what is asked.
  const total = Math.max(said, all / 2);
  const everywhere = conceptMatches(query, `${place.title} ${place.path.join(' ')} ${place.text}`);
  const whereWeight = importance.reduce((a, w, i) => a + (where[i] ? w : 0), 0);
  const placed =
    whereWeight === 0
      ? 1
      : importance.reduce((a, w, i) => a + (where[i] && (everywhere[i] ?? 0) >= PLACING_MATCH ? w : 0), 0) /
        whereWeight;
  const title = conceptMatches(query, place.title);
  const path = conceptMatches(query, `${place.path.join(' ')} ${(place.folder ?? []).join(' ')}`);
  const negated = asksWhatIsNot(query.question);
  // A page whose title names what the question sets aside ("… instead of Ranger") is about the alternative.
  const aside = new Set(terms(contrastWords(query.question)));
  const alternative = aside.size > 0 && terms(place.title).some((t) => aside.has(t));
  const defines = definedTerm(query.question);
  // The phrase naming what is asked ("standard excess"), when it is more than a word: a sure
  // answer names it as a phrase, where it stands or in its own words.
  const phrase = askedPhrase(query.question);
  const phraseTerms = phrase ? terms(phrase) : [];
  const asked = phraseTerms.length >= 2 ? phraseTerms : null;
  const placeNames = (text: string) => (asked ? hasPhrase(text, asked) : true);
  const pageNamesPhrase = placeNames(`${place.title} \n ${place.path.join(' \n ')}`);
  const spans = spansOf(blocks);
  const match = options.features || options.model ? termMatcher(query, spans, options.stats) : undefined;
  for (const span of spans) {
    // Who wrote the page is said once, next to its title: "Authors: …" is about the whole page.
    if (type.kind === 'name' && AUTHORSHIP.test(span.text) && span.text.length <= SHORT_LINE)
      span.pageLevel = true;
  }
  // Concepts the site never speaks of are left out, as long as half the question remains.
  const counted = said >= all / 2 ? what.map((w, i) => (spoken[i] ? w : 0)) : what;
  // (That the site never speaks of a word is learnt from the pages read so far: a sure answer
  // still answers the question as asked.)
  const heard = counted.reduce((a, b) => a + b, 0) / all;
  const countedWeight = Math.max(
    1e-9,
    counted.reduce((a, w) => a + w, 0),
  );
  const cover = (m: readonly number[]) => counted.reduce((a, w, i) => a + w * (m[i] ?? 0), 0) / countedWeight;
  const context = {
    pageCover: cover(everywhere),
    titleCover: cover(title),
    titleTerms: new Set(terms(`${place.title} ${place.path.join(' ')}`)),
    cover,
    query,
    type,
    importance: counted,
    heard,
    total,
    title,
    path,
    negated,
    defines,
    options,
    placed,
    restatable: !asksForSomething(query.question),
    questionWords: new Set(words(query.question)),
    glossary: GLOSSARY.test(place.title),
    alternative,
    match,
    // (Where a value, a name or an identifier is asked, the value itself is the evidence.)
    namesPhrase: (span: Span) =>
      SHAPED_KINDS.has(type.kind) || pageNamesPhrase || placeNames(`${span.text} \n ${span.context}`),
  };
  const first = spans.map((span) => judgeSpan(span, context, null));
  const page = {
    relevance: Math.max(0, ...first.map((j) => j.relevance)),
    mentions: Math.max(0, ...first.map((j) => j.mentions)),
  };
  const judgements = spans
    .map((span, i) => (span.pageLevel ? judgeSpan(span, context, page) : (first[i] as Judgement)))
    .sort((a, b) => b.score - a.score);
  return { judgements, blocks };
}

export function judgePlace(place: Place, query: Query, options: JudgeOptions = {}): Judgement {
  const { judgements, blocks } = judgeAll(place, query, options);
  // A passage that answers comes before one that only matches the question's words better
  // ("Impala supports ofs and s3a" does not say which protocol it cannot use), and one the rules
  // are sure of before one they are not: the fitted order chooses among passages alike.
  const best = judgements.find((j) => j.sure) ?? judgements.find((j) => j.found) ?? judgements[0];
  if (best) return withEntry(withCompanion(best, judgements, blocks));
  return {
    found: false,
    passage: '',
    quote: '',
    relevance: 0,
    mentions: 0,
    shaped: false,
    type: questionType(query.question),
    reason: 'the place has no text',
    score: 0,
    sure: false,
  };
}

/** An answer whose name stands in its heading is given with the heading: the name is the answer. */
function withEntry(j: Judgement): Judgement {
  if (!j.entry || j.passage.includes(j.entry)) return j;
  return {
    ...j,
    passage: joinPieces([j.entry, j.passage]),
    quote: j.quote.includes(j.entry) ? j.quote : joinPieces([j.entry, j.quote]),
  };
}

/**
 * The best passage, grown by the passages around it that the judge cannot tell apart from it (a
 * tie within TIE: the lead-in and the command, the label and the value, two halves of one
 * answer), and with it the best tie elsewhere on the page: the answer gives both rather than
 * guess between them.
 */
function withCompanion(top: Judgement, all: readonly Judgement[], blocks: readonly Block[]): Judgement {
  if (top.score <= 0 || !top.blocks) return top;
  // (A tie stands as high as the top in the judge's eyes: one it would not answer with, or less
  // sure of, is no second half of the answer, however its score compares.)
  const standing = (j: Judgement) => Number(j.found) + Number(j.sure);
  const ties = all.filter(
    (j) => j !== top && j.blocks !== undefined && j.score >= TIE * top.score && standing(j) >= standing(top),
  );
  let [from, to] = top.blocks;
  const textOf = (a: number, b: number): string =>
    joinPieces(
      blocks
        .slice(a, b + 1)
        .filter((x, i) => x.kind !== 'heading' || (i === 0 && a === b))
        .map((x) => x.text),
    );
  // (Windows of a paragraph and pairs of list items overlap their neighbours: they are not joined.)
  const joinable = (a: number, b: number) => blocks.slice(a, b + 1).every((x) => !x.overlapping);
  for (let grown = joinable(from, to); grown; ) {
    grown = false;
    for (const j of ties) {
      const [a, b] = j.blocks as [number, number];
      if (a > to + 1 || b < from - 1 || (a >= from && b <= to)) continue;
      const [na, nb] = [Math.min(a, from), Math.max(b, to)];
      if (!joinable(na, nb)) continue;
      if (textOf(na, nb).length > MERGE_CHARS) continue;
      [from, to] = [na, nb];
      grown = true;
    }
  }
  const best: Judgement =
    from === top.blocks[0] && to === top.blocks[1]
      ? top
      : { ...top, passage: textOf(from, to), quote: quoteAround(blocks, from, to), blocks: [from, to] };
  const companion = ties.find(
    (j) =>
      j.blocks !== undefined &&
      (j.blocks[1] < from - 1 || j.blocks[0] > to + 1) &&
      !best.quote.includes(j.passage),
  );
  if (!companion?.blocks) return best;
  const first = companion.blocks[0] < from;
  const join = (a: string, b: string) => (first ? joinPieces([b, a]) : joinPieces([a, b]));
  return {
    ...best,
    passage: join(best.passage, companion.passage),
    quote: join(best.quote, companion.quote),
  };
}

interface JudgeContext {
  /** Share of the question the whole page speaks of. */
  pageCover: number;
  /** Share of the question the page's title names. */
  titleCover: number;
  /** The terms of the page's title and path. */
  titleTerms: ReadonlySet<string>;
  /** Share of the question (by the weights counted) a set of concept matches covers. */
  cover: (matches: readonly number[]) => number;
  /** Whether the span, where it stands, names the question's asked phrase (true without one). */
  namesPhrase: (span: Span) => boolean;
  /** Share of the question's names and identifiers the page shows anywhere. */
  placed: number;
  query: Query;
  type: QuestionType;
  importance: number[];
  total: number;
  title: number[];
  path: number[];
  negated: boolean;
  defines: RegExp | null;
  /** Share of the question's weight left once the words the site never speaks of are left out. */
  heard: number;
  /** The question may be answered by restating it (a yes/no question). */
  restatable: boolean;
  /** The question's own words, as `words` splits them (read once per page, not per passage). */
  questionWords: ReadonlySet<string>;
  /** The page lists definitions (its title says so). */
  glossary: boolean;
  /** The page's title names what the question sets aside. */
  alternative: boolean;
  /** How a span's own words match the question's, as a search engine weighs them (features only). */
  match: ((span: Span) => { termMatch: number; pageRare: number }) | undefined;
  options: JudgeOptions;
}

/** How much of the question a span covers, with where it stands, and what its own words say. */
interface SpanCover {
  /** Match of each concept in the span's own words (a table row's with its caption). */
  own: number[];
  /** Match of each concept in the headings above it. */
  around: number[];
  relevance: number;
  mentions: number;
  /** Weight of what is asked (names apart) the span's own words speak of, and of all that is asked. */
  asked: number;
  askable: number;
}

function spanCover(span: Span, row: boolean, ctx: JudgeContext): SpanCover {
  const { query, importance, title, path, placed, alternative } = ctx;
  const own = conceptMatches(query, row ? `${span.text} ${span.context}` : span.text);
  const around = conceptMatches(query, span.context);
  let relevance = 0;
  let weighed = 0;
  let mentions = 0;
  let mentionable = 0;
  // What is asked, apart from the names that say where: the passage itself must speak of some of it.
  let asked = 0;
  let askable = 0;
  importance.forEach((w, i) => {
    if (w === 0) return;
    const here = own[i] ?? 0;
    const name = query.concepts[i]?.name === true;
    if (!name && query.concepts[i]?.where !== true) {
      asked += w * here;
      askable += w;
    }
    const located = name && Math.max(title[i] ?? 0, path[i] ?? 0) >= 1;
    // A name the page's title or breadcrumb holds ("2010 Subaru Outback") is the location's
    // business: it places every passage of the page alike, and says nothing of this one.
    if (located) {
      const e = here > 0 ? w : w * LOCATED_NAME;
      relevance += e;
      weighed += e;
      return;
    }
    const there = Math.max(
      (around[i] ?? 0) * CONTEXT_WEIGHT,
      (title[i] ?? 0) * TITLE_WEIGHT,
      (path[i] ?? 0) * (name ? 1 : PATH_WEIGHT),
    );
    relevance += w * Math.max(here, there);
    weighed += w;
    mentions += w * here;
    mentionable += w;
  });
  // A page about another model, version or thing than the question names answers nothing.
  relevance =
    (relevance / Math.max(weighed, 1e-9)) *
    (1 - WHERE_SHARE + WHERE_SHARE * placed) *
    (alternative ? ALTERNATIVE : 1);
  mentions /= Math.max(mentionable, 1e-9);
  return { own, around, relevance, mentions, asked, askable };
}

/** What a span's form says: a link's label, naming the asked thing, describing another page, holding the asked kind. */
interface SpanForm {
  navigation: boolean;
  focusNamed: boolean;
  describesLink: boolean;
  /** How clearly the span itself holds the kind of thing asked for. */
  ownStrength: number;
  /** How clearly the heading of the entry it describes does (a reference's setting, function, command). */
  entry: number;
  strength: number;
}

function spanForm(span: Span, cover: SpanCover, ctx: JudgeContext): SpanForm {
  const { query, type, title, path, options } = ctx;
  const folded = squash(span.text).toLowerCase();
  const navigation = options.linkLabels?.has(folded) ?? false;
  // The thing a "what/which X" question asks for must be named where the passage stands: a
  // passage on "standard accessories" does not answer "the standard excess".
  // (A noun that only says what kind of answer is wanted, a port, a rating, a command, need not be.)
  const focus =
    type.noun && (type.kind === 'statement' || type.kind === 'place')
      ? query.concepts.findIndex((c) => c.term === stem(type.noun as string))
      : -1;
  const { own, around } = cover;
  const focusNamed =
    focus < 0 ||
    Math.max(own[focus] ?? 0, around[focus] ?? 0, title[focus] ?? 0, path[focus] ?? 0) >= FOCUS_MATCH;
  // A passage naming a link of the page (a list of documents with their summaries) describes
  // another page: the page it links to says it first-hand.
  const describesLink = !navigation && [...(options.contentLabels ?? [])].some((l) => folded.includes(l));
  const ownStrength = navigation
    ? 0
    : Math.max(...span.kinds.map((k) => shapeStrength(span.text, type.kind, query.question, k, type.noun)));
  // In a reference, each entry (a setting, a function, a command) is a heading with its
  // description below: the heading names what the passage describes.
  const entry =
    !navigation && NAMED_KINDS.has(type.kind) && span.heading && span.heading.length <= ENTRY_HEADING
      ? shapeStrength(span.heading, type.kind, query.question, undefined, type.noun)
      : 0;
  return {
    navigation,
    focusNamed,
    describesLink,
    ownStrength,
    entry,
    strength: Math.max(ownStrength, entry),
  };
}

/** Words that mark the kind of answer asked for: a reason, an author, a definition of the term, a value with what it measures. */
function answerCue(span: Span, row: boolean, strength: number, ctx: JudgeContext): number {
  const { type, defines, query } = ctx;
  let cue = 0;
  if (type.kind === 'reason' && REASON.test(span.text)) cue += 0.1;
  if (type.kind === 'name' && AUTHORSHIP.test(span.text)) cue += 0.3;
  if (defines?.test(span.text)) cue += 0.3;
  // A table row naming the asked thing and giving its value is how facts are stated: "Oil
  // pressure at idle | 10 psi".
  if ((type.kind === 'value' || type.kind === 'time') && row && strength > 0) cue += 0.15;
  // A figure followed by the very thing asked about: "520 CCA", "28 days", "a $100 fine".
  if ((type.kind === 'value' || type.kind === 'time') && valueOfAsked(span.text, query)) cue += 0.15;
  // An identifier called what the question calls it: "the *-audit-log4j2.properties files".
  if (type.kind === 'identifier' && type.noun && namesItsKind(span.text, type.noun)) cue += 0.15;
  return cue;
}

/** Why a span is or is not an answer, in words. */
function judgeReason(
  found: boolean,
  j: { shaped: boolean; focusNamed: boolean; relevance: number; mentions: number; polarity: number },
  ctx: JudgeContext,
): string {
  const pct = (x: number) => `${Math.round(x * 100)}%`;
  if (found) return `the passage, where it stands, answers ${pct(j.relevance)} of the question`;
  if (!j.shaped)
    return `no passage holds ${describeKind(ctx.type)} (best answers ${pct(j.relevance)} of the question)`;
  if (!j.focusNamed) return `no passage names the ${ctx.type.noun} asked about`;
  if (j.relevance < MIN_RELEVANCE) return `best passage answers only ${pct(j.relevance)} of the question`;
  if (j.polarity < 0) return 'no passage says what is not so';
  if (ctx.placed < MIN_PLACED) return 'the page is about something else than the question names';
  return `best passage itself says too little of the question (${pct(j.mentions)})`;
}

/** What the rules read of a span beyond its cover and form, as the sure test and the features want it. */
interface SpanTraits {
  topical: number;
  crisp: boolean;
  unitAsked: boolean;
  definitional: boolean;
  unshaped: number;
  polarity: number;
  cue: number;
}

function spanTraits(span: Span, row: boolean, form: SpanForm, ctx: JudgeContext): SpanTraits {
  const { type, query, importance, title, path, total, negated, defines, glossary } = ctx;
  // Where a value, a time, a name or an identifier is asked, a passage without one is no answer.
  const unshaped = !(form.strength > 0) && SHAPED_KINDS.has(type.kind) ? 0.5 : 0;
  // Sure needs a page on the question too: its title or path names some of it. A clearly stated
  // value, time, name or identifier where one is asked is sure with less of the question's words.
  const topical =
    importance.reduce((a, w, i) => a + w * Math.max(title[i] ?? 0, (path[i] ?? 0) * PATH_WEIGHT), 0) / total;
  return {
    topical,
    // (A measure of something the question does not ask about, "30 seconds" for a fill level, is
    // not a clearly stated answer.)
    crisp: SHAPED_KINDS.has(type.kind) && form.strength >= 1 && measuresFit(span.text, query.question),
    // A question that names its unit ("how many litres") is sure only of a figure given in it.
    unitAsked: type.kind === 'value' && askedDimensions(query.question) !== undefined,
    // Definitions settle only what a word means.
    definitional: !defines && (glossary || DEFINES_A_TERM.test(span.text)),
    unshaped,
    // A question asking what is not (done, allowed, supported) is answered by a passage saying so.
    polarity: negated ? (NEGATION.test(span.text) ? 0.15 : -0.5) : 0,
    cue: answerCue(span, row, form.strength, ctx),
  };
}

/** Found, and so clearly that looking further is not worth it. */
function isSure(
  span: Span,
  cover: SpanCover,
  form: SpanForm,
  traits: SpanTraits,
  { relevance, mentions }: { relevance: number; mentions: number },
  ctx: JudgeContext,
): boolean {
  const { type, query, heard } = ctx;
  // Who did something is said with the deed: "Authors: …", "designed by …"; a capitalized term
  // alone ("Raft Snapshot") may name a thing rather than a person.
  const credited = type.kind !== 'name' || AUTHORSHIP.test(span.text) || /\bby\s+\p{Lu}/u.test(span.text);
  // "How do I …" is answered surely only by something to do: a code block, a command, a flag (a
  // name in code style inside prose describes, it does not instruct).
  const doable = (): boolean =>
    type.kind !== 'procedure' || span.kinds.some((k) => hasSomethingToRun(span.text, query.question, k));
  const { crisp, unitAsked } = traits;
  return (
    doable() &&
    !form.describesLink &&
    !traits.definitional &&
    credited &&
    (cover.askable === 0 || cover.asked > 0) &&
    ctx.namesPhrase(span) &&
    traits.topical >= SURE_TOPICAL &&
    (crisp || !unitAsked) &&
    (crisp
      ? relevance * heard >= SURE_SHAPED_RELEVANCE && mentions * heard >= SURE_SHAPED_MENTIONS
      : relevance * heard >= SURE_RELEVANCE && mentions * heard >= SURE_MENTIONS)
  );
}

/** The rules' own sum for a span: how it ranks without a fitted model. */
function ruleScore(
  span: Span,
  form: SpanForm,
  traits: SpanTraits,
  { relevance, mentions }: { relevance: number; mentions: number },
  defines: RegExp | null,
): number {
  // Two blocks cost a little, unless the second is the code the first introduces.
  const length =
    span.kinds.length > 1 ? (span.kinds[1] === 'other' && span.kinds[0] !== 'other' ? -0.02 : 0.03) : 0;
  // A definition ("“Hands-free accessory” means …") says what a word means, not what is allowed,
  // required or how much: it answers only a question about the word.
  const definitionAside = !defines && DEFINES_A_TERM.test(span.text) ? DEFINITION_ASIDE : 0;
  return (
    relevance +
    0.5 * mentions +
    0.3 * form.strength +
    (form.focusNamed ? 0 : -FOCUS_MISSING) +
    traits.polarity +
    traits.cue -
    length -
    (form.describesLink ? SECOND_HAND : 0) -
    definitionAside +
    EARLY * (1 - span.at) -
    traits.unshaped
  );
}

/** A span as the fitted judge reads it (see judge-features.ts). */
function spanFeatures(
  span: Span,
  row: boolean,
  cover: SpanCover,
  form: SpanForm,
  traits: SpanTraits,
  rules: { score: number; sure: boolean },
  ctx: JudgeContext,
): JudgeFeatures {
  const { negated, placed, heard, pageCover, titleCover, titleTerms, query, match } = ctx;
  return {
    relevance: cover.relevance,
    mentions: cover.mentions,
    shape: Math.min(1, form.strength),
    focusNamed: form.focusNamed ? 1 : 0,
    placed,
    topical: Math.min(1, traits.topical),
    heard,
    askedShare: cover.askable === 0 ? 1 : cover.asked / cover.askable,
    namesPhrase: ctx.namesPhrase(span) ? 1 : 0,
    negationSaid: negated && traits.polarity > 0 ? 1 : 0,
    negationMissing: traits.polarity < 0 ? 1 : 0,
    kindCue: traits.cue > 0 ? 1 : 0,
    crisp: traits.crisp ? 1 : 0,
    unitMissing: traits.unitAsked && !traits.crisp ? 1 : 0,
    unshaped: traits.unshaped > 0 ? 1 : 0,
    describesLink: form.describesLink ? 1 : 0,
    definitional: traits.definitional ? 1 : 0,
    navigation: form.navigation ? 1 : 0,
    early: 1 - span.at,
    twoBlocks: span.kinds.length > 1 ? 1 : 0,
    pageLevel: span.pageLevel ? 1 : 0,
    pageCover,
    titleCover,
    headingCover: ctx.cover(cover.around),
    length: Math.min(1, span.text.length / LONG_PASSAGE),
    heading: span.kinds[0] === 'heading' ? 1 : 0,
    tableRow: row ? 1 : 0,
    listItem: span.kinds[0] === 'list-item' ? 1 : 0,
    code: span.kinds[0] === 'other' ? 1 : 0,
    ...wordsSaid(span.text, query, titleTerms),
    ...(match ? match(span) : { termMatch: 0, pageRare: 0 }),
    // (Squashed to 0..1, as every feature is.)
    ruleScore: 1 / (1 + Math.exp(-rules.score)),
    ruleSure: rules.sure ? 1 : 0,
  };
}

/**
 * Judges one span. `page`, for a span that speaks of the whole page (its title, its authors), is
 * the best relevance and mentions of the page's passages: the page's topic is the span's topic.
 */
function judgeSpan(
  span: Span,
  ctx: JudgeContext,
  page: { relevance: number; mentions: number } | null,
): Judgement {
  // A table row is read with its table: its caption and column names say what its cells are.
  const row = span.kinds[0] === 'table-row';
  const cover = spanCover(span, row, ctx);
  // The features read the span's own words; what the page says as a whole has features of its own.
  const said = page
    ? {
        relevance: Math.max(cover.relevance, PAGE_LEVEL * page.relevance),
        mentions: Math.max(cover.mentions, PAGE_LEVEL * page.mentions),
      }
    : { relevance: cover.relevance, mentions: cover.mentions };
  const form = spanForm(span, cover, ctx);
  const traits = spanTraits(span, row, form, ctx);
  const shaped = form.strength > 0;
  // A passage all of whose words the question says (its heading, a sentence naming the page's
  // topic) tells nothing the question does not: only a yes/no question is answered so.
  const tellsNothing =
    !ctx.restatable && !span.pageLevel && onlyQuestionWords(span.text, ctx.questionWords, ctx.query);
  const found =
    !tellsNothing &&
    shaped &&
    form.focusNamed &&
    said.relevance >= MIN_RELEVANCE &&
    said.mentions >= MIN_MENTIONS &&
    traits.polarity >= 0 &&
    ctx.placed >= MIN_PLACED;
  const sure = found && isSure(span, cover, form, traits, said, ctx);
  const handScore = ruleScore(span, form, traits, said, ctx.defines);
  const model = ctx.options.model ?? undefined;
  // Features cost a second reading of the passage's words: only for a model, or to fit one.
  const features =
    !model && !ctx.options.features
      ? undefined
      : spanFeatures(span, row, cover, form, traits, { score: handScore, sure }, ctx);
  const probability = model && features ? judgeProbability(model, features) : undefined;
  return {
    ...(features ? { features } : {}),
    ...(probability === undefined ? {} : { probability }),
    found,
    // Claims stay with the rules: fitted on the shared sites, the calibrated probability of the
    // chosen passage tells right from wrong too little across sites to claim at 5% wrong.
    sure,
    byRule: { score: handScore, sure },
    ...(form.entry > form.ownStrength && span.heading ? { entry: span.heading } : {}),
    passage: span.text,
    blocks: span.blocks,
    quote: span.quote,
    relevance: said.relevance,
    mentions: said.mentions,
    shaped,
    type: ctx.type,
    reason: judgeReason(
      found,
      { ...said, shaped, focusNamed: form.focusNamed, polarity: traits.polarity },
      ctx,
    ),
    // The fitted probability orders passages where the judge is fitted; the hand-set sum stands without it.
    score: probability ?? handScore,
  };
}

/**
 * How a passage's words stand to the question's: `density`, the share of its terms that are the
 * question's (or their relatives); `novelty`, the share that neither the question nor the page's
 * title says: an answer tells something the question does not already say.
 */
function wordsSaid(
  text: string,
  query: Query,
  titleTerms: ReadonlySet<string>,
): { density: number; novelty: number } {
  const all = terms(text);
  if (all.length === 0) return { density: 0, novelty: 0 };
  let asked = 0;
  let fresh = 0;
  for (const t of all) {
    if (query.terms.has(t)) asked++;
    else if (!titleTerms.has(t)) fresh++;
  }
  return { density: asked / all.length, novelty: fresh / all.length };
}

/** Whether every word of a text is the question's own (or a relative), small words apart; a lone letter counts. */
function onlyQuestionWords(text: string, asked: ReadonlySet<string>, query: Query): boolean {
  return words(text).every((w) => isStopword(w) || asked.has(w) || query.terms.has(stem(w)));
}

/** Whether the terms of a phrase occur in order, each within two words of the last ("standard excess"). */
function hasPhrase(text: string, phrase: readonly string[]): boolean {
  const seq = terms(text);
  for (let i = 0; i < seq.length; i++) {
    if (seq[i] !== phrase[0]) continue;
    let at = i;
    let ok = true;
    for (const t of phrase.slice(1)) {
      const next = seq.slice(at + 1, at + 3).indexOf(t);
      if (next < 0) {
        ok = false;
        break;
      }
      at += next + 1;
    }
    if (ok) return true;
  }
  return false;
}

/**
 * A figure next to a word of the question: the value of what is asked ("520 CCA", "28 days",
 * "port 14000", "limit of 10000").
 */
function valueOfAsked(text: string, query: Query): boolean {
  const around = [
    ...text.matchAll(/\d[\d,.]*\s*(?:%\s*)?([\p{L}][\p{L}-]*)/gu),
    ...text.matchAll(/([\p{L}][\p{L}-]*)\s*(?:(?:is|of|at|to|=|:)\s*)?\d/gu),
  ];
  for (const m of around) {
    const word = m[1] ?? '';
    for (const t of termSet(word)) {
      if ((query.terms.get(t) ?? []).some((x) => x.weight >= 1 && !query.concepts[x.concept]?.name))
        return true;
    }
  }
  return false;
}

/**
 * An identifier (a token with dots, slashes, underscores or dashes inside) called by the noun
 * that says what it is: "the *.properties files", "the property ozone.om.address" (not "by
 * setting x.y", where the noun is a verb).
 */
function namesItsKind(text: string, noun: string): boolean {
  const kind = stem(noun);
  const tokens = text.split(/\s+/);
  const word = (i: number) => stem((tokens[i] ?? '').replace(/[^\p{L}]/gu, '').toLowerCase());
  return tokens.some((t, i) => {
    if (!/\w[._/-]\w|^[*.]\S+\.\w/.test(t)) return false;
    if (word(i + 1) === kind) return true;
    return word(i - 1) === kind && /^(?:the|a|an|this|that)$/i.test(tokens[i - 2] ?? '');
  });
}

function describeKind(type: QuestionType): string {
  switch (type.kind) {
    case 'value':
      return 'a value';
    case 'time':
      return 'a time or date';
    case 'name':
      return 'a name';
    case 'identifier':
      return type.noun ? `a ${type.noun} name` : 'an identifier';
    default:
      return 'an answer';
  }
}

/** BM25's saturation and length constants. */
const K1 = 1.2;
const B = 0.75;

/**
 * How a span's own words match the question's, two ways a search engine weighs them.
 * `termMatch`: BM25 of the question's terms (their frequency saturating, long spans paying for
 * their length, rare terms on the site counting more), as a share of the most a span could score.
 * `pageRare`: the share of the question's concepts, each weighed by how rare it is among the
 * page's spans, that the span's words name: what the whole page repeats (its topic) places the
 * passage, the words rare on the page tell which passage answers.
 */
function termMatcher(
  query: Query,
  spans: readonly Span[],
  stats: TermStats | undefined,
): (span: Span) => { termMatch: number; pageRare: number } {
  const bags = spans.map((s) => terms(s.text));
  const avg = bags.reduce((a, b) => a + b.length, 0) / Math.max(1, bags.length) || 1;
  const asked = [...new Set(terms(query.question))];
  const docs = stats?.docs ?? 0;
  const idf = (t: string) => {
    const df = stats?.df.get(t) ?? 0;
    return docs >= 2 ? Math.log(1 + (docs - df + 0.5) / (df + 0.5)) : 1;
  };
  const weights = asked.map(idf);
  const most = weights.reduce((a, w) => a + w, 0) || 1;
  const named = bags.map((bag) => {
    const m = query.concepts.map(() => 0);
    for (const t of bag)
      for (const x of query.terms.get(t) ?? []) m[x.concept] = Math.max(m[x.concept] ?? 0, x.weight);
    return m;
  });
  const n = spans.length;
  const rarity = query.concepts.map((c, i) => {
    const df = named.filter((m) => (m[i] ?? 0) > 0).length;
    return (c.qualifier ? 0 : c.weight) * Math.log(1 + (n - df + 0.5) / (df + 0.5));
  });
  const rareAll = rarity.reduce((a, w) => a + w, 0) || 1;
  const index = new Map(spans.map((s, i) => [s, i]));
  return (span) => {
    const i = index.get(span) ?? 0;
    const bag = bags[i] ?? [];
    const tf = new Map<string, number>();
    for (const t of bag) tf.set(t, (tf.get(t) ?? 0) + 1);
    const norm = K1 * (1 - B + (B * bag.length) / avg);
    const score = asked.reduce((a, t, k) => {
      const f = tf.get(t) ?? 0;
      return a + (f ? ((weights[k] ?? 0) * f) / (f + norm) : 0);
    }, 0);
    const rare = rarity.reduce((a, w, k) => a + w * (named[i]?.[k] ?? 0), 0) / rareAll;
    return { termMatch: score / most, pageRare: rare };
  };
}
