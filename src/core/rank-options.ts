import { LINK_WEIGHTS } from './link-weights.ts';
import { promisingEntries } from './listing.ts';
import type { Memory } from './memory.ts';
import type { MenuItem, Option, OptionGroup, Peek, Place } from './place.ts';
import { buildQuery, flatQuery, type Query } from './query.ts';
import { bm25, urlWords } from './rank.ts';
import { FIELD, type LinkField, locatedTerms, type ScentField, scentOf, type TermStats } from './scent.ts';
import { siteIndexTexts } from './site-index.ts';
import { clip, terms } from './text.ts';
import { healthOf, isAncestor, visitKey } from './url.ts';
import type { ViewOption } from './view.ts';

/** How much a match one level down in a folder counts, against a match in the folder's own label. */
const FOLDER_DECAY = 0.9;
/**
 * Weight of a question concept the place already shows in its title or path: the make on the make's
 * page guides no further, though an option repeating it (a breadcrumb) would match it best.
 */
const LOCATED_WEIGHT = LINK_WEIGHTS.located;
/** Descendants read per folder when ranking: enough for any manual tree, bounded for huge menus. */
const MAX_DESCENDANTS = 600;
/** Weight of an option whose label names an identifier of the same kind as, but other than, the question's. */
const CONFLICT_WEIGHT = 0.2;

/**
 * How much a label still promises when it names another version, year or model than the question
 * ("2010 Outback H6-3.6L" when the question asks about the 2.5L): a near miss weighs little.
 */
export function conflictFactor(question: string, label: string): number {
  const asked = identifiers(question);
  if (asked.length === 0) return 1;
  const shapes = new Set(asked.map(shapeOf));
  return identifiers(label).some((t) => shapes.has(shapeOf(t)) && !asked.includes(t)) ? CONFLICT_WEIGHT : 1;
}
/** How much of a peek an option's context shows. */
const PEEK_CONTEXT = 160;
/** Share of a place's own scent its links inherit: the sections of the right chapter are all candidates. */
export const INHERIT = 0.5;

/** The visit key of the place an option leads to. */
export function optionVisitKey(place: Place, option: Option): string {
  return option.kind === 'folder'
    ? visitKey(place.location, [...(place.folder ?? []), option.label])
    : visitKey(option.target);
}

interface Descendant {
  owner: number;
  depth: number;
  chain: string[];
}

/** The descendants of an in-page folder, breadth first, with the labels leading to each. */
function descendantsOf(place: Place, option: Option, owner: number, out: Descendant[]): void {
  let items: readonly MenuItem[] | undefined = place.menu;
  let node: MenuItem | undefined;
  for (const i of option.folderPath ?? []) {
    node = items?.[i];
    items = node?.children;
  }
  if (!node?.children) return;
  const queue = node.children.map((child) => ({ item: child, depth: 1, chain: [child.label] }));
  let taken = 0;
  while (queue.length > 0 && taken < MAX_DESCENDANTS) {
    const { item, depth, chain } = queue.shift() as (typeof queue)[number];
    out.push({ owner, depth, chain });
    taken++;
    for (const child of item.children ?? [])
      queue.push({ item: child, depth: depth + 1, chain: [...chain, child.label] });
  }
}

/**
 * Identifiers that name one of several versions, years or models ("2004", "2.4L", "v3", "1.4.1"):
 * a label naming another of the same kind is a near miss. Bare small numbers ("Chapter 12") are
 * counters, not identifiers.
 */
function identifiers(text: string): string[] {
  return terms(text).filter((t) => /\d/.test(t) && !/^\d{1,3}$/.test(t));
}

/** The shape of an identifier, so that a year conflicts with a year and a version with a version. */
function shapeOf(id: string): string {
  return id.replace(/[a-z]+/g, 'a').replace(/\d+/g, '9');
}

/**
 * What is known of an option before opening it: its label, URL, context and what lies under it
 * (a peek's, or what a site's index promises).
 */
