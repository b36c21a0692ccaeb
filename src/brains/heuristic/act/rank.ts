import type { Lexicon } from '../../../core/lexicon.ts';
import { type Screen, type ScreenControl, sharedDepth } from '../../../core/screen.ts';
import type { ScreenAction } from '../../../core/screen-action.ts';
import { isStopword, stem, words } from '../../../core/text.ts';
import { WordSet } from './account.ts';
import { controlNames, surroundings } from './surroundings.ts';

/**
 * Grounding by ranking: the instruction's words left to account for are a query, the screen's
 * controls the documents. Each (control, action, value) is scored by the words it accounts for —
 * in its own name (or the option it chooses) fully, in what surrounds it (its item, row, heading)
 * less, through a lexicon relative less again — minus the words of its name nobody asked for. A
 * control that would show hidden words (a tab over them) scores by those words, discounted.
 */
export interface Ranked {
  control: ScreenControl;
  action: ScreenAction;
  score: number;
  /** The instruction's words it accounts for. */
  words: string[];
  why: string;
  /** Where the first of its words is said in the instruction. */
  first: number;
}

/** What a word weighs where it is found. */
const IN_NAME = 1;
const AROUND = 0.6;
const RELATIVE = 0.5;
/** A code standing for a word by its first letters ("EUR" for "euros"), in a name or an option. */
const ABBREVIATION = 0.8;
/** Of words hidden under a control (a closed tab, a menu): opening it is worth this share of them. */
const REVEALS = 0.8;
/** Taken off for each word of a control's name the instruction does not hold, at most `MOST_UNASKED` of them. */
const UNASKED = 0.25;
const MOST_UNASKED = 4;
/** Added, at most, for a control near where the words already accounted for are shown. */
const NEAR = 0.3;
/** A lexicon relative this strong stands for a word. */
const RELATIVE_WEIGHT = 0.6;

/** Roles pressed to act, to go somewhere, or to open something. */
const PRESSED = new Set([
  'button',
  'link',
  'tab',
  'menuitem',
  'summary',
  'option',
  'radio',
  'treeitem',
  'switch',
]);
const TYPED = new Set(['textbox', 'searchbox', 'spinbutton']);
/** Words that ask for a box to be cleared rather than ticked. */
const OFF_WORDS = new Set([
  'off',
  'uncheck',
  'untick',
  'unchecked',
  'disable',
  'deselect',
  'unsubscribe',
  'hide',
]);

/** The instruction's words as the ranker reads them, and its values to type. */
export interface Query {
  /** Words left to account for. */
  left: string[];
  /** Words accounted for already (where they are shown says where the object is). */
  done: string[];
  /** Every word of the instruction, stopwords too ("off" asks a box cleared). */
  all: string[];
  /** Values to type, each with where it starts in the instruction. */
  values: Array<{ text: string; at: number }>;
  /** The instruction, lowercased. */
  text: string;
}

/** Relatives of a word, by the lexicon (cached by the caller). */
export type Relatives = (word: string) => string[];

/** The scored moves of a screen, best first. */
export function rankMoves(screen: Screen, query: Query, relatives: Relatives): Ranked[] {
  const out: Ranked[] = [];
  const hidden = hiddenWords(screen, query.left);
  const depth = nearnessOf(screen, query.done);
  const deepest = Math.max(1, ...depth.values());
  const shared = sharedNames(screen);
  const names = controlNames(screen);
  const asking = askedWords(query, relatives);
  for (const control of screen.controls) {
    const around = surroundings(control, screen, names);
    for (const move of movesOf(control, around, query)) {
      const found = accountFor(query.left, move.texts, relatives);
      const reveals = (hidden.get(control.id) ?? []).filter((w) => !found.words.includes(w));
      if (!grounded(control, move, around, query, relatives, shared) && reveals.length === 0) continue;
      let score = found.score + REVEALS * reveals.length;
      const words = [...found.words, ...reveals];
      if (words.length === 0) continue;
      score -= UNASKED * Math.min(MOST_UNASKED, unasked(control.name, asking));
      score += (NEAR * (depth.get(control.id) ?? 0)) / deepest;
      out.push({ control, action: move.action, score, words, why: move.why, first: firstSaid(words, query) });
    }
  }
  return out.sort(
    (a, b) => b.score - a.score || pressFirst(a) - pressFirst(b) || a.control.id - b.control.id,
  );
}

