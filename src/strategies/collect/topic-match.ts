import { fold, isStopword, stem, words } from '../../core/text.ts';
import type { Concept, TopicAlternative } from '../../language/collect-request.ts';

/** A title or text made ready for matching: its folded words, their stems, and the words run together. */
export interface Matchable {
  tokens: string[];
  stems: string[];
  /** The stems joined by spaces, and joined with nothing: for compounds ("three phase", "threephase"). */
  spaced: string;
  joined: string;
  /** Where each word begins in `joined`, and where each ends. */
  bounds: { starts: Set<number>; ends: Set<number> };
  /** Words written in capitals ("GPS", "ISO-9001"), folded: the text's acronyms. */
  capitals: Set<string>;
  /** The stems of the parts of words written in camel case ("EmonHubMqtt": emon, hub, mqtt). */
  camel: Set<string>;
}

export function matchable(text: string): Matchable {
  const tokens = words(text);
  const stems = tokens.map((t) => stem(t));
  const capitals = new Set((text.match(/\b\p{Lu}{2,}(?=\b|\d|-)/gu) ?? []).map((w) => fold(w)));
  const camel = new Set(words(text.replace(/(\p{Ll})(?=\p{Lu})/gu, '$1 ')).map((t) => stem(t)));
  const starts = new Set<number>();
  const ends = new Set<number>();
  let at = 0;
  for (const t of tokens) {
    starts.add(at);
    at += t.length;
    ends.add(at);
  }
  const joined = tokens.join('');
  return { tokens, stems, spaced: ` ${stems.join(' ')} `, joined, bounds: { starts, ends }, capitals, camel };
}

/** Whether a text says a phrase of stems, spaced or run together whole. */
function holdsPhrase(text: Matchable, phrase: string): boolean {
  return text.spaced.includes(` ${phrase} `) || holdsCompound(text, phrase.replace(/ /g, ''));
}

/**
 * Whether the words run together hold a compound whole: from the start of a word to the end of one
 * (a plural ending allowed), so "world war i" is not found in "World War II".
 */
function holdsCompound(text: Matchable, compound: string): boolean {
  for (let at = text.joined.indexOf(compound); at >= 0; at = text.joined.indexOf(compound, at + 1)) {
    if (!text.bounds.starts.has(at)) continue;
    const end = at + compound.length;
    for (const plural of ['', 's', 'es'])
      if (text.bounds.ends.has(end + plural.length) && text.joined.startsWith(plural, end)) return true;
  }
  return false;
}

/** Whether a text says a concept: the word itself, or inside a compound ("heatpump", "EmonHubMqttInterfacer"). */
export function says(text: Matchable, concept: Concept): boolean {
  for (const name of concept.names ?? []) {
    if (name.includes(' ') ? holdsPhrase(text, name) : text.stems.includes(name)) return true;
  }
  for (const form of concept.forms) {
    if (form.includes(' ')) {
      if (holdsPhrase(text, form)) return true;
      continue;
    }
    if (text.camel.has(form)) return true;
    for (let i = 0; i < text.tokens.length; i++) {
      if (text.stems[i] === form) return true;
      // A word run into another ("heatpump") is still said, when it is long enough not to turn
      // up by chance, and begins or ends the compound: "roll" is not said by "controlled".
      const token = text.tokens[i] as string;
      if (form.length >= 4 && (token.startsWith(form) || endsCompound(token, form))) return true;
    }
  }
  return false;
}

/** Whether a word ends in another after a first part: "heatpumps" in "pump", not "pump" in itself. */
function endsCompound(token: string, form: string): boolean {
  const at = token.lastIndexOf(form);
  return at > 0 && /^(?:s|es)?$/.test(token.slice(at + form.length));
}

/**
 * The words a site's titles use, to judge which of the request's words tell its items apart: a
 * word found in few titles ("router") marks the topic; one found in many ("power") does not.
 */
export class TitleStats {
  private readonly titles: Matchable[] = [];
  private readonly df = new Map<Concept, number>();
  private readonly spelledCache = new Map<TopicAlternative, Set<Concept>>();

  add(title: string): void {
    this.titles.push(matchable(title));
    this.df.clear();
    this.spelledCache.clear();
  }

  get size(): number {
    return this.titles.length;
  }

