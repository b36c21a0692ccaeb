import type { Lexicon } from '../../../core/lexicon.ts';
import type { Screen, ScreenControl } from '../../../core/screen.ts';
import type { ScreenAction } from '../../../core/screen-action.ts';
import { isStopword, stem, words } from '../../../core/text.ts';
import { porterStem } from '../../../language/porter-stem.ts';
import { DONE_FLOOR } from './done-floor.ts';
import { surroundings } from './surroundings.ts';

/**
 * Whether what a run did accounts for its instruction: each content word of the instruction must
 * be found in what the run acted on — a control's name and surroundings (its row, item, heading),
 * the value it typed or chose, the kind of action.
 * A run that pressed the verb's control but never reached the object ("archive" pressed, the
 * invoice never opened) leaves the object's words unaccounted for, and is not done.
 *
 * Words held to account: every content word, except words mostly used as verbs or adverbs that
 * the pages the run saw do not show ("put", "please", "later": how a person asks, not what). A word
 * holding a digit, or quoted, is a value: it must be accounted for, always. The other words must
 * be accounted for in a share of at least the fitted floor (`done-floor.ts`): people name things
 * with words a page does not use ("basket" for a cart).
 */
export interface Accounting {
  /** Words held to account, by their text in the instruction. */
  required: string[];
  /** Values (digits, quoted words) not accounted for. */
  valuesLeft: string[];
  /** Other words held to account and not accounted for. */
  wordsLeft: string[];
  /** Accounted share of the words held to account, values included (1 when none are). */
  share: number;
  /** The last action opened a layer over the page (a dialog asking to confirm) that is still open. */
  layerOpen: boolean;
  /** Whether the run may end done: every value, a share at or above the floor, no layer left open. */
  done: boolean;
}