/** Where in the instruction the first of these words is said. */
function firstSaid(found: readonly string[], query: Query): number {
  const at = found.map((w) => query.text.indexOf(w)).filter((i) => i >= 0);
  return at.length > 0 ? Math.min(...at) : query.text.length;
}

/**
 * Of the moves above the floor, the one for what the instruction says first (things are done in
 * the order asked: the box ticked before "save"); of those, the best scored.
 */
export function inOrder(ranked: readonly Ranked[], floor: number): Ranked[] {
  return ranked.filter((r) => r.score >= floor).sort((a, b) => a.first - b.first || b.score - a.score);
}

/**
 * Whether a move is about what the instruction asks: its own name (or the option it chooses)
 * says a word left to do — the value alone does not make a field the one meant — and a control
 * each item of a list has ("Add to cart" on every card) is pressed only on an item the
 * instruction names: one thing asked for is acted on once, on that thing.
 */
function grounded(
  control: ScreenControl,
  move: Move,
  around: string[],
  query: Query,
  relatives: Relatives,
  shared: ReadonlySet<string>,
): boolean {
  const own = move.action.type === 'fill' ? [control.name] : move.texts.own;
  if (accountFor(query.left, { own, around: [] }, relatives).score < IN_NAME * RELATIVE) return false;
  if (!shared.has(control.name.trim())) return true;
  const item = [control.item, control.row].filter((t): t is string => !!t);
  const itemWords = accountFor([...query.left, ...query.done], { own: [], around: item }, relatives).words;
  const name = keysOf([control.name]);
  return itemWords.some((w) => !name.has(w)) && around.length > 0;
}

/** Names that more than one control on the screen has: controls each item of a list has. */
function sharedNames(screen: Screen): Set<string> {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const c of screen.controls) {
    const name = c.name.trim();
    if (seen.has(name)) shared.add(name);
    seen.add(name);
  }
  return shared;
}

/** Of equal scores, a control that acts (a button) before one that goes somewhere (a link). */
function pressFirst(r: Ranked): number {
  return r.control.role === 'button' ? 0 : 1;
}

interface Move {
  action: ScreenAction;
  /** The texts it accounts by: its own (name, option, value) and those around it. */
  texts: { own: string[]; around: string[] };
  why: string;
}

function movesOf(control: ScreenControl, around: string[], query: Query): Move[] {
  const own = [control.name, control.symbols].filter((t): t is string => !!t);
  const id = control.id;
  if (control.options && control.options.length > 0)
    return control.options
      .filter((o) => o !== control.value)
      .map((option) => ({
        action: { type: 'select', control: id, option },
        texts: { own: [option], around: [...own, ...around] },
        why: `choose "${option}" in "${control.name}"`,
      }));
  if (control.checked !== undefined && control.role !== 'radio') {
    const off = query.all.some((w) => OFF_WORDS.has(w));
    if (control.checked === !off) return [];
    return [
      {
        action: { type: 'check', control: id, checked: !off },
        texts: { own, around },
        why: `${off ? 'clear' : 'tick'} "${control.name}"`,
      },
    ];
  }
  if (TYPED.has(control.role) && !control.readOnly) {
    const value = valueFor(control, query);
    if (!value) return [];
    return [
      {
        action: { type: 'fill', control: id, text: value },
        texts: { own: [...own, value], around },
        why: `type "${value}" into "${control.name}"`,
      },
    ];
  }
  if (PRESSED.has(control.role) || control.role === 'checkbox')
    return [
      { action: { type: 'click', control: id }, texts: { own, around }, why: `press "${control.name}"` },
    ];
  return [];
}