  /** How many titles say the concept. */
  count(concept: Concept): number {
    let n = this.df.get(concept);
    if (n === undefined) {
      n = this.titles.filter((t) => says(t, concept)).length;
      this.df.set(concept, n);
    }
    return n;
  }

  /**
   * The concepts of an alternative a title spells by their initials, when one of them at least is
   * in no title as a word: the site writes that name as an acronym ("TEOS" for the words it
   * stands for).
   */
  acronymed(alt: TopicAlternative): Set<Concept> {
    let out = this.spelledCache.get(alt);
    if (!out) {
      // The fullest spelling a title has: a stray acronym that matches two of the words by chance
      // must not add to what the name's own acronym has to spell.
      out = new Set<Concept>();
      for (const t of this.titles) {
        const spelled = initialsSaid(t, alt);
        if (
          spelled.size >= ACRONYM_WORDS &&
          spelled.size > out.size &&
          [...spelled].some((c) => this.count(c) === 0)
        )
          out = spelled;
      }
      this.spelledCache.set(alt, out);
    }
    return out;
  }

  idf(concept: Concept): number {
    return Math.log((this.titles.length + 1) / (this.count(concept) + 0.5));
  }
}

/** How an item's title (or text) meets the topic. */
export interface TopicFit {
  ok: boolean;
  /** 0..1: the share of the best alternative's weight the text says. */
  relevance: number;
  /** The concept that decided, for the trail. */
  key?: string;
  /** The title of the entry a reply stands under, when it meets the topic as part of that thread. */
  via?: string;
}

/**
 * An alternative is met when the text says its most telling concept: the one the fewest of the
 * site's titles use (the others — "monitoring", "power" — say what every item is about). Concepts
 * the list itself names (its title) are met by every entry of it, and do not count.
 */
export function fitTopic(
  alternatives: readonly TopicAlternative[],
  text: Matchable,
  stats: TitleStats,
  given?: Matchable,
): TopicFit {
  if (alternatives.length === 0) return { ok: true, relevance: 1 };
  let best: TopicFit = { ok: false, relevance: 0 };
  for (const alt of alternatives) {
    // Optional concepts (the kind of a named series, a place the site has no section for) add to
    // what is said, and are never needed.
    const optional = (c: Concept): boolean => c.optional === true || unsaidNumber(c, stats);
    const open = alt.concepts.filter((c) => !optional(c) && !(given && says(given, c)));
    const total = alt.concepts.filter((c) => !optional(c)).reduce((s, c) => s + stats.idf(c), 0) || 1;
    const spelled = initialsSaid(text, alt);
    const said = alt.concepts.filter(
      (c) => says(text, c) || spelled.has(c) || (given !== undefined && says(given, c)),
    );
    const relevance = Math.min(1, said.reduce((s, c) => s + stats.idf(c), 0) / total);
    const needed = said.filter((c) => !optional(c)).reduce((s, c) => s + stats.idf(c), 0) / total;
    if (open.length === 0) {
      best = better(best, { ok: true, relevance: 1, key: `the list's title says ${quoted(alt)}` });
      continue;
    }
    const key = keyConcept(open, stats);
    // The rarest word the titles say decides alone unless half or more of the request's words
    // (two at least) are in no title: then it is one of the request's lesser words beside names
    // the titles put another way, and saying it is no sign of the topic.
    const unsaid = open.filter((c) => stats.size > 0 && stats.count(c) === 0);
    const keyDecides = unsaid.length < 2 || unsaid.length * 2 < open.length;
    // Where the site writes the request's name by its initials, the name decides, said in full or
    // spelled: titles that share one common word of it ("water" of "World Water Council") are
    // about something else.
    const acronym = [...stats.acronymed(alt)].filter((c) => open.includes(c));
    const saysKey =
      acronym.length > 1
        ? acronym.every((c) => says(text, c) || spelled.has(c))
        : keyDecides && key !== undefined && (says(text, key) || spelled.has(key));
    // Most of the topic's weight said is as good as its rarest word: a subject that names the
    // matter in full without the version or product the request adds to it.
    const ok = saysKey || (open.length > 1 && needed >= MOST_OF_TOPIC);
    const fit: TopicFit = { ok, relevance: Math.round(relevance * 100) / 100 };
    if (key) fit.key = key.said;
    best = better(best, fit);
  }
  return best;
}

