import { type NumberCondition, parseBound, parseNumberCondition } from '../../../core/number-condition.ts';
import type { TextStyle } from '../../../core/screen-action.ts';
import { findDates } from '../../../language/dates.ts';
import { NUMBER_WORDS, ONE_TO_TEN } from '../../../language/number-words.ts';
import { type TextUnit, unitNamed } from '../../../language/text-values.ts';

/**
 * Reads an instruction ("Enter the username "ada" and press Login", "Select A>B>C", "For the user
 * @leo, click on "Mute"") as the steps a person would take, in order. Words of the English of
 * instructions only: what a step names is matched against the page later, never against a list
 * of sites or tasks.
 */

/** One step of an instruction. */
export type Goal =
  /**
   * Press the control named `target`; with `ordinal`, the n-th of the list `target` names; with
   * `best`, the one whose item is best by that measure ("cheapest", "shortest"); `exact` when
   * the instruction quotes it (a control named a little differently is a last resort).
   */
  | {
      kind: 'click';
      target: string;
      ordinal?: number;
      best?: Superlative;
      exact?: boolean;
      /** Pressed again until the number it brings up meets this ("generate a number less than 5"). */
      until?: NumberCondition;
      /** Pressed once the value shown under a label meets a condition ("buy when the price is below 40"). */
      when?: { label: string; condition: NumberCondition };
      /** The part of the page the control is in, by a name it shows ("the link in the Returns section"). */
      within?: string;
      /**
       * Pressed once for every item the clause names ("add every tent under $100", "star all
       * the mails from Ann"), those whose figure meets `meeting` where a bound is given.
       */
      each?: { meeting?: NumberCondition; count?: number };
      /** Any control whose name holds the target's words names it ("important": "Flag as important"). */
      loose?: boolean;
      /** Passed over when no control is called so (a verb that may or may not be a control's name). */
      ifShown?: boolean;
      /**
       * A container named by its kind ("the menu"): when no control is called so and the next
       * step's target is nowhere on the page, the control that opens a menu is pressed instead.
       */
      opens?: boolean;
      /**
       * Said to open what it names ("open the wheel"): when no control is called so and a later
       * step's target is hidden where a control would reveal it, the later step opens the way.
       */
      opener?: boolean;
      /**
       * Where `target` is the clause's verb: what the clause names after it ("show Ann's
       * address" → address), a control to press when none is called by the verb or its relatives.
       */
      object?: string;
    }
  /**
   * Type `value` into the field named by `field` (words of its label; empty: the field at hand);
   * with `every`, into each field that fits ("into both fields").
   */
  | {
      kind: 'fill';
      value: string;
      field: string;
      every?: boolean;
      from?: ValueSource;
      nth?: number;
      /**
       * The value is one the field offers once `value` is typed, one that starts so (and ends
       * with `endsWith`): "an item that starts with "Pa" and ends with "ya"".
       */
      offered?: { endsWith?: string };
    }
  /** Choose `target`: an option of a select, a radio or checkbox, or an item. */
  /**
   * With `similar`, a word of the same meaning as `target` is chosen ("words similar to large");
   * with `nth`, the choice in that place among those of the kind `target` names ("the third
   * radio button": radio; "the 2nd option": any).
   */
  | { kind: 'choose'; target: string; similar?: boolean; nth?: number }
  /** Open a collapsed section, tab or folder named `target` (empty: the one there is). */
  | { kind: 'expand'; target: string }
  /** Follow a menu path, each item opening the next; the last is chosen. */
  | { kind: 'path'; items: string[] }
  /** Send the form just filled (its submit or send control, else Enter). */
  | { kind: 'submit' }
  /**
   * Add `count` of each of `items` with their rows' controls that add one ("one of each: A, B"),
   * or `count` in all of the items whose rows say `having` ("3 items that are vegan").
   */
  | { kind: 'quantity'; count: number; items?: string[]; having?: string }
  /** Style text of a rich-text editor (all of it when `text` is null). */
  | { kind: 'style'; style: TextStyle; text: string | null }
  /** Mark each item of a list with the one of `options` (its rows' buttons) that is true of it. */
  | { kind: 'classify'; options: string[] }
  /** Scroll to the top or bottom of the page, or of the block of text named `passage`. */
  | { kind: 'scroll'; to: 'top' | 'bottom'; passage?: string }
  /** Let this long pass before the next action. */
  | { kind: 'wait'; seconds: number }
  /** Press every control that shows a number, in the order of their numbers. */
  | { kind: 'inOrder'; lowest: boolean }
  /** Move the slider named `target` (empty: the `ordinal`-th, else the one there is) to `value`. */
  | { kind: 'set'; value: number; target: string; ordinal?: number };

/**
 * A value the page gives rather than the instruction: the n-th unit of a block of text ("the 2nd
 * word in the paragraph", n -1 the last), or the result of the sum the page writes out.
 */
export type ValueSource =
  | { n: number; unit: TextUnit; passage: string }
  | { solve: true }
  /** What the page shows for a thing the instruction names: the value beside that label, or that block of text. */
  | { named: string; nth?: number }
  /** For each field, what the page shows beside that field's own label ("fill the form with the values in the table"). */
  | { labelled: true }
  /** How many things of a kind the page shows ("the total number of blocks"), by the noun said. */
  | { count: string };

/** Which of several items: by price, by duration, by time of day, lowest or highest. */
export interface Superlative {
  measure: 'price' | 'duration' | 'time' | 'number';
  lowest: boolean;
}

const SUPERLATIVES: Record<string, Superlative> = {
  cheapest: { measure: 'price', lowest: true },
  lowest: { measure: 'price', lowest: true },
  'least expensive': { measure: 'price', lowest: true },
  'most expensive': { measure: 'price', lowest: false },
  priciest: { measure: 'price', lowest: false },
  dearest: { measure: 'price', lowest: false },
  'highest price': { measure: 'price', lowest: false },
  'highest cost': { measure: 'price', lowest: false },
  'highest fare': { measure: 'price', lowest: false },
  shortest: { measure: 'duration', lowest: true },
  fastest: { measure: 'duration', lowest: true },
  quickest: { measure: 'duration', lowest: true },
  longest: { measure: 'duration', lowest: false },
  slowest: { measure: 'duration', lowest: false },
  earliest: { measure: 'time', lowest: true },
  latest: { measure: 'time', lowest: false },
};

export interface Instruction {
  text: string;
  goals: Goal[];
  /** Words naming where the steps happen ("@leo", "Cathrine"): controls near them are preferred. */
  scope: string[];
  /** Every word of the instruction, lowercased: what it asks for, as the guard reads it. */
  words: string[];
  /** Words of the same meaning as a verb that names a control, best first (from a lexicon, when one is at hand). */
  relatives?: Record<string, string[]>;
}

/** The verbs whose controls a lexicon's synonyms may name: those pressed as themselves. */
export function pressVerbs(instruction: Instruction): string[] {
  return [
    ...new Set(
      instruction.goals.flatMap((g) =>
        g.kind === 'click' && !g.exact && /^[a-z]+$/.test(g.target) ? [g.target] : [],
      ),
    ),
  ];
}

const FILL = new Set([
  'enter',
  'type',
  'fill',
  'input',
  'write',
  'put',
  'insert',
  'key',
  'retype',
  'copy',
  'paste',
]);
/** Verbs that take their value from the page: "copy the text in the box into the field". */
const COPY = new Set(['copy', 'paste']);
const CHOOSE = new Set(['select', 'choose', 'pick', 'check', 'tick', 'toggle', 'mark']);
const CLICK = new Set([
  'click',
  'press',
  'tap',
  'hit',
  'push',
  'follow',
  'activate',
  'submit',
  'open',
  'focus',
]);
const EXPAND = new Set(['expand', 'unfold', 'reveal', 'uncollapse']);
/** Verbs of looking at something: with a file's name, the file is opened. */
const VIEWING = new Set(['show', 'view', 'display', 'preview', 'see']);
/** Verbs of working something out: they name no control, and may say where a value comes from. */
const THINK = new Set([
  'solve',
  'calculate',
  'compute',
  'work',
  'figure',
  'count',
  'read',
  'determine',
  'identify',
  'note',
  'remember',
  'memorize',
]);
/** A clause that looks for something ("… until you find X", "… to find X"), whatever its verb. */
const SEEKING =
  /\b(?:until|till|to)\s+(?:you\s+)?(?:find|see|reach|spot|locate|get\s+to|come\s+(?:to|across))\b/i;

/** Verbs of getting somewhere: they name no control of their own. */
const MOVE = new Set([
  'find',
  'navigate',
  'switch',
  'go',
  'look',
  'locate',
  'use',
  'scroll',
  'browse',
  'search',
  'then',
  'now',
  'please',
  'first',
  'finally',
  'next',
  // A clause that opens with a preposition says where, not what ("For the user @leo").
  'for',
  'in',
  'on',
  'at',
  'from',
  'with',
  'by',
  'under',
  'within',
  'inside',
  // A purpose clause ("… to find and click X" splits into "to find" and "click X").
  'to',
]);
/** Words an instruction may open a clause with before its verb. */
const FILLERS = new Set([
  'please',
  'now',
  'then',
  'first',
  'next',
  'finally',
  'also',
  'kindly',
  'just',
  'and',
]);
/** Words that only say what kind of thing a control is. */
const KIND_WORDS =
  /\b(button|link|icon|tab|option|item|entry|checkbox|check box|radio button|radio|field|text ?box|text field|box|menu item|element|control|file|folder|document|page|section|panel)s?\b/gi;
const ARTICLES = /^(on|at|onto|in|into|the|a|an|to|that|this|its|it|them|me|us|on the|at the)\b\s*/;
const FIELD_NOUNS = new Set([
  'text',
  'textbox',
  'field',
  'box',
  'value',
  'input',
  'words',
  'message',
  'string',
]);
const ORDINAL_WORDS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};

/** A place said in digits ("3rd": 3) or a word ("third": 3, "last": -1); 0 when neither is one. */
function placeNumber(digits: string | undefined, word: string | undefined): number {
  if (digits) return Number(digits);
  const w = (word ?? '').toLowerCase();
  return w === 'last' ? -1 : (ORDINAL_WORDS[w] ?? 0);
}

/**
 * The instruction with what must stay whole set aside: quoted texts, a styled word, a list after
 * "of each …:", a labelled list, the words a synonym is asked of (as `\uE000n\uE000`), menu paths
 * (as `\uE001n\uE001`); dates written as ISO days.
 */
