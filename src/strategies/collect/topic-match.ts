import type { Concept, TopicAlternative } from '../../core/collect-request.ts';
import { fold, stem, words } from '../../core/text.ts';

/** A title or text made ready for matching: its folded words, their stems, and the words run together. */
export interface Matchable {
  tokens: string[];
  stems: string[];
  /** The stems joined by spaces, and joined with nothing: for compounds ("three phase", "threephase"). */
  spaced: string;
  joined: string;
}

export function matchable(text: string): Matchable {
  const tokens = words(text);
  const stems = tokens.map((t) => stem(t));
  return { tokens, stems, spaced: ` ${stems.join(' ')} `, joined: tokens.join('') };
}

/** Whether a text says a concept: the word itself, or inside a compound ("heatpump", "EmonHubMqttInterfacer"). */
export function says(text: Matchable, concept: Concept): boolean {
  for (const form of concept.forms) {
    if (form.includes(' ')) {
      if (text.spaced.includes(` ${form} `) || text.joined.includes(form.replace(/ /g, ''))) return true;
      continue;
    }
    for (let i = 0; i < text.tokens.length; i++) {
      if (text.stems[i] === form) return true;
      // A word run into another is still said, when it is long enough not to turn up by chance.
      if (form.length >= 4 && (text.tokens[i] as string).includes(form)) return true;
    }
  }
  return false;
}

/**
 * The words a site's titles use, to judge which of the request's words tell its items apart: a
 * word found in few titles ("router") marks the topic; one found in many ("power") does not.
 */
export class TitleStats {
  private readonly titles: Matchable[] = [];
  private readonly df = new Map<Concept, number>();

  add(title: string): void {
    this.titles.push(matchable(title));
    this.df.clear();
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
    const open = alt.concepts.filter((c) => !(given && says(given, c)));
    const total = alt.concepts.reduce((s, c) => s + stats.idf(c), 0) || 1;
    const said = alt.concepts.filter((c) => says(text, c) || (given !== undefined && says(given, c)));
    const relevance = said.reduce((s, c) => s + stats.idf(c), 0) / total;
    if (open.length === 0) {
      best = better(best, { ok: true, relevance: 1, key: `the list's title says ${quoted(alt)}` });
      continue;
    }
    const key = keyConcept(open, stats);
    const ok = key !== undefined && says(text, key);
    const fit: TopicFit = { ok, relevance: Math.round(relevance * 100) / 100 };
    if (key) fit.key = key.said;
    best = better(best, fit);
  }
  return best;
}

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

/** Folded, for comparing names: "Calypso_RAE " = "calypso_rae". */
export function sameName(a: string, b: string): boolean {
  const norm = (s: string): string => fold(s).normalize('NFC').replace(/\s+/g, ' ').trim();
  return norm(a) === norm(b);
}