/** The value to type into a field: the one said nearest after the field's own words, else the only one. */
function valueFor(control: ScreenControl, query: Query): string | null {
  if (query.values.length === 0) return null;
  const named = words(control.name)
    .map((w) => query.text.indexOf(w))
    .filter((at) => at >= 0);
  if (named.length === 0) return query.values.length === 1 ? (query.values[0]?.text ?? null) : null;
  const at = Math.min(...named);
  const after = query.values.filter((v) => v.at > at).sort((a, b) => a.at - b.at)[0];
  return (after ?? query.values.at(-1))?.text ?? null;
}

/** The words of `left` the texts account for, and what they weigh. */
function accountFor(
  left: readonly string[],
  texts: { own: string[]; around: string[] },
  relatives: Relatives,
): { score: number; words: string[] } {
  const own = keysOf(texts.own);
  const around = keysOf(texts.around);
  const codes = texts.own.flatMap((t) => words(t)).filter((w) => w.length >= 3);
  let score = 0;
  const found: string[] = [];
  for (const w of left) {
    const weight = Math.max(
      own.has(w) ? IN_NAME : 0,
      around.has(w) ? AROUND : 0,
      codes.some((c) => abbreviates(c, w)) ? ABBREVIATION : 0,
      relatives(w).some((r) => own.has(r)) ? RELATIVE : 0,
    );
    if (weight > 0) {
      score += weight;
      found.push(w);
    }
  }
  return { score, words: found };
}

/** A code made of a word's first letters: "eur" for "euros", "qty" not for "quantity" (not its first letters). */
function abbreviates(code: string, word: string): boolean {
  return code.length >= 3 && code.length < word.length && word.startsWith(code);
}

/** The instruction's words, and their relatives' stems: what a control's name may say unasked. */
interface Asked {
  said: WordSet;
  related: Set<string>;
}

function askedWords(query: Query, relatives: Relatives): Asked {
  return {
    said: keysOf([query.text]),
    related: new Set([...query.left, ...query.done].flatMap((w) => relatives(w).map(key))),
  };
}

/** How many words of a control's name the instruction does not hold, nor a relative of its words. */
function unasked(name: string, asked: Asked): number {
  return words(name).filter(
    (w) => !isStopword(w) && w.length > 1 && !asked.said.has(w) && !asked.related.has(key(w)),
  ).length;
}

/** For each control that would show hidden words of the instruction, those words. */
function hiddenWords(screen: Screen, left: readonly string[]): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const s of screen.sightings) {
    if (s.shown || !s.hidden) continue;
    const word = left.find((w) => key(w) === key(s.term));
    if (!word) continue;
    for (const id of s.revealers) out.set(id, [...new Set([...(out.get(id) ?? []), word])]);
  }
  return out;
}

/** How deep each control shares an ancestor with where the words accounted for are shown. */
function nearnessOf(screen: Screen, done: readonly string[]): Map<number, number> {
  const anchors = screen.sightings
    .filter((s) => s.shown && done.some((w) => key(w) === key(s.term)))
    .flatMap((s) => s.anchors);
  const out = new Map<number, number>();
  if (anchors.length === 0) return out;
  for (const c of screen.controls) {
    if (!c.ancestry) continue;
    out.set(c.id, Math.max(0, ...anchors.map((a) => sharedDepth(c.ancestry ?? [], a))));
  }
  return out;
}

function key(word: string): string {
  return stem(word.toLowerCase());
}

/** The words of some texts, to look words up in by their stems. */
function keysOf(texts: readonly string[]): WordSet {
  const out = new WordSet();
  for (const t of texts) out.add(t);
  return out;
}

/** The lexicon's strong relatives of each word, looked up once. */
export async function relativesOf(
  wordsToRelate: readonly string[],
  lexicon: Lexicon | null,
  signal?: AbortSignal,
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (!lexicon) return out;
  for (const w of wordsToRelate) {
    if (out.has(w)) continue;
    const related = await lexicon.related(w, signal);
    out.set(
      w,
      related.filter((r) => r.weight >= RELATIVE_WEIGHT).flatMap((r) => words(r.text)),
    );
  }
  return out;
}