function protectedText(text: string): { rest: string; quoted: string[]; paths: string[][] } {
  const quoted: string[] = [];
  // Quoted texts are kept whole (a period or an "and" inside them splits nothing).
  // Double, curly, or single quotes (a single quote opens after a space and closes before one,
  // so the apostrophe of "don't" is not a quote).
  let rest = text.replace(
    /"([^"]*)"|“([^”]*)”|‘([^’]*)’|(?<=^|[\s(])'([^']+)'(?=$|[\s.,;:!?)])/g,
    (_m, a?: string, b?: string, c?: string, d?: string) => {
      quoted.push((a ?? b ?? c ?? d ?? '').trim());
      return `\uE000${quoted.length - 1}\uE000`;
    },
  );
  // The text a style is given to is one name, whatever its punctuation ("give the text est, the style bold").
  rest = rest.replace(
    /(\b(?:text|word|phrase)\s+)([^\s\uE000]+)(\s+(?:the\s+style|the\s+colou?r)\b)/iu,
    (_m, head: string, name: string, tail: string) => {
      quoted.push(name);
      return `${head}\uE000${quoted.length - 1}\uE000${tail}`;
    },
  );
  // A list after "of each …:" is one list of names, whatever "and"s and commas it holds.
  rest = rest.replace(
    /(\bof\s+each(?:\s+\p{L}+)?\s*:\s*)([^.;\uE000]+?)(\s*(?:[.;](?:\s|$)|$))/iu,
    (_m, head: string, list: string, tail: string) => {
      quoted.push(list.trim());
      return `${head}\uE000${quoted.length - 1}\uE000${tail}`;
    },
  );
  // "starts with "Pa" and ends with "ya"": one description of a value, not two clauses.
  rest = rest.replace(
    /\b((?:starts?|starting|begins?|beginning)\s+with\s+\uE000\d+\uE000)\s*,?\s+and\s+((?:ends?|ending)\s+(?:with|in)\s+\uE000\d+\uE000)/giu,
    '$1 $2',
  );
  rest = labelledList(rest, quoted);
  // "words similar to large, rapid and quiet": the list is kept whole, one word of meaning each.
  rest = rest.replace(
    /(\b(?:similar|related|close)\s+(?:in\s+meaning\s+)?to\s+|\bsynonyms?\s+(?:of|for)\s+)([^.;:\uE000]+?)(?=\s+(?:and|then)\s+(?:click|press|hit|submit|tap)\b|,?\s+then\b|[.;]|$)/giu,
    (_m, head: string, list: string) => {
      quoted.push(list.trim());
      return `${head}\uE000${quoted.length - 1}\uE000`;
    },
  );
  rest = datesAsIso(rest);
  const paths: string[][] = [];
  rest = rest.replace(/[^\s>]+(?:\s*>\s*[^\s>]+)+/g, (m) => {
    paths.push(m.split('>').map((s) => s.trim().replace(/[.,;]$/, '')));
    return `\uE001${paths.length - 1}\uE001`;
  });
  return { rest, quoted, paths };
}

/**
 * The goals made whole: a last fill is sent; a field named by its place becomes its number; a menu
 * named by its kind is opened by the step after.
 */