function optionFields(
  place: Place,
  option: Option,
  peek: Peek | undefined,
  query: Query,
  seen: TermStats | undefined,
): ScentField[] {
  const fields: ScentField[] = [{ text: option.label, weight: FIELD.label }];
  if (option.kind === 'folder') return fields;
  fields.push({ text: urlWords(option.target, place.location), weight: FIELD.url });
  if (option.context) fields.push({ text: option.context, weight: FIELD.context });
  for (const [name, text] of underTexts(option, peek, query, seen))
    fields.push({ text, weight: FIELD[name] });
  return fields;
}

/** What is known under a link not yet opened: what a peek showed, or else what a site's index promises. */
export function underTexts(
  link: { label: string; target: string; group: OptionGroup },
  peek: Peek | undefined,
  query: Query,
  seen: TermStats | undefined,
): Array<[LinkField, string]> {
  return peek ? peekTexts(peek) : siteIndexTexts(link, query, seen);
}

export function peekFields(peek: Peek): ScentField[] {
  return peekTexts(peek).map(([name, text]) => ({ text, weight: FIELD[name] }));
}

/** What a peek shows, by the part of a lead's scent each text is. */
export function peekTexts(peek: Peek): Array<[LinkField, string]> {
  if (!peek.ok) return [];
  return [
    ['peekTitle', peek.title],
    ['peekAbout', peek.about],
    ['peekLabels', peek.labels],
    ['peekText', peek.text],
  ];
}

/** The query a memory carries, or one built from the question alone. */
export function queryOf(memory: Memory, question: string): Query {
  return memory.query && memory.query.question === question ? memory.query : buildQuery(question);
}

function scoreOptions(
  place: Place,
  memory: Memory,
  query: Query,
): { scores: number[]; via: Array<string | undefined> } {
  const options = place.options;
  const via: Array<string | undefined> = options.map(() => undefined);
  if (query.concepts.length === 0) return { scores: options.map(() => 0), via };
  const located = locatedTerms(query, `${place.title} ${place.path.join(' ')}`);
  const scentOptions = { stats: memory.stats, located, locatedWeight: LOCATED_WEIGHT, senses: memory.senses };
  // A link up the hierarchy (a breadcrumb to a parent folder) is never the way on: that is `back`.
  // An option naming another version, year or model than the question asks about is a near miss.
  // The children of a library node come with summaries a paragraph long: term frequency and
  // length tell there what a short label cannot, so they rank by BM25 over label and summary.
  const summaries =
    options.length > 0 && options.every((o) => o.kind === 'child') ? summaryScores(place, query) : null;
  const scores = options.map((o, i) => {
    if (summaries) return (summaries[i] ?? 0) * conflictFactor(query.question, o.label);
    if (o.kind === 'link' && isAncestor(o.target, place.location)) return 0;
    const peek = o.kind === 'link' ? memory.peeks?.get(visitKey(o.target)) : undefined;
    const score = scentOf(query, optionFields(place, o, peek, query, memory.stats), scentOptions).score;
    return score * conflictFactor(query.question, o.label);
  });
  const descendants: Descendant[] = [];
  options.forEach((o, i) => {
    if (o.kind === 'folder' && place.menu) descendantsOf(place, o, i, descendants);
  });
  for (const d of descendants) {
    const fields: ScentField[] = [
      { text: d.chain[d.chain.length - 1] ?? '', weight: FIELD.label },
      { text: d.chain.slice(0, -1).join(' '), weight: FIELD.chain },
    ];
    const score = scentOf(query, fields, scentOptions).score * FOLDER_DECAY ** d.depth;
    if (score > (scores[d.owner] ?? 0)) {
      scores[d.owner] = score;
      via[d.owner] = d.chain.join(' > ');
    }
  }
  return { scores, via };
}

/** Weight of a question term the place's title or path already shows, when ranking summaries. */
const LOCATED_SUMMARY_WEIGHT = 0.25;