/**
 * A number no title of the site uses (a year or edition beside a name: "… Standard 2019") is
 * written another way there or left out, so it is never needed; when titles do use it, it tells
 * items apart like any word.
 */
function unsaidNumber(c: Concept, stats: TitleStats): boolean {
  return /^\d+$/.test(c.said) && stats.size > 0 && stats.count(c) === 0;
}

/**
 * Concepts a text says by their initials, written in capitals: "GPS" for "global positioning
 * system", "NOAA" for "National Oceanic and Atmospheric Administration" (the small words in or out),
 * "LTS" for "Long-Term Support". A run of two to six words of the request counts; one word
 * is never an acronym of itself.
 */
function initialsSaid(text: Matchable, alt: TopicAlternative): Set<Concept> {
  const out = new Set<Concept>();
  const tokens = text.capitals;
  const said = alt.said.split(/\s+/).map((w) => fold(w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')));
  for (let i = 0; i < said.length; i++) {
    let all = '';
    let content = '';
    let contentWords = 0;
    for (let j = i; j < Math.min(said.length, i + 6); j++) {
      const w = said[j] ?? '';
      all += initialsOfWord(w);
      if (!isStopword(w)) {
        content += initialsOfWord(w);
        contentWords++;
      }
      const spelled = (x: string): boolean => x.length > 1 && tokens.has(x) && !isStopword(x);
      // One word is never an acronym of itself, hyphenated or beside small words ("about D-Day": "DD").
      if (contentWords < 2 || !(spelled(all) || spelled(content))) continue;
      const window = new Set(said.slice(i, j + 1));
      for (const c of alt.concepts) if (window.has(fold(c.said))) out.add(c);
    }
  }
  return out;
}

/** A word's initials: each part of a hyphenated word of letters has its own ("Well-Known": "WK"). */
function initialsOfWord(w: string): string {
  const parts = w.split('-');
  return parts.length > 1 && parts.every((p) => /^\p{L}+$/u.test(p))
    ? parts.map((p) => p.charAt(0)).join('')
    : w.charAt(0);
}

/**
 * The words a name needs for its initials to stand for it across a site: two capitals ("AP") turn
 * up by chance in many titles, three or more seldom do.
 */
const ACRONYM_WORDS = 3;

/** The share of a topic's weight (by how rare each word is in the site's titles) that says it all. */
const MOST_OF_TOPIC = 0.6;

function better(a: TopicFit, b: TopicFit): TopicFit {
  if (a.ok !== b.ok) return a.ok ? a : b;
  return b.relevance > a.relevance ? b : a;
}

function quoted(alt: TopicAlternative): string {
  return `"${alt.concepts.map((c) => c.said).join(' ')}"`;
}

/** The concept the fewest titles say (and at least one does); the longest word on a tie. */
export function keyConcept(concepts: readonly Concept[], stats: TitleStats): Concept | undefined {
  let key: Concept | undefined;
  let keyCount = Number.POSITIVE_INFINITY;
  for (const c of concepts) {
    const n = stats.count(c);
    if (n === 0 && stats.size > 0) continue;
    if (n < keyCount || (n === keyCount && key && c.said.length > key.said.length)) {
      key = c;
      keyCount = n;
    }
  }
  // When no title says any of them, the rarest word of the request still decides, on the item's text.
  return key ?? [...concepts].sort((a, b) => b.said.length - a.said.length)[0];
}

/**
 * Whether a name as asked is the name shown: folded ("Calypso_RAE" = "calypso_rae"), or each word
 * asked is a word shown ("Dave Allured" is "Dave Allured - NOAA Affiliate" and "Chris.Barker"), a
 * given name perhaps as the start of one ("Chris Barker" is "Christopher Barker"). One-word names
 * must be whole.
 */
export function sameName(asked: string, shown: string): boolean {
  const norm = (s: string): string => fold(s).normalize('NFC').replace(/\s+/g, ' ').trim();
  if (norm(asked) === norm(shown)) return true;
  const want = words(asked);
  const have = words(shown);
  if (want.length < 2) return false;
  // A given name may be shortened ("Chris" for "Christopher"); the family name is said whole.
  const last = want.length - 1;
  return want.every((w, i) => have.some((h) => h === w || (i < last && w.length >= 3 && h.startsWith(w))));
}