/** Parts of speech of the words of asking: "put", "please", "later". */
const ASKING_PARTS: ReadonlySet<string> = new Set(['verb', 'adv']);
/** Least weight of a lexicon relative that accounts for a word. */
const RELATIVE = 0.6;
/** A negation ends what a clause asks for: what follows it is not to be done. */
const NEGATION = /\b(?:not|no|without|never)\b|n['’]t\b/;
/** Where a clause ends: what a negation covers stops there. */
const CLAUSE_END = /[,;.!?()\u2014\u2013:]+|\s-\s/;
/** Quoted text: every word of it is a value. */
const QUOTED = /(["“”'‘’])([^"“”]+?)\1|[“‘]([^”’]+)[”’]/g;

interface InstructionWord {
  text: string;
  value: boolean;
}

/** The instruction's content words, a negated part of each clause left out. */
export function instructionWords(instruction: string): InstructionWord[] {
  const quoted = new Set<string>();
  for (const m of instruction.matchAll(QUOTED)) for (const w of words(m[2] ?? m[3] ?? '')) quoted.add(w);
  const out: InstructionWord[] = [];
  for (const clause of instruction.split(CLAUSE_END)) {
    const negated = NEGATION.exec(clause.toLowerCase());
    const asked = negated ? clause.slice(0, negated.index) : clause;
    for (const w of words(asked)) {
      if ((w.length < 2 && !digitsOf(w)) || isStopword(w)) continue;
      if (out.some((o) => o.text === w)) continue;
      out.push({ text: w, value: digitsOf(w) !== '' || quoted.has(w) });
    }
  }
  return out;
}

/** Words, by their stems, digits of words that hold digits besides. */
export class WordSet {
  private readonly keys = new Set<string>();

  add(text: string): void {
    for (const w of words(text)) {
      this.keys.add(key(w));
      this.keys.add(porterStem(w));
      const digits = digitsOf(w);
      if (digits && digits !== w) this.keys.add(digits);
    }
  }

  has(word: string): boolean {
    return this.keys.has(key(word)) || this.keys.has(porterStem(word));
  }

  hasDigits(word: string): boolean {
    return this.keys.has(digitsOf(word));
  }
}

/** Text typed into a field: it accounts for words only where the field's own name is one the instruction says. */
interface Typed {
  field: string[];
  text: string;
}

/** An email address, or a run of figures with the marks between them ("+44 20 7946 0958", "18:00"). */
const VALUE = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+?\d(?:[\d\s().:/-]*\d)?/g;

/** The values the instruction gives to type, each with where it starts: quoted text, addresses, figures. */
export function instructionValues(instruction: string): Array<{ text: string; at: number }> {
  const out: Array<{ text: string; at: number }> = [];
  for (const m of instruction.matchAll(QUOTED)) out.push({ text: (m[2] ?? m[3] ?? '').trim(), at: m.index });
  const unquoted = instruction.replace(QUOTED, (q) => ' '.repeat(q.length));
  for (const m of unquoted.matchAll(VALUE)) out.push({ text: m[0].trim(), at: m.index });
  return out.filter((v) => v.text).sort((a, b) => a.at - b.at);
}

/** The ledger of one run: what it acted on and saw, gathered as the run goes. */
export class RunLedger {
  /** The instruction's content words, read once. */
  private readonly read: InstructionWord[];
  /** Texts that account for words: controls acted on, kinds of action, values chosen, what actions brought. */
  private readonly texts: string[] = [];
  private readonly typed: Typed[] = [];
  /** Stems of every word the run saw on the page: its text and its controls' names. */
  private readonly named = new WordSet();
  /** Whether the screen had a layer on top when the last action was taken (null: no action since the last read). */
  private layerBefore: boolean | null = null;
  /** The last action opened a layer (a dialog, a popup) that is still open: the page asks something. */
  layerOpened = false;

  constructor(instruction: string) {
    this.read = instructionWords(instruction);
  }

  /**
   * A screen the run read: its control names, and whether the last action opened a layer. What an
   * action brings onto the page accounts for nothing: a list opened shows every item in it.
   */
  saw(screen: Screen): void {
    // Words the page shows are the page's things, not how a person asks ("filter" on a shop).
    this.named.add(screen.text);
    for (const c of screen.controls) this.named.add(c.name);
    if (this.layerBefore === null) return;
    this.layerOpened = !this.layerBefore && screen.controls.some((c) => c.onTop);
    this.layerBefore = null;
  }

  /** An action carried out on `screen`. */
  acted(action: ScreenAction, screen: Screen): void {
    this.texts.push(action.type);
    const control = 'control' in action ? screen.controls.find((c) => c.id === action.control) : undefined;
    const own = control ? controlTexts(control) : [];
    this.texts.push(...own, ...(control ? surroundings(control, screen) : []));
    // A number typed into a number field needs no name: the field is for an amount.
    const amount =
      control?.role === 'spinbutton' && digitsOf(action.type === 'fill' ? action.text : '') !== '';
    if (action.type === 'fill' && !amount) this.typed.push({ field: own, text: action.text });
    else if (action.type === 'fill') this.texts.push(action.text);
    else this.texts.push(...actionValues(action));
    this.layerBefore = screen.controls.some((c) => c.onTop);
  }

  /** How the instruction's words stand to what the run did. */
  async account(lexicon: Lexicon | null, signal?: AbortSignal): Promise<Accounting> {
    const read = this.read;
    const accounted = new WordSet();
    for (const text of this.texts) accounted.add(text);
    for (const typed of this.typed) {
      const field = new WordSet();
      for (const text of typed.field) field.add(text);
      if (read.some((w) => !w.value && field.has(w.text))) accounted.add(typed.text);
    }
    const required: string[] = [];
    const valuesLeft: string[] = [];
    const wordsLeft: string[] = [];
    for (const word of read) {
      const found = await accounts(accounted, word, lexicon, signal);
      if (!word.value && !found && (await this.asking(word.text, lexicon, signal))) continue;
      required.push(word.text);
      if (!found) (word.value ? valuesLeft : wordsLeft).push(word.text);
    }
    const left = valuesLeft.length + wordsLeft.length;
    const share = required.length === 0 ? 1 : (required.length - left) / required.length;
    const done = valuesLeft.length === 0 && share >= DONE_FLOOR && !this.layerOpened;
    return { required, valuesLeft, wordsLeft, share, layerOpen: this.layerOpened, done };
  }

  /** A word of how a person asks, not of what: mostly a verb or adverb, and naming no control seen. */
  private async asking(word: string, lexicon: Lexicon | null, signal?: AbortSignal): Promise<boolean> {
    if (this.named.has(word) || !lexicon?.mainPartOfSpeech) return false;
    const part = await lexicon.mainPartOfSpeech(word, signal);
    return part !== null && ASKING_PARTS.has(part);
  }
}

async function accounts(
  accounted: WordSet,
  word: InstructionWord,
  lexicon: Lexicon | null,
  signal?: AbortSignal,
): Promise<boolean> {
  if (accounted.has(word.text)) return true;
  if (word.value) return accounted.hasDigits(word.text);
  if (!lexicon) return false;
  for (const r of await lexicon.related(word.text, signal)) {
    // (Only synonyms and derived words of a main sense weigh this much.)
    if (r.weight < RELATIVE) continue;
    if (words(r.text).every((x) => accounted.has(x))) return true;
  }
  return false;
}

function key(word: string): string {
  return stem(word);
}

/** A control's own words: its name, and the words of its symbols. */
function controlTexts(control: ScreenControl): string[] {
  // (Not its value: what a field holds was typed by someone, and is accounted for when typed.)
  return [control.name, control.symbols].filter((t): t is string => typeof t === 'string' && t.length > 0);
}

/** What an action puts on the page: the text typed, the option chosen, the number set. */
function actionValues(action: ScreenAction): string[] {
  const values: string[] = [];
  for (const [field, value] of Object.entries(action))
    if (!NOT_VALUES.has(field) && (typeof value === 'string' || typeof value === 'number'))
      values.push(String(value));
  return values;
}

/** Fields of an action that say which action and which control, not what it puts on the page. */
const NOT_VALUES = new Set(['type', 'control', 'key', 'style', 'to', 'afterMs']);

/** The digits of a word ("x4" → "4"); "" when it has none. */
function digitsOf(word: string): string {
  return word.replace(/\D+/g, '');
}

export { DONE_FLOOR };