function settleGoals(goals: Goal[]): void {
  const last = goals.at(-1);
  if (last?.kind === 'fill') goals.push({ kind: 'submit' });
  // "into the second text box", "in the 3rd field": a field by its place among the fields.
  for (const [k, goal] of goals.entries()) {
    if (goal.kind !== 'fill') continue;
    // ("textbox 2", "field #3": the number said after the kind.)
    const place =
      /^(?:(\d+)(?:st|nd|rd|th)|(\p{L}+))(?:\s+(?:text\s*)?(?:box|field|input|entry))?$/iu.exec(goal.field) ??
      /^(?:number\s+|no\.?\s*|#)?(\d+)()$/i.exec(goal.field);
    const nth = placeNumber(place?.[1], place?.[2]);
    if (nth !== 0) goals[k] = { ...goal, field: '', nth };
  }
  // "Open the round menu and choose Share": a menu named by its kind or look, not by a name, is
  // opened by the next step, which opens what hides its item; pressed only if a control is so called.
  for (const [k, goal] of goals.entries())
    if (k < goals.length - 1 && CONTAINER.test(goal.kind === 'expand' ? goal.target : ''))
      goals[k] = {
        kind: 'click',
        target: goal.kind === 'expand' ? goal.target : '',
        ifShown: true,
        opens: true,
      };
    else if (goal.kind === 'click' && k < goals.length - 1 && !goal.exact && CONTAINER.test(goal.target)) {
      const { opener: _said, ...rest } = goal;
      goals[k] = { ...rest, ifShown: true, opens: true };
    }
}

/** A placeholder for the k-th quoted text: \uE000k\uE000 (private-use characters, never typed). */
const QUOTE_MARK = /\uE000(\d+)\uE000/;

export function parseInstruction(text: string): Instruction {
  const { rest, quoted, paths } = protectedText(text);
  const scope = scopeWords(rest, quoted);
  const goals: Goal[] = [];
  let verb = '';
  /** What the last clause named ("find the file a.txt"), for a later "it". */
  let object = '';
  /** A value of the page a clause named, for a later "type that". */
  let lent: ValueSource | null = null;
  /** Where the steps happen, once a clause said so ("Under Delivery, …"). */
  let within = '';
  for (const raw of clauses(rest)) {
    // Words that only order the steps ("then", "after that") open no clause of their own.
    const clause = raw
      .trim()
      .replace(/[.!]+$/, '')
      .replace(/^(?:and\s+)?(?:then|next|finally|afterwards|after that|and)\s+(?=\S)/i, '');
    // What the instruction says not to do is no step.
    if (!clause || /\b(don't|do not|never|no need to)\b/i.test(clause)) continue;
    // "Close the dialog by clicking the x": the means is the step.
    const means = /^.+?\s+by\s+(\p{L}+ing)\s+(.+)$/iu.exec(clause);
    const meansVerb = baseVerb((means?.[1] ?? '').toLowerCase());
    if (means?.[2] && meansVerb !== (means[1] ?? '').toLowerCase()) {
      goals.push(...clauseGoals(`${meansVerb} ${means[2]}`, meansVerb, quoted, paths, lent));
      verb = meansVerb;
      continue;
    }
    const words = clause.split(/\s+/);
    const raw0 = words[0] ?? '';
    const first = raw0.toLowerCase();
    // A clause without a verb goes on with the verb before it: "the password "x"", a label and
    // its value ("Email "a@b.c""), an item of a list ("Select IrB, wQ and …").
    const article =
      /^(the|a|an|and|its|his|her|their|your)$/.test(first) ||
      QUOTE_MARK.test(first) ||
      (verb !== '' &&
        !isVerb(first) &&
        (QUOTE_MARK.test(words[1] ?? '') ||
          /.\p{Lu}|\d/u.test(raw0) ||
          // One word alone goes on with a choice ("select A, B and c"); after any other verb it
          // is a verb of its own ("… and continue").
          (words.length === 1 && (CHOOSE.has(verb) || /^\p{Lu}/u.test(raw0)))));
    const v = article ? verb : clauseVerb(words);
    if (!article) verb = v;
    // "… and click it": the pronoun stands for what the clause before named.
    // Only right after the verb ("click it", "select that one"): "… to delete it" says why, not what.
    const resolved = object
      ? clause.replace(
          /^(\S+(?:\s+on)?\s+)(it|them|that one|this one)\s*$/i,
          `$1\uE000${quoted.length}\uE000`,
        )
      : clause;
    if (resolved !== clause) quoted.push(object);
    // A clause that names a value of the page ("find the 3rd word of the text", "solve the
    // sum") lends it to a later "type that", "enter your answer".
    // ("count the tiles": how many there are.)
    const counted =
      v === 'count' ? /^\s*(?:all\s+)?(?:of\s+)?(?:the\s+)?(\p{L}+)\s*$/iu.exec(afterVerb(clause, v)) : null;
    const source =
      valueSource(clause) ??
      (counted?.[1] ? { count: counted[1].toLowerCase() } : null) ??
      ((THINK.has(v) && /\b(solve|calculate|compute|work out|figure out)\b/i.test(clause)) ||
      UNKNOWN.test(clause)
        ? SOLVE
        : COPY.has(v)
          ? namedSource(afterVerb(clause, v))
          : null);
    // A question ("What is x?", "what is the postcode on the card?") asks for a value: lent to "enter it".
    const asked = /^(?:what|which)\s+(?:is|are|was)\s+(.+)$/i.exec(clause);
    if (asked) {
      lent = UNKNOWN.test(clause) ? SOLVE : namedSource(asked[1] ?? '');
      continue;
    }
    // "… and submit it", "enter it", where "it" is a value a clause before described: typed, then sent.
    if (lent && /^(?:submit|send)\s+(?:it|that|this)$/i.test(clause.trim())) {
      goals.push({ kind: 'fill', value: '', field: '', from: lent }, { kind: 'submit' });
      continue;
    }
    // "Copy … into the box and send it": "it" is what was just typed, sent with its form.
    if (goals.at(-1)?.kind === 'fill' && /^(?:submit|send)\s+(?:it|that|this|them)$/i.test(clause.trim())) {
      goals.push({ kind: 'submit' });
      continue;
    }
    // "Under Delivery, …": where the next steps happen.
    const place =
      /^(?:[Uu]nder|[Ii]n|[Ii]nside|[Ww]ithin|[Oo]n)\s+(?:the\s+)?(\p{Lu}[\p{L}\s-]*?)(?:\s+(?:section|tab|panel|part|menu|area))?$/u.exec(
        clause.trim(),
      );
    if (place?.[1]) {
      within = place[1].trim();
      continue;
    }
    const located = placeIn(resolved, object);
    const made = clauseGoals(located.clause, v, quoted, paths, lent).map((g) =>
      g.kind === 'click' && (located.within || within) ? { ...g, within: located.within || within } : g,
    );
    if (source && !made.some((g) => g.kind === 'fill')) lent = source;
    goals.push(...made);
    const named = QUOTE_MARK.exec(resolved);
    object = named ? (quoted[Number(named[1])] ?? '') : targetWords(afterVerb(resolved, v)) || object;
  }
  settleGoals(goals);
  const plain = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return { text, goals, scope, words: plain };
}

/**
 * Where a clause places its control, taken out of it: "the link inside it" / "there" (in what
 * the clause before named), "in the section about delivery", "in the Returns section".
 */
function placeIn(clause: string, before: string): { clause: string; within: string } {
  const pronoun = /\s+(?:(?:inside|in|within|under)\s+(?:it|there|that(?:\s+\p{L}+)?)|there)\s*$/iu.exec(
    clause,
  );
  if (pronoun && before) return { clause: clause.slice(0, pronoun.index), within: before };
  const about =
    /\s+(?:in|inside|within|under)\s+the\s+(?:section|tab|panel|part|area)\s+(?:about|on|for|called|named)\s+(.+)$/i.exec(
      clause,
    );
  if (about?.[1]) return { clause: clause.slice(0, about.index), within: about[1].trim() };
  const named =
    /\s+(?:in|inside|within|under)\s+the\s+(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)*)\s+(?:section|tab|panel|part|area)$/u.exec(
      clause,
    );
  if (named?.[1]) return { clause: clause.slice(0, named.index), within: named[1] };
  return { clause, within: '' };
}

/**
 * Splits at ";", sentence ends, ", then", "then", and at "and" before a lowercase word (a new
 * verb); and before a last press written on without a joining word ("… to the end hit Done").
 */
function clauses(text: string): string[] {
  const parts = text
    .split(
      /;|[.?!]\s+|,?\s+then\s+|,?\s+but\s+|,\s+and\s+|,\s+(?=[a-z])|,\s+(?=\p{Lu}[a-z]+\s+(?:on|the|a)\b)|\s+and\s+(?=[a-z\uE000])|(?<!\b(?:to|please|and|then|or|must|should|will|can|you))\s+(?=(?:press|hit|click|tap|push)\s+(?:on\s+)?(?:the\s+)?(?:\p{Lu}\p{L}*|submit|send|ok|done|enter)(?:\s+button)?\s*[.!]?$)/u,
    )
    .filter((c) => c.trim().length > 0);
  // "… with 2 guests and imperial units": a short part after "and" with no verb of its own
  // goes on with the "with" before it.
  const joined: string[] = [];
  for (const part of parts) {
    const words = part.trim().split(/\s+/);
    const last = joined.at(-1);
    if (last && /\swith\s/i.test(last) && words.length >= 2 && words.length <= 3 && !isVerb(words[0] ?? ''))
      joined[joined.length - 1] = `${last} and ${part.trim()}`;
    else joined.push(part);
  }
  return joined;
}

/** The verb that governs a clause: its first action verb ("use the box to enter …" → enter), else its first word. */
function clauseVerb(words: string[]): string {
  const plain = words.map((x) => x.toLowerCase().replace(/[^a-z-]/g, ''));
  for (const w of plain) {
    const base = baseVerb(w);
    if (FILL.has(base) || CHOOSE.has(base) || CLICK.has(base) || EXPAND.has(base)) return base;
  }
  // "Please forward …": the first word that is not a courtesy, as a verb ("Using …": use).
  return baseVerb(plain.find((w) => w && !FILLERS.has(w)) ?? '');
}

/** A verb of the lists without its -ing or -s ("clicking" → click, "typing" → type). */
function baseVerb(word: string): string {
  const known = (w: string) => FILL.has(w) || CHOOSE.has(w) || CLICK.has(w) || EXPAND.has(w) || MOVE.has(w);
  if (known(word)) return word;
  for (const base of [
    word.replace(/ing$/, ''),
    word.replace(/ing$/, 'e'),
    word.replace(/(.)\1ing$/, '$1'),
    word.replace(/e?s$/, ''),
  ])
    if (base !== word && known(base)) return base;
  return word;
}

function isVerb(word: string): boolean {
  const base = baseVerb(word.replace(/[^a-z-]/g, ''));
  return FILL.has(base) || CHOOSE.has(base) || CLICK.has(base) || EXPAND.has(base) || MOVE.has(base);
}

/** A piece of quoted text in a clause, with the words before and after it. */
interface QuotedPart {
  value: string;
  before: string;
  after: string;
}

/**
 * A clause as its verb's reading takes it: its text (quotes and paths marked), its verb, the texts
 * quoted and paths given in the instruction, a value an earlier clause lends, and its own quotes.
 */
interface ClauseParts {
  clause: string;
  verb: string;
  quoted: string[];
  paths: string[][];
  lent: ValueSource | null;
  quotes: QuotedPart[];
}

/** The goals of one clause of an instruction, by its verb and its form. */
function clauseGoals(
  clause: string,
  verb: string,
  quoted: string[],
  paths: string[][],
  lent: ValueSource | null,
): Goal[] {
  const formed = formGoals(clause, verb, quoted, paths);
  if (formed) return formed;
  const quotes = [...clause.matchAll(/\uE000(\d+)\uE000/g)].map((m) => ({
    value: quoted[Number(m[1])] ?? '',
    before: clause.slice(0, m.index),
    after: clause.slice((m.index ?? 0) + m[0].length),
  }));
  if (FILL.has(verb)) return fillGoals(clause, verb, quoted, quotes, lent);
  // "Select 11/03/2016 as the date": a date is entered (or picked in its calendar), not chosen.
  const date = quotes.length === 0 && CHOOSE.has(verb) ? DATE.exec(clause) : null;
  if (date?.[1]) return [{ kind: 'fill', value: date[1], field: 'date' }];
  if (CHOOSE.has(verb)) return chooseGoals(clause, verb, quotes);
  if (EXPAND.has(verb)) {
    const target = quotes[0]?.value ?? '';
    return [{ kind: 'expand', target: target || namedTarget(afterVerb(clause, verb)) }];
  }
  if (CLICK.has(verb)) return clickGoals({ clause, verb, quoted, paths, lent, quotes });
  // "Search for X", "search the archive for X": the page's search field takes X, and is sent.
  if (verb === 'search') {
    const value =
      quotes[0]?.value ??
      /\bfor\s+(.+?)(?:\s+(?:in|on|within)\s+the\s+[\p{L}\s-]+)?$/iu.exec(clause)?.[1]?.trim();
    return value && !DESCRIBED.test(value)
      ? [{ kind: 'fill', value, field: 'search' }, { kind: 'submit' }]
      : [];
  }
  // "Page through the list until you find Ivo": a way of looking, whatever its verb; what is
  // looked for is where the next steps happen.
  if (SEEKING.test(clause)) return [];
  if (MOVE.has(verb) || THINK.has(verb) || !verb) return [];
  return otherVerbGoals({ clause, verb, quoted, paths, lent, quotes });
}

/**
 * Goals a clause states by its form whatever else it says: a verb and particle alone, a pause, the
 * best item by a number, a style, a classification, an order of presses, a
 * scroll, a slider, a setting, a path; or null.
 */
function formGoals(clause: string, verb: string, quoted: string[], paths: string[][]): Goal[] | null {
  // A verb and its particle alone ("check out", "sign up", "log off"): the control called so.
  const phrasal = /^(\p{L}+)\s+(out|in|up|off|on|down|over|back)$/iu.exec(clause.trim());
  if (phrasal) return [{ kind: 'click', target: clause.trim() }];
  const pause = PAUSE.exec(clause);
  if (pause) return [pauseGoal(pause)];
  // "pick the card with the greatest number": the one of those items whose number is best.
  const most =
    /\b(?:the\s+)?(\p{L}+)\s+(?:with|showing|that\s+has|having)\s+the\s+(greatest|largest|highest|biggest|smallest|lowest|least)\s+(?:number|value|figure|score)\b/iu.exec(
      clause,
    );
  if (most && (CHOOSE.has(verb) || CLICK.has(verb) || MOVE.has(verb)))
    return [
      {
        kind: 'click',
        target: most[1] ?? '',
        best: { measure: 'number', lowest: /^(smallest|lowest|least)$/i.test(most[2] ?? '') },
      },
    ];
  const styled = CLICK.has(verb) ? null : styleGoal(clause, quoted);
  if (styled) return [styled];
  // "Mark the numbers below as odd or even": each item, by the button of the word true of it.
  const classify =
    /\b(?:mark|label|classify|tag|flag|sort)\s+(?:each\s+of\s+|all\s+(?:of\s+)?|every\s+)?(?:the\s+)?[\p{L}\s]*?\s*as\s+(?:either\s+)?(\p{L}+)\s+or\s+(\p{L}+)\b/iu.exec(
      clause,
    );
  if (classify) return [{ kind: 'classify', options: [classify[1] ?? '', classify[2] ?? ''] }];
  // "Mark Ann's message as important", "flag the order as urgent": the control that says so.
  const markAs = /^(?:mark|flag|label|tag)\s+(.+?)\s+as\s+(?:an?\s+)?([\p{L}\s-]+)$/iu.exec(clause.trim());
  if (markAs?.[2] && !/\bor\b/i.test(markAs[2])) {
    const object = objectWords(markAs[1] ?? '');
    return [{ kind: 'click', target: markAs[2].trim(), loose: true, ...(object ? { object } : {}) }];
  }
  // "Click the numbers in ascending order", "from the largest to the smallest".
  const order =
    /\b(ascending|increasing|descending|decreasing)\s+order\b|\bfrom\s+(?:the\s+)?(lowest|smallest|least|highest|largest|biggest|greatest)\s+to\s+(?:the\s+)?(?:lowest|smallest|least|highest|largest|biggest|greatest)\b/i.exec(
      clause,
    );
  if (order && CLICK.has(verb))
    return [
      {
        kind: 'inOrder',
        lowest: /^(?:ascending|increasing|lowest|smallest|least)$/i.test(order[1] ?? order[2] ?? ''),
      },
    ];
  const onItems = pressOnItems(clause, quoted, verb);
  if (onItems) return [onItems];
  const scroll = scrollGoal(clause);
  if (scroll) return [scroll];
  const slid = sliderGoals(clause.replace(/\uE000(\d+)\uE000/g, (_m, k: string) => quoted[Number(k)] ?? ''));
  if (slid.length > 0) return slid;
  const instrument = numberWithWidget(clause);
  if (instrument) return [instrument];
  const setting = settingGoals(
    clause.replace(/\uE000(\d+)\uE000/g, (_m, k: string) => quoted[Number(k)] ?? ''),
    verb,
  );
  if (setting.length > 0) return setting;
  const pathMark = /\uE001(\d+)\uE001/.exec(clause);
  if (pathMark) return [{ kind: 'path', items: paths[Number(pathMark[1])] ?? [] }];
  return null;
}

/** A pause of so many milliseconds, seconds or minutes. */
function pauseGoal(pause: RegExpExecArray): Goal {
  const count = /^\d/.test(pause[1] ?? '')
    ? Number(pause[1])
    : (COUNT_WORDS[(pause[1] ?? '').toLowerCase()] ?? 1);
  const unit = (pause[2] ?? '').toLowerCase();
  const seconds =
    unit.startsWith('m') && !unit.startsWith('mi')
      ? count / 1000
      : unit.startsWith('mi')
        ? count * 60
        : count;
  return { kind: 'wait', seconds };
}

/** What a verb of typing puts where: quoted text, a date, an amount, or a value the page or a clause before gives. */
function fillGoals(
  clause: string,
  verb: string,
  quoted: string[],
  quotes: QuotedPart[],
  lent: ValueSource | null,
): Goal[] {
  // "into both fields", "in all the boxes": the value goes into each of them.
  const every = /\b(both|all|each|every)\b/i.test(clause);
  const dated = quotes.length === 0 ? DATE.exec(clause) : null;
  if (dated?.[1]) return [{ kind: 'fill', value: dated[1], field: fieldWords(clause.slice(0, dated.index)) }];
  if (quotes.length === 0) {
    const after = afterVerb(clause, verb)
      .trim()
      .replace(/^in\s+/i, '');
    // "Put two sleeping mats in the basket": amounts of things, not text.
    const amounts = verb === 'put' ? amountsListed(clause, verb) : [];
    if (amounts.length > 0) return amounts;
    // Copying with nowhere to put it yet ("copy the 2nd word"): what is copied is lent to a later clause.
    // ("the text in the text area" says where the value is: only "into" says where it goes.)
    if (COPY.has(verb) && !/\b(?:into|onto)\b/i.test(after) && !/^(?:it|them|that|this)\b/i.test(after))
      return [];
    // "the values from the table", "the details shown": each field gets the value shown under its label.
    if (
      /\b(?:values|data|details|information|info|facts)\s+(?:from|in|on|of|shown|given|listed)\b/i.test(
        after,
      ) ||
      LABELS_VALUES.test(after)
    )
      return [{ kind: 'fill', value: '', field: '', every: true, from: { labelled: true } }];
    const plain = unquotedValue(after);
    if (plain) return [{ kind: 'fill', ...plain }];
    // The value is described: the page gives it (named here, or by a clause before).
    const into = intoPart(after);
    const phrase = namedValue(
      into ? after.slice(0, after.length - into.length).replace(/\s*\S+\s*$/, '') : after,
    );
    // "the colour and the maker (shown in the table)": each value into the field of its name.
    const several = valueSource(after) ? [] : namesJoined(phrase);
    if (several.length > 1)
      return several.map((name): Goal => ({ kind: 'fill', value: '', field: name, from: { named: name } }));
    const source =
      valueSource(after) ??
      countSource(phrase) ??
      // ("… then type the number": the one a clause before worked out.)
      (lent && /^(?:the\s+)?(?:number|count|figure)$/i.test(phrase) ? lent : null) ??
      (ANSWER.test(phrase) ? (lent ?? SOLVE) : phrase ? namedBlock(phrase) : lent);
    const field = targetWords(into.replace(/\b(?:below|above|here|there|underneath|beside it)\b/gi, ' '));
    return source
      ? [{ kind: 'fill', value: '', field: FIELD_NOUNS.has(field) ? '' : field, from: source }]
      : [];
  }
  // "an item that starts with "Pa" (and ends with "ya")": typed as it starts, chosen among those offered.
  const shaped =
    /\b(?:starts?|starting|begins?|beginning)\s+with\s+\uE000(\d+)\uE000(?:\s+(?:ends?|ending)\s+(?:with|in)\s+\uE000(\d+)\uE000)?/iu.exec(
      clause,
    );
  if (shaped?.[1]) {
    const ends = shaped[2] === undefined ? '' : (quoted[Number(shaped[2])] ?? '');
    const field = targetWords(intoPart(clause.slice((shaped.index ?? 0) + shaped[0].length)));
    return [
      {
        kind: 'fill',
        value: quoted[Number(shaped[1])] ?? '',
        field: FIELD_NOUNS.has(field) ? '' : field,
        offered: ends ? { endsWith: ends } : {},
      },
    ];
  }
  const lettering = letterCase(clause);
  return quotes.map((q) => ({
    kind: 'fill',
    value: lettering ? lettering(q.value) : q.value,
    field: asField(q.after) || fieldWords(q.before) || placeAfter(q.after),
    ...(every ? { every } : {}),
  }));
}

/** What a verb of choosing picks: words like a quoted one, a choice by its place, or the items it names. */
function chooseGoals(clause: string, verb: string, quotes: QuotedPart[]): Goal[] {
  const similar =
    /\b(?:similar|related|close)\s+(?:in\s+meaning\s+)?to\s+\uE000|\bsynonyms?\s+(?:of|for)\s+\uE000/i.test(
      clause,
    );
  if (similar && quotes[0])
    return quotes[0].value
      .split(/\s*,\s*(?:and\s+)?|\s+and\s+|\s+or\s+/)
      .map((w) => w.replace(/^["'“‘]|["'”’]$/g, '').trim())
      .filter(Boolean)
      .map((word): Goal => ({ kind: 'choose', target: word, similar: true }));
  // "the third radio button", "the 2nd option", "the last checkbox": a choice by its place;
  // "radio button 3", "checkbox #2": the number after the kind is its place.
  const object = afterVerb(clause, verb).trim();
  const placed =
    /^(?:the\s+)?(?:(\d+)(?:st|nd|rd|th)|(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last))\s+(radio(?:\s*button)?|check\s*-?box|tick\s*box|option|choice|box|item|one)s?\b/i.exec(
      object,
    );
  const numbered = placed
    ? null
    : /^(?:the\s+)?(radio(?:\s*button)?|check\s*-?box|tick\s*box|option|choice)\s+(?:number\s+|no\.?\s*|#)?(\d+)$/i.exec(
        object,
      );
  const placeKind = placed?.[3] ?? numbered?.[1];
  const nth = placed ? placeNumber(placed[1], placed[2]) : Number(numbered?.[2] ?? 0);
  if (placeKind && nth !== 0) {
    const kind = /^radio/i.test(placeKind)
      ? 'radio'
      : /box/i.test(placeKind) && !/^box$/i.test(placeKind)
        ? 'checkbox'
        : '';
    return [{ kind: 'choose', target: kind, nth }];
  }
  const target = quotes[0]?.value ?? targetWords(afterVerb(clause, verb));
  // "Select nothing and click Submit": no choice is a step of its own.
  if (/^(nothing|none|no ?one|no items?|no options?)$/i.test(target)) return [];
  // "Select Kanesha, Cristin from the list": each is chosen.
  const items = quotes.length > 0 ? [target] : target.split(/\s*,\s*(?:and\s+)?/).filter(Boolean);
  return items.map((item): Goal => ({ kind: 'choose', target: item }));
}

/** What a verb of pressing presses: so many times, until a number shows, on a given item, or a named control. */
function clickGoals(parts: ClauseParts): Goal[] {
  const { clause, verb, quoted, paths, lent, quotes } = parts;
  // "press Roll until you get an even number": pressed again until the number shown meets it.
  const repeat = /\s+until\s+(.+)$/i.exec(afterVerb(clause, verb));
  const until = repeat ? parseNumberCondition(repeat[1] ?? '') : null;
  // "Press Next until you see Ivo": a way of looking for what the next steps name.
  if (repeat && !until && SEEKING.test(repeat[0])) return [];
  if (repeat && until) {
    const target = targetWords(afterVerb(clause, verb).slice(0, repeat.index));
    return target ? [{ kind: 'click', target, until }] : [];
  }
  const after = afterVerb(clause, verb);
  const when = whenShown(clause);
  if (when) {
    const target = targetWords(after) || kindWord(after);
    return target ? [{ kind: 'click', target, when }] : [];
  }
  const ordinal = ordinalOf(after);
  if (ordinal) {
    return [
      { kind: 'click', target: targetWords(ordinal.rest) || kindWord(ordinal.rest), ordinal: ordinal.n },
    ];
  }
  // "Press + three times", "click Next twice": the same press, so many times.
  const times = PRESS_TIMES.exec(after);
  if (times) {
    const n = times[2] ? 2 : times[3] ? 3 : times[4] ? 1 : countOf(times[1]);
    const once = clauseGoals(clause.slice(0, clause.length - times[0].length), verb, quoted, paths, lent);
    const [press] = once;
    if (once.length === 1 && press?.kind === 'click' && n >= 1 && n <= 20)
      return Array.from({ length: n }, () => press);
  }
  const quote = quotes[0]?.value;
  if (quote) return [{ kind: 'click', target: quote, exact: true }];
  // With no name left, the kind of control is the target ("focus into the textbox").
  const target = targetWords(after) || kindWord(after);
  if (target) return [{ kind: 'click', target, ...(verb === 'open' ? { opener: true } : {}) }];
  // "… and submit": the form is sent by whatever sends it.
  return verb === 'submit' ? [{ kind: 'submit' }] : [];
}

/** A verb of its own ("order", "reply", "book"): values typed with their labels, amounts of items, then its control. */
function otherVerbGoals(parts: ClauseParts): Goal[] {
  const { clause, verb, quoted, paths, lent, quotes } = parts;
  // Values given with their labels ("Departure: 2027-03-19", "from: A to: B") are typed into
  // those fields. After a verb of its own ("Book the cheapest flight from: A to: B on …") they
  // describe what to look for: the form is sent, then the verb's control pressed on the best item.
  const pairs = labelledValues(clause);
  const labelFirst = pairs.length > 0 && new RegExp(`^${verb}\\s*:`, 'i').test(clause.trim());
  if (labelFirst) return pairs.map(([field, value]): Goal => ({ kind: 'fill', field, value }));
  // Any other clause that gives a day ("leave on 2027-03-02", "book the trip for …"): the date field takes it.
  const day = pairs.length === 0 && quotes.length === 0 ? DATE.exec(clause) : null;
  if (day?.[1]) return [{ kind: 'fill', value: day[1], field: 'date' }];
  if (pairs.length > 0) {
    const best = Object.entries(SUPERLATIVES).find(([w]) => new RegExp(`\\b${w}\\b`, 'i').test(clause))?.[1];
    return [
      ...pairs.map(([field, value]): Goal => ({ kind: 'fill', field, value })),
      { kind: 'submit' },
      { kind: 'click', target: verb, ...(best ? { best } : {}) },
    ];
  }
  // Another verb names a control of its own ("reply to them with the text "x"", "forward it to
  // Ann", "log in"): press it, then type what the rest of the clause gives. What it is to bring
  // up may be a number with a condition ("generate a number less than 5"): pressed until so.
  // "Order one of each item: A, B", "buy 3 items that are vegan": amounts of items, then the
  // verb's own control (unless the verb is the adding itself).
  const unquoted = clause.replace(/\uE000(\d+)\uE000/g, (_m, k: string) => quoted[Number(k)] ?? '');
  const amounts = quantityGoal(unquoted);
  // The verb may be a control of its own ("Order"), or only say what adding is ("put", "add").
  const adding = (listed: Goal[]): Goal[] =>
    /^(add|increase|increment)$/.test(verb)
      ? listed
      : [...listed, { kind: 'click', target: verb, ifShown: true }];
  if (amounts) return adding([amounts]);
  const when = whenShown(clause);
  if (when) return [{ kind: 'click', target: verb, when }];
  // Only where the number is what the verb makes ("roll an even number"), not a thing it acts on.
  const makesNumber =
    /^\s*(?:a|an|another|some)\s+(?:(?:odd|even|new|random)\s+)*(?:number|value|result|figure|score|total|amount)\b/i.test(
      afterVerb(clause, verb),
    );
  const until = makesNumber ? parseNumberCondition(clause) : null;
  if (until) return [{ kind: 'click', target: verb, until }];
  const listed = amountsListed(unquoted, verb);
  if (listed.length > 0) return adding(listed);
  // "Show the picture cat.png": a verb of looking at a file by its name opens that file.
  const file = VIEWING.has(verb)
    ? /(?:^|\s)([\w-]+\.[a-z][a-z0-9]{0,4})(?=[\s,;]|$)/i.exec(afterVerb(clause, verb))
    : null;
  if (file?.[1]) return [{ kind: 'click', target: file[1], opener: true }];
  // "Add the cheapest tent": the verb's control on the item best by that measure, named without it.
  const superlative = Object.entries(SUPERLATIVES).find(([w]) => new RegExp(`\\b${w}\\b`, 'i').test(clause));
  const best = superlative?.[1];
  // "Save the preferences with 2 guests and imperial units": what it is done with is set first.
  // ("… with the shortest duration" says which item, not a setting.)
  const withParts = quotes.length === 0 && !superlative ? withSettings(clause) : null;
  if (withParts) return [...withParts.goals, ...clauseGoals(withParts.rest, verb, quoted, paths, lent)];
  const object = objectWords(
    afterVerb(clause, verb).replace(new RegExp(`\\b${superlative?.[0] ?? '\uE002'}\\b`, 'i'), ' '),
  );
  // "Add every product under $20", "star two emails from Ann": the verb's control on each item
  // so named that meets the bound, on so many of them where a count is said.
  const every =
    /^(?:(every|each|all(?:\s+of)?(?:\s+the)?)|(\d+|two|three|four|five|six|seven|eight|nine|ten|both))\s+(?:of\s+the\s+)?(\p{L}+)\s*(.*)$/iu.exec(
      afterVerb(clause, verb).replace(QUOTE_MARK_ALL, ' ').trim(),
    );
  if (every?.[3]) {
    const rest = (every[4] ?? '').replace(/\s+(?:to|into|in|onto)\s+(?:the|your|my)\s+\p{L}+$/u, '');
    const meeting = parseBound(rest);
    const count = countOf(every[2]);
    return [
      {
        kind: 'click',
        target: verb,
        object: every[3],
        each: { ...(meeting ? { meeting } : {}), ...(count ? { count } : {}) },
      },
    ];
  }
  const goals: Goal[] = [
    { kind: 'click', target: verb, ...(object ? { object } : {}), ...(best ? { best } : {}) },
  ];
  // Text quoted in a clause of such a verb is what it takes ("with …", "saying …", "reply "…"").
  const withText = quotes[0];
  if (withText) goals.push({ kind: 'fill', value: withText.value, field: '' });
  const to =
    /\bto\s+([\w.+-]+@[\w-]+(?:\.[\w-]+)+|\p{Lu}[\p{L}\p{N}'.-]*(?:\s+\p{Lu}[\p{L}\p{N}'.-]*)*)/u.exec(
      clause.replace(QUOTE_MARK, ''),
    );
  if (!withText && to?.[1]) goals.push({ kind: 'fill', value: to[1], field: 'to' });
  return goals;
}

/**
 * The thing a clause names after its verb, without whose it is ("Ann Lee's address" → address),
 * the people it goes to or comes from, or quoted text: what may name the control to press.
 */
function objectWords(after: string): string {
  const unquoted = after.replace(QUOTE_MARK_ALL, ' ').trim();
  // What follows "to" is whom the clause goes to, unless nothing else is named ("reply "…" to the mail").
  const tail = /\b(?:to|from|by|with|for|about|on|in|into|saying|as)\b.*$/i;
  const cut = unquoted.replace(tail, '').trim();
  const rest = unquoted
    .replace(/^(?:to|about|on)\s+/i, '')
    .replace(tail, '')
    .trim();
  if (!cut && /^(?:it|them|him|her|that|this|those|these|that one|this one)?$/i.test(rest)) return '';
  const head = (cut || rest)
    .replace(/(?:^|\s)\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)*['’]s\b/gu, ' ')
    .replace(/(?:^|\s)\p{Lu}[\p{Ll}-]+(?:\s+\p{Lu}[\p{Ll}-]+)+/gu, ' ');
  return targetWords(head);
}

/**
 * The letters a value is to be typed in, where the clause says ("in all lower case letters", "in
 * capitals", "all caps", "in small letters"): the value is written so.
 */
function letterCase(clause: string): ((value: string) => string) | null {
  const text = clause.replace(QUOTE_MARK_ALL, ' ');
  if (/\b(?:lower[\s-]?case|small letters|minuscules?)\b/i.test(text)) return (v) => v.toLowerCase();
  if (/\b(?:upper[\s-]?case|capital letters|capitals|all caps|block letters|majuscules?)\b/i.test(text))
    return (v) => v.toUpperCase();
  return null;
}

const QUOTE_MARK_ALL = /\uE000\d+\uE000/g;

function afterVerb(clause: string, verb: string): string {
  const at = clause.toLowerCase().search(new RegExp(`\\b${verb}\\b`));
  return at < 0 ? clause : clause.slice(at + verb.length);
}

/** What a clause names after its verb: articles, kind words and purpose ("to …") removed. */
function targetWords(text: string): string {
  let t = text
    .replace(/\s+(to|so|in order to)\s+\p{Ll}+\b.*$/u, '') // purpose: "to mark it as important"
    .replace(/\s+(?:when|once|as soon as|after)\s+\p{Ll}+\b.*$/u, '') // time: "when done"
    .replace(/\s+(from|in|on|under|inside|within|of)\s+the\s+[\p{L}-]+(\s+[\p{L}-]+)?$/iu, '')
    // Where it is, by a name ("the box in Settings"): no part of what it is. After a name only:
    // the name itself is never cut ("click on Juice").
    .replace(
      /(?<=\S)\s+(?:in|on|under|inside|within|beside|near|next\s+to)\s+\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)*$/u,
      '',
    )
    .trim();
  const named = /\b(?:named|called|labell?ed|titled|saying|reading)\s+(.+)$/i.exec(t);
  if (named?.[1]) t = named[1];
  let previous = '';
  while (t !== previous) {
    previous = t;
    t = t.replace(ARTICLES, '').trim();
  }
  // Whose it is ("Jun Sato's address", "his email") says where it is, not what it is called.
  t = t.replace(/^\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)*['’]s\s+(?=\p{Ll})/u, '');
  t = t.replace(/^(?:his|her|their|its)\s+(?=\p{L})/iu, '');
  t = t.replace(KIND_WORDS, ' ').replace(/\s+/g, ' ').trim();
  return t.replace(/^(on|the|a|an)\s+/i, '').trim();
}

/** The last word of a clause that says what kind of control it means ("button", "textbox"), or "". */
function kindWord(text: string): string {
  const kinds = text.toLowerCase().match(KIND_WORDS);
  return (kinds?.at(-1) ?? '').replace(/s$/, '');
}

/** The target of "expand the section below": none in particular. */
function namedTarget(text: string): string {
  const t = targetWords(text)
    .replace(
      /\b(section|panel|part|group|area|folder|node|below|above|here|there|collapsible|accordion)s?\b/gi,
      ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();
  return t;
}

/** "wait 2 seconds", "pause for half a second", "wait a minute": a while to let pass, in a unit of time. */
const PAUSE = new RegExp(
  String.raw`\b(?:wait|pause|hold on|delay)\s+(?:for\s+)?(?:about\s+)?(\d+(?:\.\d+)?|an?|${ONE_TO_TEN}|half a)\s*(ms|milliseconds?|seconds?|secs?|s|minutes?|mins?)\b`,
  'i',
);
/**
 * "Click Like on 2 posts by @ann", "press "Share" on every post", "tap the Star icon for each
 * email from Ann": a control named, pressed on each item of a kind (so many where counted).
 */
function pressOnItems(clause: string, quoted: string[], verb: string): Goal | null {
  if (!CLICK.has(verb)) return null;
  const text = clause.replace(/\uE000(\d+)\uE000/g, (_m, k: string) => `"${quoted[Number(k)] ?? ''}"`);
  const m =
    /^\p{L}+\s+(?:on\s+)?(?:the\s+)?("[^"]+"|[\p{L}\p{N}-]+(?:\s+[\p{L}\p{N}-]+)??)(?:\s+(?:button|icon|link))?\s+(?:on|for|of|in)\s+(?:(every|each|all(?:\s+of)?(?:\s+the)?)|(\d+|two|three|four|five|six|seven|eight|nine|ten|both))\s+(?:of\s+the\s+)?(\p{L}+)/iu.exec(
      text.trim(),
    );
  if (!m?.[1] || !m[4]) return null;
  const quotedName = m[1].startsWith('"');
  const target = quotedName ? m[1].slice(1, -1) : m[1];
  const count = countOf(m[3]);
  return {
    kind: 'click',
    target,
    ...(quotedName ? { exact: true } : {}),
    object: m[4],
    each: count ? { count } : {},
  };
}

/** A count said in digits or words ("3", "three", "both"); 0 when none is said. */
function countOf(word: string | undefined): number {
  const w = (word ?? '').toLowerCase();
  return /^\d+$/.test(w) ? Number(w) : w === 'both' ? 2 : (COUNT_WORDS[w] ?? 0);
}

const COUNT_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  'half a': 0.5,
  ...Object.fromEntries(NUMBER_WORDS.map((word, n) => [word, n])),
};

/**
 * "scroll to the bottom of the text area", "scroll all the way down", "scroll the agreement to
 * its end": an end, and the block of text it is the end of (none, or the page: the page).
 */
function scrollGoal(clause: string): Goal | null {
  if (!/\bscroll\b/i.test(clause)) return null;
  const end = /\b(bottom|end|top|start|beginning)\b/i.exec(clause)?.[1] ?? /\b(down|up)\b/i.exec(clause)?.[1];
  if (!end) return null;
  const to = /^(top|start|beginning|up)$/i.test(end) ? 'top' : 'bottom';
  const block =
    /\b(?:bottom|end|top|start|beginning)\s+of\s+(?:the\s+)?([\p{L} ]+?)\s*$/iu.exec(clause)?.[1] ??
    /\bscroll\s+(?:down\s+|up\s+)?the\s+([\p{L} ]+?)\s+(?:to|down|up)\b/iu.exec(clause)?.[1];
  const passage = block && !/^(page|screen|window|site)$/i.test(block) ? block.toLowerCase() : '';
  return { kind: 'scroll', to, ...(passage ? { passage } : {}) };
}

/**
 * "when the price is less than $49.60", "once the level drops below 10", "as soon as the count
 * reaches 5": the measure (its last word) and what its value is to be; null when none is said.
 */
function whenShown(clause: string): { label: string; condition: NumberCondition } | null {
  const m =
    /\s(?:when|once|as soon as|while)\s+(?:the\s+|its\s+)?([\p{L}\s-]+?)\s+(is|are|drops|falls|goes|gets|reaches|rises|climbs|stays)\s+(?:to\s+)?(.+?)\s*\.?$/iu.exec(
      clause,
    );
  if (!m) return null;
  const label = (m[1] ?? '').trim().split(/\s+/).at(-1) ?? '';
  const rest = (m[3] ?? '').replace(/[$€£¥]/g, '').replace(/\.$/, '');
  const bare = /^-?\d+(?:\.\d+)?$/.test(rest.trim());
  const verb = (m[2] ?? '').toLowerCase();
  const worded = bare
    ? `${/^(reaches|rises|climbs)$/.test(verb) ? 'at least' : /^(drops|falls)$/.test(verb) ? 'at most' : 'equal to'} ${rest}`
    : rest;
  const condition = parseNumberCondition(`a number ${worded}`);
  return condition && label ? { label, condition } : null;
}

const STYLES: Array<[RegExp, TextStyle]> = [
  [/\b(?:bold|bolded|boldface)\b/i, 'bold'],
  [/\b(?:italics?|itali[cs]i[sz]ed?)\b/i, 'italic'],
  [/\b(?:underlined?|underlining)\b/i, 'underline'],
];

/**
 * Text to style and the style: "give everything the style underlined", "make the word "dusk"
 * bold", "italicise the text harbour"; null when the clause names no style.
 */
function styleGoal(clause: string, quoted: string[]): Goal | null {
  const style = STYLES.find(([re]) => re.test(clause))?.[1];
  if (!style) return null;
  if (/\b(?:everything|all(?:\s+of)?\s+the\s+text|all\s+text|the\s+(?:whole|entire)\s+text)\b/i.test(clause))
    return { kind: 'style', style, text: null };
  const mark = QUOTE_MARK.exec(clause);
  if (mark) return { kind: 'style', style, text: quoted[Number(mark[1])] ?? '' };
  const named = /\b(?:text|word|phrase)\s+(\S+?)\s+(?:the\s+style\b|bold|itali|underlin|in\s)/i.exec(clause);
  return named?.[1] ? { kind: 'style', style, text: named[1] } : null;
}

/** "three times", "twice" at the end of a press: how many presses it asks for. */
const PRESS_TIMES = new RegExp(
  String.raw`\s+(?:(\d+|${ONE_TO_TEN})\s+times|(twice)|(thrice)|(once))\s*$`,
  'i',
);
const AMOUNT = String.raw`(\d+|${ONE_TO_TEN}|a|an)`;
const ITEM_NOUN = String.raw`(?:items?|dish(?:es)?|products?|things?|ones?|pieces?|units?)`;

/** Amounts of items a clause asks for (see the `quantity` goal), or null. */
function quantityGoal(clause: string): Goal | null {
  const amount = (word: string) =>
    /^\d+$/.test(word) ? Number(word) : (COUNT_WORDS[word.toLowerCase()] ?? 0);
  const each = new RegExp(String.raw`\b${AMOUNT}\s+of\s+each(?:\s+${ITEM_NOUN})?\s*:?\s+(.+?)\s*$`, 'i').exec(
    clause,
  );
  if (each) {
    // Names are split at commas; an "and" may join two names or be part of one ("Fish and
    // chips"): the page tells which (see the follower).
    const items = (each[2] ?? '')
      .replace(/\s+(?:to|into|in|onto)\s+(?:the|your|my|our)\s+[\p{L} ]+$/u, '')
      .split(/\s*,\s*(?:and\s+)?/)
      .map((x) => x.trim())
      .filter(Boolean);
    return items.length > 0 && amount(each[1] ?? '') > 0
      ? { kind: 'quantity', count: amount(each[1] ?? ''), items }
      : null;
  }
  const kind = new RegExp(
    String.raw`\b${AMOUNT}\s+${ITEM_NOUN}\s+(?:that\s+are|which\s+are|marked(?:\s+as)?|labell?ed(?:\s+as)?|tagged)\s+(.+?)\s*$`,
    'i',
  ).exec(clause);
  if (kind && amount(kind[1] ?? '') > 0)
    return { kind: 'quantity', count: amount(kind[1] ?? ''), having: (kind[2] ?? '').replace(/[.!]$/, '') };
  return null;
}

/**
 * Amounts of named things after the verb, joined by commas and "and" ("two ropes and a tunnel
 * tent", "3 lanterns, 1 stove"): each thing the number of times, in the singular its row shows.
 * None unless every part is an amount and a name.
 */
function amountsListed(clause: string, verb: string): Goal[] {
  const after = clause
    .replace(new RegExp(`^\\s*${verb}\\s+`, 'i'), '')
    .replace(/\s+(?:to|into|in|onto)\s+(?:the|your|my|our)\s+[\p{L} ]+$/u, '');
  const parts = after.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).filter(Boolean);
  const amounts: Array<[number, string]> = [];
  for (const part of parts) {
    const m = new RegExp(String.raw`^${AMOUNT}\s+(?!of\b)(\p{L}[\p{L}\p{N} ,.'-]*)$`, 'iu').exec(part.trim());
    // A name, not a phrase that says more of it ("a table for less than 6 people").
    if (/\b(?:for|with|from|of|than|to|in|on|at|by|that|which|who)\b|\d/i.test(m?.[2] ?? '')) return [];
    const count = /^\d+$/.test(m?.[1] ?? '')
      ? Number(m?.[1])
      : (COUNT_WORDS[(m?.[1] ?? '').toLowerCase()] ?? 0);
    if (!m?.[2] || count <= 0) return [];
    amounts.push([count, count > 1 ? singular(m[2].trim()) : m[2].trim()]);
  }
  return amounts.map(([count, item]): Goal => ({ kind: 'quantity', count, items: [item] }));
}

/** A plural noun phrase in the singular, by its last word ("sleeping mats" → "sleeping mat"). */
function singular(phrase: string): string {
  return phrase.replace(/(\p{L}+)$/u, (w) =>
    /[^aeiou]ies$/i.test(w)
      ? w.replace(/ies$/i, 'y')
      : /(?:ch|sh|x|ss|z)es$/i.test(w)
        ? w.replace(/es$/i, '')
        : /[^s]s$/i.test(w)
          ? w.replace(/s$/i, '')
          : w,
  );
}

/**
 * What a press is to be done with, when it is settings: "with 2 guests and imperial units" (a
 * count, a choice), "with the name Ada Byron" (a field and its value). The clause without them
 * is what is pressed. Null when "with" brings no such parts.
 */
function withSettings(clause: string): { goals: Goal[]; rest: string } | null {
  const m = /^(.+?)\s+with\s+(.+)$/i.exec(clause);
  if (!m?.[1] || !m[2] || /\b(?:text|message|words?|note|comment|value)\b/i.test(m[2])) return null;
  const goals: Goal[] = [];
  for (const part of m[2].split(/\s*,\s*(?:and\s+)?|\s+and\s+/)) {
    const count = /^(\d+)\s+(\p{L}+)$/u.exec(part);
    const field =
      /^(?:the|a|an|my|your)\s+(\p{Ll}+)\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)*|\d[\d.,/-]*)$/u.exec(
        part,
      );
    if (count?.[1] && count[2]) goals.push({ kind: 'set', target: count[2], value: Number(count[1]) });
    else if (field?.[1] && field[2]) goals.push({ kind: 'fill', field: field[1], value: field[2] });
    else if (/^(?:the\s+)?\p{L}+(?:\s+\p{L}+)?$/u.test(part))
      goals.push({ kind: 'choose', target: targetWords(part) });
    else return null;
  }
  return goals.length > 0 ? { goals, rest: m[1] } : null;
}

/** Verbs that give a setting a value: "set the guests to 3", "change the theme to Dark". */
const SETTING_VERBS = new Set([
  'set',
  'change',
  'make',
  'switch',
  'adjust',
  'increase',
  'decrease',
  'raise',
  'lower',
  'reduce',
  'update',
]);

/**
 * Clauses that put a setting in a state, in the words people use for it: "turn on X", "switch X
 * on", "enable X" (X chosen), "go to X", "switch to X", "use X" (X chosen or pressed), "set X to
 * Y" (a number: the field or counter X set to it; a date: typed or picked; else Y chosen).
 */
function settingGoals(clause: string, verb: string): Goal[] {
  const text = clause.trim().replace(/[.!]+$/, '');
  const on =
    /^(?:turn|switch|toggle)\s+on\s+(.+)$|^(?:turn|switch)\s+(.+?)\s+on$|^(?:enable|activate)\s+(.+)$/i.exec(
      text,
    );
  if (on) return [{ kind: 'choose', target: targetWords(on[1] ?? on[2] ?? on[3] ?? '') }];
  const go =
    /^(?:go|proceed|head|navigate|switch|move|change)\s+(?:over\s+|back\s+)?to\s+(.+)$|^use\s+(.+)$/i.exec(
      text,
    );
  if (go) {
    const target = targetWords(go[1] ?? go[2] ?? '');
    return target ? [{ kind: 'choose', target }] : [];
  }
  if (!SETTING_VERBS.has(verb)) return [];
  // "make it 4 guests": the count of that thing.
  const count = /^\p{L}+\s+(?:it\s+)?(\d+)\s+(\p{L}+)$/u.exec(text);
  if (count?.[1] && count[2]) return [{ kind: 'set', target: count[2], value: Number(count[1]) }];
  const to = /^(?:\p{L}+\s+)?(?:the\s+|my\s+|your\s+)?(.+?)\s+to\s+(.+)$/iu.exec(text);
  // "make the number of seats 2": the value said after the thing, with no "to".
  const bare = /^\p{L}+\s+(?:the\s+|my\s+|your\s+)?(.+?)\s+(?:be\s+|equal\s+)?([-−]?\d+(?:\.\d+)?)$/iu.exec(
    text,
  );
  if (!to && bare?.[1] && bare[2])
    return [
      {
        kind: 'set',
        target: bare[1].replace(/^(?:number|count|amount)\s+of\s+/i, '').trim(),
        value: Number(bare[2].replace('−', '-')),
      },
    ];
  if (!to?.[1] || !to[2]) return [];
  const field = to[1].replace(/^(?:number|count|amount)\s+of\s+/i, '').trim();
  const value = to[2].trim();
  // "switch between the tabs to find …": a purpose, not a setting and its value.
  if (
    /^(?:between|through|across|around|among|from|in|on|at|back|over)\b/i.test(field) ||
    isVerb(value.split(/\s+/)[0] ?? '')
  )
    return [];
  if (/^[-−]?\d+(?:\.\d+)?$/.test(value))
    return [{ kind: 'set', target: field, value: Number(value.replace('−', '-')) }];
  const date = DATE.exec(value);
  if (date) return [{ kind: 'fill', value: date[0], field }];
  return [{ kind: 'choose', target: targetWords(value) }];
}

/**
 * A number set with a widget the clause names as its instrument: "pick 8 with the spinner",
 * "set the tickets to 5 using the arrows", "use the counter to choose 3". The field is the one the
 * clause names, else the widget's.
 */
function numberWithWidget(clause: string): Goal | null {
  const text = clause.trim().replace(/[.!]+$/, '');
  const use = /^(?:use|using)\s+(?:the\s+)?(.+?)\s+to\s+\p{L}+\s+(.+)$/iu.exec(text);
  const by = /^\p{L}+\s+(.+?)\s+(?:with|using|via|on|in)\s+(?:the\s+|its\s+)?(.+)$/iu.exec(text);
  const [widget, rest] = use ? [use[1], use[2]] : by ? [by[2], by[1]] : [];
  // Typed into a field ("enter 5 in the box") is a fill, not a widget's setting.
  if (!widget || !rest || (!use && FILL.has(baseVerb(text.split(/\s+/)[0]?.toLowerCase() ?? ''))))
    return null;
  const number = /^[-−]?\d+(?:\.\d+)?$/;
  const value = rest.trim();
  // The widget's kind is kept whole ("spin box"): it says which control to use.
  const kind = widget.replace(/^(?:the|a|an|its)\s+/i, '').trim();
  if (number.test(value)) return { kind: 'set', target: kind, value: Number(value.replace('−', '-')) };
  const to = /^(?:the\s+)?(.+?)\s+to\s+([-−]?\d+(?:\.\d+)?)$/i.exec(value);
  return to?.[1] && to[2]
    ? { kind: 'set', target: targetWords(to[1]), value: Number(to[2].replace('−', '-')) }
    : null;
}

/** A thing named as a kind of container, by its look at most ("the pie menu", "the drop-down list"). */
const CONTAINER = /^(?:[\p{L}-]+\s+)?(?:menu|drop-?down|dropdown list|popup|pop-up|panel)$/iu;

/** Words before "slider" that say which sliders, not a name of one. */
const NOT_A_SLIDER_NAME =
  /^(the|a|an|this|that|these|those|each|every|all|both|its|with|using|by|use|move|set|drag|slide|adjust|two|three|four|five|first|second|third|fourth|fifth|last)$/i;

/**
 * A clause about sliders with numbers: one value for the slider it names ("set the volume slider
 * to 30", "select -5 with the slider"), or one value for each slider in turn ("set the sliders to
 * [3, 17, 9]").
 */
function sliderGoals(clause: string): Goal[] {
  const said = /\b(?:([\p{L}-]+)\s+)?sliders?\b/iu.exec(clause);
  if (!said) return [];
  const values = (clause.match(/(?<![\p{L}\d.])[-−]?\d+(?:\.\d+)?(?![\p{L}\d])/gu) ?? []).map((v) =>
    Number(v.replace('−', '-')),
  );
  if (values.length === 0) return [];
  const name = said[1] && !NOT_A_SLIDER_NAME.test(said[1]) ? said[1] : '';
  if (values.length === 1) return [{ kind: 'set', value: values[0] ?? 0, target: name }];
  return values.map((value, k): Goal => ({ kind: 'set', value, target: '', ordinal: k + 1 }));
}

const SOLVE: ValueSource = { solve: true };
/**
 * Where a value goes: what follows the last "into" (or "onto"), else the last "in" or "inside"
 * ("the sentence in the text area into Your text" → "Your text"); "" when neither is said.
 */
function intoPart(text: string): string {
  const into = [...text.matchAll(/\b(?:into|onto)\s+/gi)].at(-1);
  // ("listed in the table", "shown in the box" say where the value is, not where it goes.)
  const place =
    into ??
    [
      ...text.matchAll(
        /(?<!\b(?:listed|shown|given|written|displayed|found|stated)\s+)\b(?:in|inside)\s+(?=\S)/gi,
      ),
    ].at(-1);
  return place ? text.slice((place.index ?? 0) + place[0].length).trim() : '';
}

/** An unknown named by its letter ("solve for x", "the value of y", "what is x"): its value is to be worked out. */
const UNKNOWN = /\b(?:for|of|is|find|out|compute|calculate)\s+([a-z])\b(?!['’.-])/;

/**
 * The thing whose value the page shows, as a clause describes it ("the customer's postcode",
 * "the text from the grey box"): its words without articles, or "" for a pronoun.
 */
function namedValue(text: string): string {
  const t = text
    .replace(/\s+(?:in|up|down|out)\s*$/i, '')
    .replace(QUOTE_MARK_ALL, ' ')
    .replace(/\b(?:shown|written|given|displayed)\s+(?:above|below|here|there)\b/gi, ' ')
    // "what the note says": the note.
    .replace(/^\s*what\s+(.+?)\s+(?:says|shows|reads|contains|holds)\s*$/i, '$1')
    .replace(/^\s*(?:the|a|an)\s+/i, '')
    .trim();
  // "your name", "my address": the user's own, which the page does not show.
  if (/^(?:your|my|our)\b/i.test(t)) return '';
  return /^(?:it|that|this|them|those|these|that one|this one|value|the value)?$/i.test(t) ? '' : t;
}

/**
 * Short names joined by "and" or commas, where a value is named by each: "the colour and the
 * maker listed in the table" → colour, maker. None when a part is long or there is one.
 */
function namesJoined(phrase: string): string[] {
  const bare = phrase
    .replace(/\s+(?:listed|shown|given|written|displayed|stated)\b.*$/i, '')
    .replace(/\s+(?:from|in|on)\s+(?:the|this)\s+[\p{L}\s]+$/iu, '');
  if (!/\sand\s|,/.test(bare)) return [];
  const parts = bare
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+/)
    .map((p) => p.replace(/^(?:the|a|an|its|their)\s+/i, '').trim())
    .filter(Boolean);
  return parts.length > 1 && parts.every((p) => p.split(/\s+/).length <= 3) ? parts : [];
}

function namedSource(text: string): ValueSource | null {
  const into = /\s+(?:(?:into|onto)\s+|(?:in|inside)\s+(?:the\s+)?(?:field|box|input)\b).*$/i;
  const named = namedValue(text.replace(into, ''));
  return named ? namedBlock(named) : null;
}

/**
 * A value named as one of several blocks of a kind, by its place ("the second text area", "the
 * last box's text", "text of the 3rd note"): that kind, and which of them; else the name as said.
 */
function namedBlock(phrase: string): ValueSource {
  const m =
    /\b(?:(\d+)(?:st|nd|rd|th)|(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last))\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)(?:['’]s\b.*)?$/iu.exec(
      phrase.replace(/\s+(?:below|above|here|underneath|on the (?:left|right|page))\s*$/i, ''),
    );
  if (!m?.[3]) return { named: phrase };
  const nth = placeNumber(m[1], m[2]);
  return nth === 0 ? { named: phrase } : { named: m[3], nth };
}
/** "the (total) number of blocks", "how many circles": a count of things of that kind; null otherwise. */
function countSource(phrase: string): ValueSource | null {
  const m =
    /^(?:the\s+)?(?:total\s+|whole\s+)?(?:number|count|amount)\s+of\s+(?:all\s+)?(?:the\s+)?(\p{L}+)(?:\s+(?:shown|on the page|below|above|here))?$/iu.exec(
      phrase.trim(),
    ) ?? /^how\s+many\s+(\p{L}+)/iu.exec(phrase.trim());
  return m?.[1] ? { count: m[1].toLowerCase() } : null;
}

/** Words that stand for a value worked out: "your answer", "the result", "the solution". */
const ANSWER = /\b(answer|result|solution|sum|total)\b/i;

/**
 * The n-th (or last) unit of a named block of text: "the 2nd word in the paragraph", "the last
 * line of the text area", "the first letter of the quote"; null when the words name none.
 */
function valueSource(text: string): ValueSource | null {
  const m =
    /\b(?:the\s+)?(\d+)(?:st|nd|rd|th)|\b(?:the\s+)?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last)\b/i.exec(
      text,
    );
  if (!m) return null;
  const rest = text.slice((m.index ?? 0) + m[0].length);
  const what =
    /^\s+(\p{L}+)\s+(?:in|of|from)\s+(?:the\s+)?([\p{L}\s]+?)\s*(?:$|[,.;]|\b(?:into|and|then|below|above|shown)\b)/iu.exec(
      rest,
    );
  const unit = unitNamed(what?.[1] ?? '');
  if (!unit || !what?.[2]) return null;
  const n = placeNumber(m[1], m[2]);
  return n === 0 ? null : { n, unit, passage: what[2].trim().toLowerCase() };
}

/** Words that describe a value rather than give it ("your name", "that", "the code"). */
const DESCRIBED =
  /^(?:that|it|this|them|those|these|the|a|an|your|my|our|his|her|their|its|some|any|something|anything|what|whatever|how many|how much)\b/i;

/**
 * A value given without quotes, and the field it goes into: "brake pads into the search box" →
 * "brake pads", "search"; null when the words describe the value rather than give it.
 */
function unquotedValue(given: string): { value: string; field: string } | null {
  // "the number 5", "the word tulip": the value itself, named with what kind it is.
  const text = given
    .trim()
    .replace(/^(?:the\s+)?(?:number|value|figure|digits?)\s+(?=[-−+]?\d[\d.,]*(?:\s|$))/i, '')
    .replace(
      /^(?:the\s+)?(?:word|text|string|letters?|code)\s+(?=[^\s]+(?:\s+(?:into|in|inside|onto|on)\s|$))/i,
      '',
    );
  const as = /^(.+?)\s+as\s+((?:the|your|my|his|her|their)\s+.+)$/i.exec(text.trim());
  if (as?.[1] && as[2] && !DESCRIBED.test(as[1])) {
    const field = asField(` as ${as[2]}`);
    if (field) return { value: as[1].trim(), field: FIELD_NOUNS.has(field) ? '' : field };
  }
  const m = /^(.+?)(?:\s+(?:into|in|inside|onto|on)\s+(.+))?$/i.exec(text.trim().replace(/^in\s+/i, ''));
  const value = (m?.[1] ?? '').trim();
  if (!value || DESCRIBED.test(value) || QUOTE_MARK.test(value)) return null;
  const field = targetWords(m?.[2] ?? '');
  return { value, field: FIELD_NOUNS.has(field) ? '' : field };
}

/** Where a value said before goes, read after it ("in the second text field" → "second"); "" when no field is named. */
function placeAfter(after: string): string {
  const into = /^\s*(?:into|in|inside|onto)\s+(.+)$/i.exec(after);
  const field = into?.[1] ? targetWords(into[1]) : '';
  return FIELD_NOUNS.has(field) ? '' : field;
}

/** The label words just before a quoted value ("the username" → "username"; "enter" → ""). */
/** "each label's value", "the value that goes with each label", "the matching value of every field". */
const LABELS_VALUES =
  /\b(?:each|every)\s+(?:label|field|box)['’]s\s+value\b|\bvalues?\s+(?:that\s+|which\s+)?(?:corresponds?|matches|match|belongs?|goes|go)\s+(?:with|to)\s+(?:each|every|its|their|the)\s+(?:label|field|box)|\bvalue\s+of\s+(?:each|every)\s+(?:label|field)\b/i;

/**
 * A list of labels and values ("…: First name: Ana, Last name: Ruiz and press Submit") made
 * steps: each value, kept whole, typed into the field of its label. What introduces the list
 * ("Fill the form with the following:") says no more than that. Two pairs at least; else unchanged.
 */
function labelledList(text: string, quoted: string[]): string {
  const label = /(?<=^|[\s,;:])(\p{Lu}[\p{L}'-]*(?:\s+[\p{L}'-]+){0,2})\s*:\s+/gu;
  const labels = [...text.matchAll(label)];
  // A first "label" with nothing after it introduces the list ("Enter these details: Name: …").
  const second = labels[1];
  if (second && !text.slice((labels[0]?.index ?? 0) + (labels[0]?.[0].length ?? 0), second.index).trim())
    labels.shift();
  if (labels.length < 2) return text;
  const first = labels[0];
  const start = first?.index ?? 0;
  const pairs: string[] = [];
  let end = text.length;
  for (const [k, m] of labels.entries()) {
    const from = (m.index ?? 0) + m[0].length;
    const next = labels[k + 1]?.index ?? text.length;
    let value = text.slice(from, next);
    if (k === labels.length - 1) {
      const stop = /\s+(?:and|then)\s+(?=\p{Ll})|[.;](?:\s|$)|\s*$/u.exec(value);
      value = value.slice(0, stop?.index ?? value.length);
      end = from + value.length;
    }
    value = value
      .replace(/\s*(?:[,;]|\band\b)\s*$/u, '')
      .trim()
      .replace(/^\uE000(\d+)\uE000$/u, (_m, k: string) => quoted[Number(k)] ?? '');
    if (!value || /:/.test(value)) return text;
    quoted.push(value);
    pairs.push(`enter \uE000${quoted.length - 1}\uE000 as the ${m[1] ?? ''}`);
  }
  const intro = text.slice(0, start).trim();
  const kept = /:$/.test(intro) ? '' : `${intro.replace(/[,;]$/, '')}; `;
  return `${kept}${pairs.join('; ')}; ${text.slice(end).replace(/^\s*(?:and|then)\s+/i, '')}`.trim();
}

/** The field a value goes into, said after it: ""Ada" as the first name" → "first name"; "" when none. */
function asField(after: string): string {
  const m =
    /^\s+as\s+(?:the|your|my|a|an|his|her|their)\s+([\p{L}\s-]+?)\s*(?:$|,|\uE000|\band\b|\b(?:then|field|box)\b)/iu.exec(
      after,
    );
  return m?.[1] ? targetWords(m[1]) : '';
}

function fieldWords(before: string): string {
  const tail = before
    .replace(/\uE000\d+\uE000/g, ' ')
    .trim()
    .split(/\s+/)
    .slice(-3);
  const kept: string[] = [];
  for (const word of tail.reverse()) {
    const w = word.toLowerCase().replace(/[^\p{L}\p{N}-]/gu, '');
    if (!w || FILL.has(w) || /^(the|a|an|and|with|as|of|to|into|in|field|box)$/.test(w)) break;
    kept.unshift(w);
  }
  const field = kept.join(' ');
  return FIELD_NOUNS.has(field) ? '' : field;
}

function ordinalOf(text: string): { n: number; rest: string } | null {
  const m =
    /\b(?:the\s+)?(\d+)(?:st|nd|rd|th)\b|\b(?:the\s+)?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\b/i.exec(
      text,
    );
  if (!m) return null;
  const n = m[1] ? Number(m[1]) : (ORDINAL_WORDS[(m[2] ?? '').toLowerCase()] ?? 0);
  return n > 0 ? { n, rest: text.slice((m.index ?? 0) + m[0].length) } : null;
}

/**
 * Where the steps happen: a handle (@name) anywhere, or a capitalised name after "by", "for" or
 * "from" ("the email by Cathrine", "for the user @leo").
 */
function scopeWords(text: string, quoted: string[]): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/(?:^|\s)(@[\p{L}\p{N}_.-]*[\p{L}\p{N}_])/gu)) if (m[1]) found.add(m[1]);
  for (const m of text.matchAll(
    /\b(?:by|for|from|beside|near|next\s+to)\s+(?:the\s+\p{Ll}+\s+)?(\p{Lu}[\p{L}\p{N}'-]*(?:\s+\p{Lu}[\p{L}\p{N}'-]*)*)/gu,
  )) {
    if (m[1]) found.add(m[1]);
  }
  // "Reply to Ann …": the one replied to is where it happens.
  for (const m of text.matchAll(
    /\b(?:[Rr]eply|[Rr]espond|[Aa]nswer|[Ww]rite back)\s+to\s+(\p{Lu}[\p{L}\p{N}'-]*)/gu,
  ))
    if (m[1]) found.add(m[1]);
  // Whose thing it is ("Oskar's mail"), and a person's full name the clause acts on ("call Ada
  // Byron"): not one given as a value ("to Ann Lee", "with the name Ann Lee", "as Ann Lee").
  for (const m of text.matchAll(/(?<=^|[\s(])(\p{Lu}[\p{Ll}-]+(?:\s+\p{Lu}[\p{Ll}-]+)*)(['’]s\b)?/gu)) {
    const before = text.slice(0, m.index).trim();
    if (/\b(to|name|named|called|as|with)$/i.test(before) && !/\bnext\s+to$/i.test(before)) continue;
    // The clause's own verb, capitalised at its start, is no part of the name.
    const name = (m[1] ?? '').split(/\s+/);
    const rest = before === '' || /[.:;!?]$/.test(before) ? name.slice(1) : name;
    if (rest.length >= (m[2] ? 1 : 2)) found.add(rest.join(' '));
  }
  for (const m of text.matchAll(/\b(?:by|for|from)\s+(?:the\s+\p{Ll}+\s+)?\uE000(\d+)\uE000/gu)) {
    const q = quoted[Number(m[1])];
    if (q) found.add(q);
  }
  return [...found];
}

/**
 * Days written with a month's name ("14 April 2027", "the 2nd of March 2027", "May 30, 2027")
 * rewritten as 2027-04-14, the form the fields and calendars are worked with; days written in
 * figures keep their own order (10/16/2016).
 */
function datesAsIso(text: string): string {
  let out = '';
  let at = 0;
  for (const found of findDates(text)) {
    const [start, end] = found.span;
    const written = text.slice(start, end);
    if (found.precision !== 'day' || found.relative || !/\p{L}/u.test(written) || start < at) continue;
    out += text.slice(at, start).replace(/\bthe\s*$/i, '') + found.iso.slice(0, 10);
    at = end;
  }
  return out + text.slice(at);
}

/** A date as instructions write it: 10/16/2016, 2016-10-16. */
export const DATE = /\b(\d{1,2}\/\d{1,2}\/\d{2,4}|\d{4}-\d{2}-\d{2})\b/;

/**
 * Values given with their field's label ("from: Cincinnati, OH to: LEX"), and a date given with
 * "on" ("on 10/16/2016", for the date field).
 */
function labelledValues(clause: string): Array<[string, string]> {
  const text = clause.replace(/\uE000(\d+)\uE000/g, ' ').trim();
  const pairs: Array<[string, string]> = [];
  const label = /(?:^|\s)(\p{L}[\p{L}-]*):\s+/gu;
  const marks = [...text.matchAll(label)];
  marks.forEach((m, k) => {
    const start = (m.index ?? 0) + m[0].length;
    const end = marks[k + 1]?.index ?? text.length;
    let value = text.slice(start, end).trim();
    const date = /\s+on\s+(\S+)\s*$/.exec(value);
    if (date && DATE.test(date[1] ?? '')) value = value.slice(0, date.index).trim();
    if (m[1] && value) pairs.push([m[1].toLowerCase(), value.replace(/[.,;]$/, '')]);
  });
  const on = new RegExp(`\\bon\\s+${DATE.source}`).exec(text);
  if (pairs.length > 0 && on?.[1]) pairs.push(['date', on[1]]);
  return pairs;
}