/** BM25F over each child's label (three times) and summary, with the question's related words. */
function summaryScores(place: Place, query: Query): number[] {
  const located = locatedTerms(query, `${place.title} ${place.path.join(' ')}`);
  const weighted = flatQuery(query, located, LOCATED_SUMMARY_WEIGHT, true);
  return bm25(
    weighted.terms,
    place.options.map((o) => ({
      fields: [
        { text: o.label, weight: 3 },
        { text: urlWords(o.target, place.location), weight: 1 },
        { text: o.context ?? '', weight: 1 },
      ],
    })),
    weighted.weights,
  );
}

/** What an option's context shows: what a peek found under it, the best match inside a folder, or its own context. */
function contextOf(option: Option, via: string | undefined, peek: Peek | undefined): string | undefined {
  if (peek) {
    if (!peek.ok) return `under it: nothing (${peek.error ?? 'could not be read'})`;
    const about = [peek.title, peek.about, peek.text].filter(Boolean).join(' — ');
    return `under it: ${clip(about, PEEK_CONTEXT)}`;
  }
  if (via) return `best match inside: ${via}`;
  return option.context;
}

/**
 * The options of a place as a brain sees them, ranked against the question: scent first (what
 * the label, its context, its URL and a peek under it promise), fresh before opened, content
 * before site sections before other sites. Without a question, page order.
 */
export function rankOptions(place: Place, memory: Memory, question: string | Query): ViewOption[] {
  const options = place.options;
  const query = typeof question === 'string' ? queryOf(memory, question) : question;
  const hasQuestion = query.concepts.length > 0;
  const { scores, via } = scoreOptions(place, memory, query);
  const entries = promisingEntries(place);
  const inherited = INHERIT * (memory.placeScent?.get(visitKey(place.location, place.folder)) ?? 0);
  const viewOptions = options.map((o, i): ViewOption => {
    const key = optionVisitKey(place, o);
    const visited = memory.visited.has(key);
    const deadEnd = memory.deadEnds.has(key);
    const peek = o.kind === 'link' ? memory.peeks?.get(visitKey(o.target)) : undefined;
    // Only a listing's entries inherit (not breadcrumbs, menus, chrome or links inside prose).
    let score = (scores[i] ?? 0) + (entries.has(o) ? inherited : 0);
    score *= LINK_WEIGHTS.group[o.group];
    if (o.boilerplate) score *= LINK_WEIGHTS.boilerplate;
    if (peek && !peek.ok) score = 0;
    if (o.kind === 'link') score *= healthOf(o.target, memory.folderHealth);
    const context = contextOf(o, via[i], peek);
    return {
      id: o.id,
      label: o.label,
      url: o.target,
      kind: o.kind,
      group: o.group,
      score: Math.round(score * 1000) / 1000,
      visited,
      deadEnd,
      ...(context ? { context } : {}),
      ...(peek ? { peeked: true } : {}),
    };
  });
  const tier = (o: ViewOption, option: Option): number =>
    (o.deadEnd ? 4 : o.visited ? 2 : 0) +
    (option.boilerplate ? 1 : 0) +
    (o.group === 'content' ? 0 : o.group === 'section' ? 0.25 : 0.5);
  const order = viewOptions.map((o, i) => ({ o, i, tier: tier(o, options[i] as Option) }));
  order.sort((a, b) => {
    if (hasQuestion) {
      // Dead ends sink below the rest, whatever their score; places opened before stay in view
      // (after a jump elsewhere, the way back to them is through them).
      const seenA = a.o.deadEnd ? 1 : 0;
      const seenB = b.o.deadEnd ? 1 : 0;
      if (seenA !== seenB) return seenA - seenB;
      if (b.o.score !== a.o.score) return b.o.score - a.o.score;
    }
    return a.tier - b.tier || a.i - b.i;
  });
  return order.map((x) => x.o);
}
