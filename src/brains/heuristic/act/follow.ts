import { sameAction } from '../../../core/irreversible.ts';
import {
  describeCondition,
  meetsCondition,
  type NumberCondition,
  parseNumberCondition,
} from '../../../core/number-condition.ts';
import { type Screen, type ScreenControl, sharedDepth } from '../../../core/screen.ts';
import type { ScreenAction, ScreenDecision } from '../../../core/screen-action.ts';
import { MONTH_NAME, monthIndex, parseDate as parseFoundDate } from '../../../language/dates.ts';
import {
  labelledPairs,
  nthOf,
  numbersIn,
  solvedEquation,
  solvedSum,
  valueNamed,
} from '../../../language/text-values.ts';
import type { Goal, Instruction, Superlative, ValueSource } from './instruction.ts';
import {
  kindFits,
  labelBefore,
  labelMatch,
  measureOf,
  nameMatch,
  namesScope,
  nearness,
  rolesNamed,
  scopeNearness,
  wordsOf,
} from './match.ts';

/** A decision, and whether carrying it out finishes the step of the instruction it serves. */
export interface FollowDecision extends ScreenDecision {
  /** Carrying it out finishes the current step. */
  completes: boolean;
}

/**
 * Follows an instruction offline, one action per screen: the step at hand names a control; when
 * the control is shown it is used, when it is not, what hides it is opened (a folder, a tab, a
 * menu, a section, the next page), nearest to where the instruction points first.
 */
export interface InstructionFollower {
  readonly instruction: Instruction;
  /** Words to look for on each screen: every target, field, path item and scope word. */
  terms(): string[];
  decide(screen: Screen): FollowDecision;
  /** What came of a decision: `ok` when the action was carried out. */
  observe(decision: FollowDecision, ok: boolean, screen: Screen): void;
  /** Steps of the instruction done so far, of all. */
  progress(): { done: number; of: number };
}

/** Nouns that name any item of a list, not one kind of item. */
const ANY_ITEM = new Set([
  'item',
  'items',
  'product',
  'products',
  'thing',
  'things',
  'one',
  'ones',
  'entry',
  'entries',
  'row',
  'result',
  'option',
  'options',
  'choice',
  'choices',
  'offer',
  'offers',
  // What any row of a list of fares sells.
  'ticket',
  'tickets',
]);
/** Superlatives say which item by a measure, not by its name. */
const SUPERLATIVE_WORDS = /^(?:\p{L}+est|most|least|priciest)$/u;

/** Least name match that counts as naming a control. */
const MATCH = 0.5;
const FIELD_ROLES = new Set(['textbox', 'searchbox', 'spinbutton']);
const PAGINATION =
  /^(\d+|<|>|<<|>>|«|»|‹|›|next|prev|previous|first|last|next page|previous page|older|newer)$/i;
const NEXT_PAGE = /^(?:[>›»→]|(?:next|next page|older|more results|load more|show more)(?:\s*[>›»→]+)?)$/i;
const SUBMIT = /\b(send|submit|ok|save|done|go|post|confirm|apply|search|log ?in|sign ?in|continue)\b/i;
/** Names of controls that show more of the page: "more", "…", toggles, expanders. */
const OPENER =
  /^(more|…|\.\.\.|⋯|︙|show more|see more|read more|expand|open|menu)$|\b(more|expand|expandable|toggle|collapsed|caret|chevron|dropdown|submenu)\b/i;

const MONTH_YEAR = new RegExp(String.raw`\b(${MONTH_NAME})\.?\s+(\d{4})\b`, 'i');
const NEXT_MONTH = /^(next|next month|>|›|»|→)$/i;
const PREV_MONTH = /^(prev|previous|prev month|previous month|<|‹|«|←)$/i;

/**
 * Month (0-11), day and year of a value that is one whole date, read as language/dates reads any
 * date: all-numeric month first, as date fields are filled (10/16/2016), or year first (2016-10-16).
 */
function parseDate(value: string): { year: number; month: number; day: number } | null {
  const text = value.trim();
  const found = parseFoundDate(text, { dayFirst: false });
  const whole = found?.precision === 'day' && found.span[0] === 0 && found.span[1] === text.length;
  if (!found || !whole) return null;
  const [year = 0, month = 0, day = 0] = found.iso.slice(0, 10).split('-').map(Number);
  return { year, month: month - 1, day };
}

/**
 * A value the page gives: the n-th unit of the block of text the instruction names (a block of
 * that kind, else one whose kind holds the name's words: "text" for a text area), or the result
 * of the one sum the page writes out. Null when the page has no such value.
 */
function pageValue(screen: Screen, from: ValueSource): string | null {
  if ('solve' in from) {
    const result = solvedSum(screen.text) ?? solvedEquation(screen.text);
    return result === null ? null : String(result);
  }
  if ('labelled' in from) return null;
  if ('count' in from) {
    // Things drawn with no words ("blocks"): as many as the page shows of the kind; else a
    // value the page gives under that name ("Number of guests: 4").
    const seen = screen.sightings.find((x) => x.term === countTerm(from.count))?.count ?? 0;
    return seen > 0 ? String(seen) : pageValue(screen, { named: `number of ${from.count}` });
  }
  const passages = screen.passages ?? [];
  if ('named' in from) {
    const tables = passages.filter((p) => p.kind === 'table').map((p) => p.text);
    const labelled = valueNamed(labelledPairs(screen.text, tables), from.named);
    if (labelled !== null) return labelled;
    const want = wordsOf(from.named);
    // One of several blocks of a kind, by its place ("the second text area"): any kind the name shares a word with.
    if (from.nth) {
      const squash = (s: string) => s.toLowerCase().replace(/[^\p{L}]/gu, '');
      const ofKind = passages.filter(
        (p) =>
          p.kind !== 'table' &&
          (want.some((w) => wordsOf(p.kind).includes(w)) || squash(from.named).includes(squash(p.kind))),
      );
      // A box or text in general ("the 3rd box"): any block but paragraphs and tables.
      const blocks =
        ofKind.length > 0 || !want.some((w) => TEXT_WORDS.has(w) || w === 'box')
          ? ofKind
          : passages.filter((p) => p.kind !== 'table' && p.kind !== 'paragraph');
      return (from.nth === -1 ? blocks.at(-1) : blocks[from.nth - 1])?.text ?? null;
    }
    // A block of text named by its kind, or by a word of text in general ("the text", "the sentence").
    const kinds = passages.filter((p) => p.kind !== 'table' && p.kind !== 'paragraph');
    const block =
      kinds.find((p) => want.some((w) => wordsOf(p.kind).includes(w))) ??
      (want.some((w) => TEXT_WORDS.has(w)) ? kinds[0] : undefined);
    return block?.text ?? null;
  }
  const want = wordsOf(from.passage);
  const passage =
    passages.find((p) => p.kind === from.passage) ??
    passages.find((p) => want.some((w) => wordsOf(p.kind).includes(w)));
  return passage ? nthOf(passage.text, from.n, from.unit) : null;
}

/** Nouns for a piece of text as such: what a block of text of any kind is called. */
const TEXT_WORDS = new Set([
  'text',
  'sentence',
  'sentences',
  'words',
  'passage',
  'content',
  'contents',
  'phrase',
]);

/** The term a count of things is asked by: the noun in the singular ("blocks" → "block"). */
function countTerm(noun: string): string {
  return noun.toLowerCase().replace(/(?<=[^s])s$/, '');
}

function describeSource(from: ValueSource): string {
  if ('solve' in from) return 'a sum or an equation to solve';
  if ('count' in from) return `the ${from.count} shown, counted`;
  if ('labelled' in from) return 'the values shown beside the labels of the fields';
  if ('named' in from)
    return `the ${from.nth ? `${from.nth === -1 ? 'last' : `${from.nth}.`} ` : ''}${from.named}`;
  const which = from.n === -1 ? 'last' : `${from.n}.`;
  return `the ${which} ${from.unit} of the ${from.passage}`;
}

/**
 * A slider: the role says so, or, for a script library's handle with no role, the words of its
 * class (the makes name their parts "slider", "range", "thumb", "handle", "knob").
 */
function isSlider(c: ScreenControl): boolean {
  return c.role === 'slider' || (c.guessed === true && /\b(slider|range|thumb|handle|knob)\b/i.test(c.name));
}

/** A control that only closes the layer it is in: "Close", "×", "No thanks", or an icon whose class words say so. */
function isCloser(c: ScreenControl): boolean {
  // Only in a layer over the page: a "✕" in a list's row removes its item, it covers nothing.
  if (!c.onTop) return false;
  // Wider than a cookie banner's ways out: "Got it" closes a notice, but on a banner it accepts.
  if (/^(close|dismiss|×|✕|✖|╳|x|no,? thanks|not now|maybe later|skip|got it)$/i.test(c.name.trim()))
    return true;
  return c.guessed === true && /\b(close|dismiss)\b/i.test(c.name);
}

/** A control that adds one of its row's item: "+", "Add", an icon whose class words say so. */
function isAdder(c: ScreenControl): boolean {
  if (/^(\+|＋|➕|⊕|add|add one|increase|increment|plus|more)$/i.test(c.name.trim())) return true;
  return c.guessed === true && /\b(add|plus|increase|increment)\b/i.test(c.name);
}

/** A control that takes one away: "−", "-", "Remove one", an icon whose class words say so. */
function isSubtractor(c: ScreenControl): boolean {
  if (/^(-|−|–|➖|⊖|minus|less|fewer|decrease|decrement|remove one)$/i.test(c.name.trim())) return true;
  return c.guessed === true && /\b(minus|decrease|decrement|subtract)\b/i.test(c.name);
}

/** A control that raises a count: an adder, a name that says so, or class words of an up arrow ("spinner up"). */
function raises(c: ScreenControl): boolean {
  return (
    isAdder(c) ||
    INCREASE.test(c.name) ||
    (c.guessed === true && /\b(up|plus|increase|increment)\b/i.test(c.name))
  );
}

/** A control that lowers a count: a subtractor, a name that says so, or class words of a down arrow. */
function lowers(c: ScreenControl): boolean {
  return (
    isSubtractor(c) ||
    DECREASE.test(c.name) ||
    (c.guessed === true && /\b(down|minus|decrease|decrement)\b/i.test(c.name))
  );
}

/** Names of controls that raise or lower a count by their words ("More guests", "Fewer rooms", "Increase"). */
const INCREASE = /^(?:more|increase|increment|raise|up|add one)\b|^[▲▴⏶↑]$/i;
const DECREASE = /^(?:fewer|less|decrease|decrement|lower|down)\b|^[▼▾⏷↓]$/i;

/** The names an "and" may join in one name of a list ("Plums and Figs": Plums, Figs); the name alone when none. */
function namesJoined(name: string): string[] {
  return / and /.test(name) ? name.split(/\s+and\s+/) : [name];
}

/** Presses of one control spent on bringing up a number that meets a condition. */
const MAX_REPEATS = 40;

/** The numbers `after` shows beyond those `before` showed (as many times as they are new). */
function newNumbers(before: string, after: string): number[] {
  const left = numbersIn(before);
  const fresh: number[] = [];
  for (const n of numbersIn(after)) {
    const at = left.indexOf(n);
    if (at >= 0) left.splice(at, 1);
    else fresh.push(n);
  }
  return fresh;
}

/** A step the page already satisfies (every field holds the value): nothing to do for it. */
/** A container as it stays from one reading of a page to the next: its role, name and heading. */
function containerKey(c: ScreenControl): string {
  return `${c.role}|${c.name}|${c.context ?? ''}`;
}

const SATISFIED: FollowDecision = {
  action: { type: 'done', reason: 'already so' },
  reason: 'already so',
  completes: true,
};

export function createInstructionFollower(instruction: Instruction): InstructionFollower {
  return new InstructionFollowing(instruction);
}

/** Following one instruction: the goal at hand, what was typed, tried and pressed, and each game's state. */
class InstructionFollowing implements InstructionFollower {
  readonly instruction: Instruction;
  readonly goals: Goal[];
  constructor(instruction: Instruction) {
    this.instruction = instruction;
    this.goals = instruction.goals;
  }

  index = 0;
  /** The step whose verb names no control here and whose object was opened to find it there. */
  openedFor: number | null = null;
  pathStep = 0;
  /** Items of an ordinal list seen on earlier pages. */
  listOffset = 0;
  lastField: ScreenControl | null = null;
  /** Fields typed into (role and name). */
  readonly typed = new Set<string>();
  /** Actions already tried on a screen (by its key), so that no move repeats where it led nowhere. */
  readonly tried = new Set<string>();
  /** The containers opened by each step while looking for what it names (see `containerKey`). */
  readonly containersOpened = new Map<number, Set<string>>();
  readonly triedKey = (screen: Screen, action: ScreenAction, control?: ScreenControl): string =>
    `${screen.key}\u0000${action.type}\u0000${control ? `${control.role}|${control.name}|${control.id}` : ''}`;

  readonly byId = (screen: Screen, id: number): ScreenControl | undefined =>
    screen.controls.find((c) => c.id === id);

  /** Controls that name `target`, best first (scope breaks ties). */
  readonly named = (screen: Screen, target: string, filter: (c: ScreenControl) => boolean = () => true) =>
    screen.controls
      .map((c) => ({ c, m: nameMatch(c, target) }))
      .filter((x) => x.m >= MATCH && filter(x.c))
      .map((x) => ({ ...x, near: scopeNearness(x.c, this.instruction.scope, screen.sightings) }))
      .sort((a, b) => b.m - a.m || b.near - a.near)
      .map((x) => x.c);

  /**
   * Controls a press names: by the target, else (a verb) by a verb of the same meaning or the same
   * irreversible action ("answer" for Reply, "remove" for Delete), else by what the clause names
   * after the verb ("show Ann's address" → Address).
   */
  /** The controls the step's own words name: its target, a synonym of it, or the same action said otherwise. */
  readonly pressableByName = (screen: Screen, goal: Extract<Goal, { kind: 'click' }>): ScreenControl[] => {
    const direct = this.named(screen, goal.target);
    if (direct.length > 0 || goal.exact) return direct;
    if (goal.loose) {
      const holding = this.holdingWords(screen, goal.target);
      if (holding.length > 0) return holding;
    }
    for (const word of this.instruction.relatives?.[goal.target.toLowerCase()] ?? []) {
      const hits = this.named(screen, word);
      if (hits.length > 0) return hits;
    }
    return screen.controls.filter((c) => c.name && sameAction(goal.target, c.name));
  };

  readonly pressable = (screen: Screen, goal: Extract<Goal, { kind: 'click' }>): ScreenControl[] => {
    const byName = this.pressableByName(screen, goal);
    if (byName.length > 0 || goal.exact) return byName;
    // (Not a name of whose item it is: "reply to Oskar" presses no "Oskar".)
    const object =
      goal.object &&
      !this.instruction.scope.some((t) => wordsOf(t).join(' ') === wordsOf(goal.object ?? '').join(' '));
    if (!object) return [];
    const byObject = this.named(screen, goal.object ?? '');
    if (byObject.length > 0) return byObject;
    // A control whose name holds every word the object is named by ("See payment options").
    return this.holdingWords(screen, goal.object ?? '').sort(
      (a, b) => wordsOf(a.name).length - wordsOf(b.name).length,
    );
  };

  /**
   * Each field, one per step, given the value the page shows beside that field's own label (a
   * table of the values the form asks for); not found when the page shows a value for none.
   */
  readonly fillByLabels = (screen: Screen): FollowDecision => {
    const tables = (screen.passages ?? []).filter((p) => p.kind === 'table').map((p) => p.text);
    const pairs = labelledPairs(screen.text, tables);
    const fields = screen.controls.filter((c) => FIELD_ROLES.has(c.role) && c.name && !c.readOnly);
    const valued = fields
      .map((c) => ({ c, value: valueNamed(pairs, c.name) }))
      .filter((x): x is { c: ScreenControl; value: string } => x.value !== null);
    if (valued.length === 0) return this.notFound('a value shown beside the label of any field');
    const next = valued.find(
      (x) => x.c.value !== x.value && !this.typed.has(`${x.c.role}|${x.c.name}|${x.c.id}`),
    );
    if (!next) return SATISFIED;
    this.typed.add(`${next.c.role}|${next.c.name}|${next.c.id}`);
    this.lastField = next.c;
    return this.decision(
      { type: 'fill', control: next.c.id, text: next.value },
      `"${next.c.name}" takes the value shown beside "${next.c.name}"`,
      false,
    );
  };

  /** The control (not a field) whose label the target (else the verb's relatives, else its object) names best. */
  readonly byLabel = (screen: Screen, goal: Extract<Goal, { kind: 'click' }>): ScreenControl | undefined => {
    const said = [
      goal.target,
      ...(this.instruction.relatives?.[goal.target.toLowerCase()] ?? []),
      goal.object ?? '',
    ];
    for (const words of said.filter(Boolean)) {
      // A control that sends or acts ("Submit") is no value shown under a label.
      const best = screen.controls
        .filter((c) => !FIELD_ROLES.has(c.role) && !SUBMIT.test(c.name))
        .map((c) => ({ c, m: labelMatch(labelBefore(screen.text, c.name), words) }))
        .filter((x) => x.m > 0)
        .sort((a, b) => b.m - a.m)[0];
      if (best) return best.c;
    }
    return undefined;
  };

  /** Controls (not fields) whose name holds every word of `text`; none when it has no words. */
  readonly holdingWords = (screen: Screen, text: string): ScreenControl[] => {
    const want = wordsOf(text);
    return want.length === 0
      ? []
      : screen.controls.filter(
          (c) => !FIELD_ROLES.has(c.role) && want.every((w) => wordsOf(c.name).includes(w)),
        );
  };

  /**
   * The control is not shown and nothing hides it by name: the item the clause names after its
   * verb ("answer the boat trip email") is opened, the one whose name shares most of its words.
   */
  readonly openNamed = (screen: Screen, goal: Extract<Goal, { kind: 'click' }>): FollowDecision | null => {
    const want = wordsOf(goal.object ?? '').filter((w) => w.length > 2);
    if (want.length === 0) return null;
    const best = screen.controls
      .filter(
        (c) =>
          !FIELD_ROLES.has(c.role) &&
          !this.tried.has(this.triedKey(screen, { type: 'click', control: c.id }, c)),
      )
      .map((c) => ({
        c,
        shared: want.filter((w) => wordsOf(c.name).some((h) => h === w || h === `${w}s`)).length,
      }))
      .filter((x) => x.shared > 0)
      .sort((a, b) => b.shared - a.shared)[0];
    return best
      ? this.pressing(
          screen,
          best.c,
          `"${goal.target}" is not shown: opening "${best.c.name}", which the instruction names`,
          false,
        )
      : null;
  };

  /**
   * The button that shares the field's own group (its parent or the one above), when it is the
   * only one there: what sends a field that no control is named to send.
   */
  readonly besideField = (screen: Screen, field: ScreenControl | null): ScreenControl | undefined => {
    const home = field?.ancestry;
    if (!home) return undefined;
    const near = screen.controls.filter(
      (c) => c.role === 'button' && c.ancestry && sharedDepth(c.ancestry, home) >= home.length - 2,
    );
    return near.length === 1 ? near[0] : undefined;
  };

  /**
   * Of controls that repeat once per item, those whose item (the block around each) says most of
   * the words the clause names the item by ("add the cheapest tent" → the tent rows); null when
   * the clause names no item, empty when no item shown says any of them.
   */
  readonly itemBound = (
    controls: ScreenControl[],
    goal: Extract<Goal, { kind: 'click' }>,
    text: string,
  ): ScreenControl[] | null => {
    const want = wordsOf(goal.object ?? '').filter(
      (w) => w.length > 2 && !ANY_ITEM.has(w) && !SUPERLATIVE_WORDS.test(w),
    );
    if (want.length === 0) return null;
    const same = (a: string, b: string) =>
      a === b || a === `${b}s` || b === `${a}s` || a === `${b}es` || b === `${a}es`;
    const scored = controls.map((c) => {
      const have = wordsOf(c.block ?? c.row ?? '');
      return { c, n: want.filter((w) => have.some((h) => same(h, w))).length };
    });
    const most = Math.max(...scored.map((x) => x.n));
    if (most > 0) return scored.filter((x) => x.n === most).map((x) => x.c);
    // No item says it, but the page does ("Trains to the coast" over rows of times): the kind of every item.
    const page = wordsOf(text);
    return want.some((w) => page.some((h) => same(h, w))) ? null : [];
  };

  /**
   * A number field named by `target` set to `value`: typed into when it takes typing, else
   * stepped by the + and − beside it (a counter) until it shows the value. Null when no field
   * is named so.
   */
  readonly setCount = (screen: Screen, target: string, value: number): FollowDecision | null => {
    const want = wordsOf(target).map((w) => w.replace(/s$/, ''));
    const fields = screen.controls.filter(
      (c) =>
        FIELD_ROLES.has(c.role) &&
        want.some((w) => wordsOf(`${c.name} ${c.context ?? ''}`).some((h) => h.replace(/s$/, '') === w)),
    );
    // Else a widget of a number and arrows ("the spinner"): a field showing a number beside its
    // steppers, or the one spin box where the target is that kind of control.
    const kinds = rolesNamed(target) ?? [];
    const ofKind = screen.controls.filter((c) => kinds.includes(c.role));
    const field = fields[0] ?? this.steppedField(screen) ?? (ofKind.length === 1 ? ofKind[0] : undefined);
    if (!field) return null;
    const shown = Number(field.value ?? '');
    if (shown === value) return SATISFIED;
    if (
      !field.readOnly &&
      !this.tried.has(this.triedKey(screen, { type: 'fill', control: field.id, text: String(value) }, field))
    )
      return this.decision(
        { type: 'fill', control: field.id, text: String(value) },
        `"${field.name}" takes the number`,
        false,
      );
    if (!Number.isFinite(shown)) return this.notFound(`a number in "${field.name}"`);
    const home = field.ancestry ?? [];
    const steppers = screen.controls
      .filter((c) => (shown < value ? raises(c) : lowers(c)))
      .sort((a, b) => sharedDepth(b.ancestry ?? [], home) - sharedDepth(a.ancestry ?? [], home));
    const step = steppers[0];
    // A spin box steps by its keys too, whether or not its arrows are controls of their own.
    if (!step && field.role === 'spinbutton')
      return this.decision(
        { type: 'set', control: field.id, value },
        `"${field.name || 'the spin box'}" shows ${shown}, not ${value}: stepped by its keys`,
        true,
      );
    if (!step) return this.notFound(`a control that ${shown < value ? 'raises' : 'lowers'} "${field.name}"`);
    return this.decision(
      { type: 'click', control: step.id },
      `"${field.name}" shows ${shown}, not ${value}: "${step.name}"`,
      false,
    );
  };

  /** The one field showing a number whose part of the page holds a control that raises it and one that lowers it. */
  readonly steppedField = (screen: Screen): ScreenControl | undefined => {
    // (Empty is a number not set yet.)
    const numeric = screen.controls.filter(
      (c) => FIELD_ROLES.has(c.role) && /^\s*[-−]?\d*(?:\.\d+)?\s*$/.test(c.value ?? ''),
    );
    const stepped = numeric.filter((field) => {
      const home = field.ancestry ?? [];
      const near = (c: ScreenControl) => sharedDepth(c.ancestry ?? [], home) >= home.length - 1;
      return (
        screen.controls.some((c) => near(c) && raises(c)) && screen.controls.some((c) => near(c) && lowers(c))
      );
    });
    return stepped.length === 1 ? stepped[0] : undefined;
  };

  /**
   * A choice named together with what it sets ("the dark theme", "imperial units"): the option
   * or control whose whole name is among those words (half of them at least), in a list, as a
   * box to tick or a control to press; else what hides a control of such a name is opened.
   */
  readonly chooseByPart = (screen: Screen, target: string): FollowDecision | null => {
    const want = wordsOf(target);
    const fits = (name: string): boolean => {
      const have = wordsOf(name);
      return have.length > 0 && have.every((w) => want.includes(w)) && have.length * 2 >= want.length;
    };
    for (const c of screen.controls) {
      const option = c.role !== 'textbox' ? c.options?.find(fits) : undefined;
      if (option)
        return this.decision(
          { type: 'select', control: c.id, option },
          `"${c.name || 'the list'}" offers "${option}"`,
          true,
        );
    }
    const part = screen.controls.find((c) => !FIELD_ROLES.has(c.role) && fits(c.name));
    if (part && part.checked !== undefined)
      return this.decision(
        { type: 'check', control: part.id, checked: true },
        `"${part.name}" is the choice`,
        true,
      );
    if (part) return this.pressing(screen, part, `"${part.name}" is what "${target}" names`, true);
    for (const word of want) {
      const opened = this.reveal(screen, word);
      if (opened) return opened;
    }
    return null;
  };

  /**
   * A control in the part of the page a name heads ("the link in the Returns section"): one
   * that shares the name's own block (its parent or the one above). Where none does, the part is
   * closed: the control named so is pressed to open it, or what hides the name is opened.
   */
  readonly inPlace = (
    screen: Screen,
    goal: Extract<Goal, { kind: 'click' }>,
    place: string,
  ): FollowDecision => {
    const sighting = screen.sightings.find((x) => x.term === place);
    const inside = (c: ScreenControl): boolean =>
      !!c.ancestry &&
      nameMatch(c, place) < MATCH &&
      (sighting?.anchors ?? []).some((a) => sharedDepth(c.ancestry ?? [], a) >= a.length - 2);
    const roles = rolesNamed(goal.target);
    const pool = [
      ...this.pressable(screen, goal),
      ...(roles ? screen.controls.filter((c) => roles.includes(c.role) && kindFits(goal.target, c)) : []),
    ];
    const hit = pool.find(inside);
    if (hit) return this.pressing(screen, hit, `"${hit.name}" is the ${goal.target} in "${place}"`, true);
    const header = this.named(screen, place).find(
      (c) => !this.tried.has(this.triedKey(screen, { type: 'click', control: c.id }, c)),
    );
    if (header)
      return this.pressing(
        screen,
        header,
        `the ${goal.target} in "${place}" is not shown: opening "${header.name}"`,
        false,
      );
    return this.reveal(screen, place) ?? this.notFound(`a ${goal.target} in "${place}"`);
  };

  /**
   * The verb's control pressed on every item the clause names, once each, those whose figure
   * (a price where the item shows one, else its number) meets the bound where one is given.
   */
  readonly pressEach = (
    screen: Screen,
    goal: Extract<Goal, { kind: 'click' }>,
    meeting: NumberCondition | undefined,
  ): FollowDecision => {
    const controls = this.pressable(screen, goal);
    // Items of whom the instruction names ("posts by @ann"): the controls nearest to where the name is shown.
    const nearness = controls.map((c) => scopeNearness(c, this.instruction.scope, screen.sightings));
    const nearest = Math.max(0, ...nearness);
    const scoped =
      this.instruction.scope.length > 0 && nearest > Math.min(...nearness)
        ? controls.filter((_, i) => nearness[i] === nearest)
        : null;
    const items =
      scoped ?? (controls.length > 0 ? this.itemBound(controls, goal, screen.text) : null) ?? controls;
    const count = goal.each?.count;
    if (count && this.pressedItems.size >= count) return SATISFIED;
    const fits = (c: ScreenControl): boolean => {
      if (!meeting) return true;
      const text = c.block ?? c.row ?? '';
      const figure = measureOf(text, /[$€£¥]|\b(?:EUR|USD|GBP)\b/.test(text) ? 'price' : 'number');
      return figure !== null && meetsCondition(meeting, figure);
    };
    const next = items.find((c) => fits(c) && !this.pressedItems.has(this.itemKey(c)));
    if (next) {
      this.pressingItem = this.itemKey(next);
      return this.decision(
        { type: 'click', control: next.id },
        `"${next.name}" on "${next.block ?? next.name}"`,
        false,
      );
    }
    if (count && this.pressedItems.size < count)
      return this.notFound(
        `${count} items "${goal.object ?? goal.target}" with "${goal.target}" (${this.pressedItems.size} found)`,
      );
    if (this.pressedItems.size > 0) return SATISFIED;
    return this.notFound(
      `an item "${goal.object ?? goal.target}"${meeting ? ` ${describeCondition(meeting)}` : ''} with "${goal.target}"`,
    );
  };

  /** Whether the instruction names no item, or one of those it names is shown. */
  readonly scopeShown = (screen: Screen): boolean =>
    this.instruction.scope.length === 0 ||
    this.instruction.scope.some((t) => screen.sightings.find((s) => s.term === t)?.shown);

  /**
   * The controls of the one kind (role and first word) that every item showing the measure has
   * (a Select on each row of fares); none when several kinds are alike.
   */
  readonly perItemControls = (screen: Screen, best: Superlative): ScreenControl[] => {
    const groups = new Map<string, ScreenControl[]>();
    for (const c of screen.controls) {
      if (
        FIELD_ROLES.has(c.role) ||
        !c.name.trim() ||
        measureOf(c.item || c.block || '', best.measure) === null
      )
        continue;
      const key = `${c.role}|${c.name.trim().toLowerCase().split(/\s+/)[0]}`;
      groups.set(key, [...(groups.get(key) ?? []), c]);
    }
    const many = [...groups.values()].filter((g) => g.length > 1);
    // Of several, the one group of buttons: a button acts, a link leads to more about the item.
    const acting = many.filter((g) => g[0]?.role === 'button');
    return many.length === 1 ? (many[0] ?? []) : acting.length === 1 ? (acting[0] ?? []) : [];
  };

  /** Whether other controls on the screen bear the same name (one per item of a list). */
  readonly repeated = (screen: Screen, c: ScreenControl): boolean =>
    screen.controls.filter((o) => o.name.trim().toLowerCase() === c.name.trim().toLowerCase()).length > 1;

  readonly decision = (action: ScreenAction, reason: string, completes: boolean): FollowDecision => ({
    action,
    reason,
    completes,
  });

  readonly pressing = (
    screen: Screen,
    c: ScreenControl,
    reason: string,
    completes: boolean,
    again = false,
  ): FollowDecision => {
    // A menu item opens its submenu when pointed at; pressing one with a submenu chooses it.
    const hover = !completes && (c.role === 'menuitem' || c.role === 'menuitemcheckbox');
    const action: ScreenAction = hover
      ? { type: 'hover', control: c.id }
      : { type: 'click', control: c.id, ...(again ? { again } : {}) };
    if (hover && this.tried.has(this.triedKey(screen, action, c)))
      return this.decision(
        { type: 'stop', reason: `pointing at "${c.name}" showed nothing new` },
        reason,
        false,
      );
    return this.decision(action, reason, completes);
  };

  /** The target is not shown: open what hides it, nearest to the scope first; null when nothing is left. */
  readonly reveal = (screen: Screen, target: string): FollowDecision | null => {
    // Each container is opened once while one step looks for what it names (by all of its words or
    // some): what it showed was read then, and opening it again (the page read another way, another
    // tab shown between) goes round in a circle. A pager is no container: each press leads somewhere new.
    const opened = this.containersOpened.get(this.index) ?? new Set<string>();
    this.containersOpened.set(this.index, opened);
    const untried = (c: ScreenControl): boolean =>
      !this.tried.has(this.triedKey(screen, { type: 'click', control: c.id }, c)) &&
      !this.tried.has(this.triedKey(screen, { type: 'hover', control: c.id }, c)) &&
      !opened.has(containerKey(c));
    const open = (c: ScreenControl, reason: string): FollowDecision => {
      if (!NEXT_PAGE.test(c.name.trim())) opened.add(containerKey(c));
      return this.pressing(screen, c, reason, false);
    };
    const near = (a: ScreenControl, b: ScreenControl): number =>
      scopeNearness(b, this.instruction.scope, screen.sightings) -
      scopeNearness(a, this.instruction.scope, screen.sightings);
    const sighting = screen.sightings.find((s) => s.term === target);
    const revealers = (sighting?.revealers ?? [])
      .map((id) => this.byId(screen, id))
      .filter((c): c is ScreenControl => !!c && untried(c))
      .sort(near);
    // With a scope, only those nearest to it: the others open the same thing somewhere else.
    const best = revealers[0] ? scopeNearness(revealers[0], this.instruction.scope, screen.sightings) : 0;
    const first = revealers.filter(
      (c) => scopeNearness(c, this.instruction.scope, screen.sightings) >= best,
    )[0];
    if (first) return open(first, `"${target}" is hidden under "${first.name}"`);
    // Where the instruction points (the email by Ann, the post of @leo): open that first.
    if (this.instruction.scope.length > 0) {
      const here = screen.controls
        .filter((c) => untried(c) && !FIELD_ROLES.has(c.role) && namesScope(c, this.instruction.scope))
        .sort(near);
      if (here[0]) return open(here[0], `"${target}" is not shown: opening "${here[0].name}"`);
    }
    const openers = screen.controls
      .filter(
        (c) =>
          untried(c) &&
          (c.expanded === false ||
            (c.role === 'tab' && c.selected === false) ||
            (OPENER.test(c.name) && !INCREASE.test(c.name.replace(/^more$/i, ''))) ||
            ((c.role === 'link' || c.role === 'button') && NEXT_PAGE.test(c.name.trim()))),
      )
      .sort(near);
    if (openers[0]) return open(openers[0], `"${target}" is not shown: trying "${openers[0].name}"`);
    // A layer on top (a popup, a dialog) hides the page under it: it is closed, never accepted.
    const closer = screen.controls.find((c) => untried(c) && isCloser(c));
    if (closer)
      return this.pressing(
        screen,
        closer,
        `"${target}" is not shown: closing what covers the page ("${closer.name}")`,
        false,
      );
    return null;
  };

  readonly notFound = (what: string): FollowDecision =>
    this.decision(
      { type: 'stop', reason: `${what} is not on the page, nor under anything left to open` },
      'not found',
      false,
    );

  /**
   * A link, tab or closed section named as a field that is not shown, not pressed on this screen
   * yet: it leads there. (A plain button named so sends the field's form: it is no way to it.)
   */
  readonly wayTo = (screen: Screen, field: string): FollowDecision | null => {
    const way = this.named(
      screen,
      field,
      (c) =>
        (c.role === 'link' || c.role === 'tab' || c.role === 'menuitem' || c.expanded === false) &&
        !this.tried.has(this.triedKey(screen, { type: 'click', control: c.id }, c)),
    )[0];
    return way
      ? this.pressing(screen, way, `the ${field} field is not shown: "${way.name}" leads to it`, false)
      : null;
  };

  /** Values that chose the item of a pressed control. */
  readonly boundBy = new Set<string>();
  /** A send step with nothing to send: its form's value was carried by a press. */
  carried: number | null = null;

  /** The one control among `controls` whose item shows one of `names`, as the only item showing it; null when none does. */
  readonly itemOfValue = (controls: ScreenControl[], names: string[]): ScreenControl[] | null => {
    for (const name of names) {
      const holding = controls.filter((c) => (c.item ?? c.block ?? '').includes(name));
      if (holding.length === 1) {
        this.boundBy.add(name);
        return holding;
      }
    }
    return null;
  };

  /** Whether a step after the `at`-th names a target that is only hidden, with a control that would reveal it. */
  readonly laterHidden = (screen: Screen, at: number): boolean =>
    this.goals.slice(at + 1).some((g) => {
      const seen = 'target' in g ? screen.sightings.find((x) => x.term === g.target) : undefined;
      return !!seen && !seen.shown && seen.hidden && seen.revealers.length > 0;
    });

  readonly step = (screen: Screen, goal: Goal): FollowDecision => {
    switch (goal.kind) {
      case 'click':
        return this.clickGoal(screen, goal);
      case 'choose':
        return this.chooseGoal(screen, goal);
      case 'expand':
        return this.expandGoal(screen, goal);
      case 'fill':
        return this.fillGoal(screen, goal);
      case 'set':
        return this.setGoal(screen, goal);
      case 'quantity':
        return this.addUp(screen, goal);
      case 'inOrder':
        return this.inOrderGoal(screen, goal);
      case 'style':
        return this.styleGoal(screen, goal);
      case 'classify':
        return this.markEach(screen, goal.options);
      case 'scroll':
        return this.decision(
          { type: 'scroll', to: goal.to, ...(goal.passage ? { passage: goal.passage } : {}) },
          `the ${goal.passage ?? 'page'} is scrolled to its ${goal.to}`,
          true,
        );
      case 'wait':
        // Kept for the next press: the while counts from the action before to that press.
        this.delayMs = goal.seconds * 1000;
        return SATISFIED;
      case 'path':
        return this.pathGoal(screen, goal);
      case 'submit':
        return this.submitGoal(screen);
    }
  };

  /** A press: of the control the goal names, on the item it binds, or of what reveals it. */
  clickGoal(screen: Screen, goal: Extract<Goal, { kind: 'click' }>): FollowDecision {
    if (goal.until) return this.pressUntil(screen, goal.target, goal.until);
    if (goal.ordinal) return this.nth(screen, goal.ordinal, goal.target);
    if (goal.within) return this.inPlace(screen, goal, goal.within);
    if (goal.each) return this.pressEach(screen, goal, goal.each.meeting);
    const pressed = this.pressable(screen, goal);
    // A verb no control is called by, with a measure to choose by ("buy the cheapest"): the one control every measured item has.
    const named_ = pressed.length === 0 && goal.best ? this.perItemControls(screen, goal.best) : pressed;
    if (named_.length === 0 && goal.ifShown) return (goal.opens && this.openMenu(screen)) || SATISFIED;
    if (named_.length === 0 && goal.opener && this.laterHidden(screen, this.index)) return SATISFIED;
    // A control each item of a list has ("Add", "Call"): the one of the item the clause names.
    // (Where the instruction names whose item it is, the name binds it instead: see `scope`.)
    const bound =
      named_[0] && this.instruction.scope.length === 0 && this.repeated(screen, named_[0])
        ? this.itemBound(named_, goal, screen.text)
        : null;
    if (bound && bound.length === 0) {
      const item = goal.object ?? '';
      return this.reveal(screen, item) ?? this.notFound(`an item "${item}" with "${named_[0]?.name}"`);
    }
    // A name the instruction gives as a value ("send an email to Ines Costa") that one
    // item shows binds the item too: its control, not the first item's.
    const given = this.goals.flatMap((g) => (g.kind === 'fill' && /\p{Lu}/u.test(g.value) ? [g.value] : []));
    const ofValue =
      (bound ?? named_).length > 1 && this.instruction.scope.length === 0
        ? this.itemOfValue(bound ?? named_, given)
        : null;
    // The name is on no item shown: its item is looked for first (a later page).
    if (!ofValue && given.length > 0 && (bound ?? named_).length > 1 && this.instruction.scope.length === 0) {
      const absent = given.filter((name) => !screen.text.includes(name));
      for (const name of absent.length === given.length ? absent : []) {
        const opened = this.reveal(screen, name);
        if (opened && opened.action.type !== 'stop') return opened;
      }
    }
    const matches = ofValue ?? bound ?? named_;
    // Items best by their number need not be called by the noun: those of one list that show a number.
    const pool = goal.best?.measure === 'number' && matches.length === 0 ? this.numbered(screen) : matches;
    const hit = goal.best ? this.bestOf(pool, goal.best) : matches[0];
    // Shown, but hidden nearer to where the instruction points (another post's menu is open)?
    if (hit && this.instruction.scope.length > 0) {
      const here = scopeNearness(hit, this.instruction.scope, screen.sightings);
      const sighting = screen.sightings.find((x) => x.term === goal.target);
      const nearer = (sighting?.revealers ?? [])
        .map((id) => this.byId(screen, id))
        .some((c) => !!c && scopeNearness(c, this.instruction.scope, screen.sightings) > here);
      if (nearer) {
        const opened = this.reveal(screen, goal.target);
        if (opened) return opened;
      }
    }
    // Quoted, and shown only a little differently ("est," for "est"): the very text may be
    // hidden as near (another tab); that is opened first.
    if (hit && goal.exact && nameMatch(hit, goal.target) < 0.95) {
      const here = scopeNearness(hit, this.instruction.scope, screen.sightings);
      const sighting = screen.sightings.find((x) => x.term === goal.target);
      const asNear = (sighting?.revealers ?? [])
        .map((id) => this.byId(screen, id))
        .some((c) => !!c && scopeNearness(c, this.instruction.scope, screen.sightings) >= here);
      const opened = asNear ? this.reveal(screen, goal.target) : null;
      if (opened && opened.action.type !== 'stop') return opened;
    }
    // The item the instruction names is not shown, and the control repeats for each item:
    // another item's would be pressed. The item is looked for first (a later page, a section).
    if (hit && !goal.exact && !goal.best && !this.scopeShown(screen) && this.repeated(screen, hit)) {
      const term = this.instruction.scope[0] ?? '';
      return this.reveal(screen, term) ?? this.notFound(`"${term}"`);
    }
    // Pressed by its object ("forward the invoice": the invoice), with steps after it: the
    // object is opened, and the verb's own control looked for in it; where it names none
    // there either, the opening was the step.
    const viaObject = !!hit && !!goal.object && !goal.best && this.pressableByName(screen, goal).length === 0;
    if (hit && viaObject && this.index < this.goals.length - 1) {
      if (this.openedFor === this.index) return SATISFIED;
      this.openedFor = this.index;
      return this.pressing(
        screen,
        hit,
        `"${hit.name}" is the ${goal.object}: opened to ${goal.target} it`,
        false,
      );
    }
    if (!hit && this.openedFor === this.index && named_.length === 0) return SATISFIED;
    if (hit) {
      const press = this.pressing(screen, hit, `"${hit.name}" names "${goal.target}"`, true);
      const when = goal.when;
      return when && press.action.type === 'click' ? { ...press, action: { ...press.action, when } } : press;
    }
    // No control is called that, but one shows the value a label beside it names ("her phone
    // number": the link under "Phone"). A value of an item: the item named is found first.
    // Words the page holds only out of sight are no label a person reads: they are revealed.
    const sighting = screen.sightings.find((x) => x.term === goal.target);
    const unseen = !!sighting && sighting.hidden && !sighting.shown;
    const valued = unseen ? undefined : this.byLabel(screen, goal);
    if (valued) {
      if (!this.scopeShown(screen)) {
        const term = this.instruction.scope[0] ?? '';
        return this.reveal(screen, term) ?? this.notFound(`"${term}"`);
      }
      return this.pressing(
        screen,
        valued,
        `"${valued.name}" is the ${goal.object ?? goal.target} shown`,
        true,
      );
    }
    // No control is called that, and it is a kind of control ("the checkbox"): the first of that kind.
    const roles = rolesNamed(goal.target);
    const kind = roles
      ? screen.controls.find((c) => roles.includes(c.role) && kindFits(goal.target, c))
      : undefined;
    if (kind) return this.pressing(screen, kind, `"${kind.name || kind.role}" is the ${goal.target}`, true);
    return (
      this.reveal(screen, goal.target) ?? this.openNamed(screen, goal) ?? this.notFound(`"${goal.target}"`)
    );
  }

  /** A choice among options, boxes or a list: the one the goal names, or by its place or meaning. */
  chooseGoal(screen: Screen, goal: Extract<Goal, { kind: 'choose' }>): FollowDecision {
    if (goal.similar) return this.chooseByMeaning(screen, goal.target);
    if (goal.nth) {
      // A choice by its place among the choices of its kind (radio, checkbox; any when not said).
      const choices = screen.controls.filter(
        (c) => c.checked !== undefined && (!goal.target || c.role === goal.target),
      );
      const pick = goal.nth === -1 ? choices.at(-1) : choices[goal.nth - 1];
      // No boxes: the option in that place of the one list there is.
      const list = screen.controls.filter((c) => c.options && c.options.length > 0 && c.role !== 'textbox');
      const option =
        list.length === 1 && !goal.target
          ? list[0]?.options?.at(goal.nth === -1 ? -1 : goal.nth - 1)
          : undefined;
      if (!pick && option && list[0])
        return this.decision(
          { type: 'select', control: list[0].id, option },
          `"${option}" is option ${goal.nth}`,
          true,
        );
      if (!pick)
        return this.notFound(`choice number ${goal.nth}${goal.target ? ` of the ${goal.target}s` : ''}`);
      if (pick.checked) return SATISFIED;
      return this.decision(
        { type: 'check', control: pick.id, checked: true },
        `"${pick.name}" is in place ${goal.nth}`,
        true,
      );
    }
    const select = screen.controls.find(
      (c) => c.options?.some((o) => nameMatch({ name: o }, goal.target) >= 0.9) && c.role !== 'textbox',
    );
    if (select) {
      const option = select.options?.find((o) => nameMatch({ name: o }, goal.target) >= 0.9) ?? goal.target;
      return this.decision(
        { type: 'select', control: select.id, option },
        `"${select.name || 'the list'}" offers "${option}"`,
        true,
      );
    }
    const box = this.named(screen, goal.target, (c) => c.checked !== undefined)[0];
    if (box)
      return this.decision(
        { type: 'check', control: box.id, checked: true },
        `"${box.name}" is the choice`,
        true,
      );
    const hit = this.named(screen, goal.target)[0];
    if (hit) return this.pressing(screen, hit, `"${hit.name}" names "${goal.target}"`, true);
    return (
      this.reveal(screen, goal.target) ??
      this.chooseByPart(screen, goal.target) ??
      this.notFound(`"${goal.target}"`)
    );
  }

  /** Opening a section, a tree node or a menu the goal names. */
  expandGoal(screen: Screen, goal: Extract<Goal, { kind: 'expand' }>): FollowDecision {
    const later = this.goals.slice(this.index + 1).flatMap((g) => ('target' in g ? [g.target] : []));
    const closed = screen.controls.filter(
      (c) =>
        (c.expanded === false || (c.role === 'tab' && c.selected === false)) &&
        !later.some((t) => nameMatch(c, t) >= MATCH) &&
        (!goal.target || nameMatch(c, goal.target) >= MATCH),
    );
    const pick = closed[0];
    if (pick) return this.decision({ type: 'click', control: pick.id }, `"${pick.name}" is closed`, true);
    // A section's head that says nothing of its state (no ARIA): the one named is pressed;
    // one that says it is open already is left as it is.
    const heads = goal.target ? this.named(screen, goal.target) : [];
    if (heads.some((c) => c.expanded === true)) return SATISFIED;
    const head = heads.find((c) => c.expanded === undefined);
    if (head)
      return this.decision({ type: 'click', control: head.id }, `"${head.name}" opens its section`, true);
    // Already open: the step is passed over, the instruction goes on.
    if (screen.controls.some((c) => c.expanded === true)) return SATISFIED;
    // Nothing is called so, and a later step's target is hidden where a control would
    // reveal it ("expand the wheel and pick Water"): that step opens the way.
    if (this.laterHidden(screen, this.index)) return SATISFIED;
    return this.notFound(goal.target ? `"${goal.target}"` : 'a closed section');
  }

  /** Typing into a field: the value given, or the one the page or an earlier step gives. */
  fillGoal(screen: Screen, goal: Extract<Goal, { kind: 'fill' }>): FollowDecision {
    if (goal.from && 'labelled' in goal.from) return this.fillByLabels(screen);
    if (goal.from) {
      const value = pageValue(screen, goal.from);
      if (value === null) return this.notFound(describeSource(goal.from));
      // A value named with no field to put it in goes into the field called as the value is, if any.
      const asNamed =
        'named' in goal.from && !goal.from.nth
          ? goal.from.named.replace(/\s+(?:listed|shown|given|written|displayed|stated)\b.*$/i, '')
          : '';
      return this.step(screen, {
        kind: 'fill',
        value,
        field: goal.field || asNamed,
        ...(goal.every ? { every: true } : {}),
        ...(goal.nth ? { nth: goal.nth } : {}),
      });
    }
    // The calendar this step opened may cover its field: it is worked on until the day is picked.
    if (this.dating) return this.pickDate(screen, this.dating, goal.value);
    const fields = screen.controls.filter(
      (c) => FIELD_ROLES.has(c.role) || (c.role === 'combobox' && !c.options),
    );
    const want = wordsOf(goal.field);
    const scored = fields
      .map((c) => {
        // A search box is a search field whatever its label says.
        const have = wordsOf(`${c.name} ${c.context ?? ''} ${c.role === 'searchbox' ? 'search' : ''}`);
        return { c, overlap: want.filter((w) => have.some((h) => h === w || h.startsWith(w))).length };
      })
      .sort((a, b) => b.overlap - a.overlap);
    const best = scored[0];
    // A field named by the instruction, else the first empty one not typed into yet.
    if (goal.every) {
      // Each field that fits, one per step: those the label names, else every empty one.
      const fit = scored.some((x) => x.overlap > 0)
        ? scored.filter((x) => x.overlap > 0).map((x) => x.c)
        : fields;
      const left = fit.filter(
        (c) => !this.typed.has(`${c.role}|${c.name}|${c.id}`) && c.value !== goal.value,
      );
      const field = left[0];
      if (!field) return SATISFIED;
      this.typed.add(`${field.role}|${field.name}|${field.id}`);
      this.lastField = field;
      return this.decision(
        { type: 'fill', control: field.id, text: goal.value },
        `"${field.name || 'the field'}" takes it too`,
        left.length === 1,
      );
    }
    // A field by its place among the fields ("the second text box").
    if (goal.nth) {
      const field = goal.nth === -1 ? fields.at(-1) : fields[goal.nth - 1];
      if (!field) return this.notFound(`a field number ${goal.nth} for "${goal.value}"`);
      if (field.value === goal.value) return SATISFIED;
      this.lastField = field;
      return this.decision(
        { type: 'fill', control: field.id, text: goal.value },
        `the field in place ${goal.nth}`,
        true,
      );
    }
    const labelled = best && best.overlap > 0 ? best.c : undefined;
    // The field named is not here: a control named as it (a "Search" link) leads to it.
    const way = labelled || want.length === 0 ? undefined : this.wayTo(screen, goal.field);
    if (way) return way;
    const chosen =
      labelled ??
      fields.find((c) => !c.value && !this.typed.has(`${c.role}|${c.name}`)) ??
      (want.length === 0 && fields.length === 1 ? fields[0] : undefined);
    const what = goal.field ? `a ${goal.field} field for "${goal.value}"` : `a field for "${goal.value}"`;
    // The value already chose the item whose control was pressed ("an email to Ines Costa":
    // her Email link), and no field asks for it: the press carried it, and the form it would
    // have gone with is not there to send.
    if (!chosen && this.boundBy.has(goal.value) && fields.length === 0) {
      if (this.goals[this.index + 1]?.kind === 'submit') this.carried = this.index + 1;
      return SATISFIED;
    }
    if (!chosen) return this.reveal(screen, goal.field || goal.value) ?? this.notFound(what);
    // A field that takes no typing is filled by what it opens: a date picker.
    if (chosen.readOnly) {
      this.dating = chosen;
      return this.pickDate(screen, chosen, goal.value);
    }
    this.typed.add(`${chosen.role}|${chosen.name}`);
    this.lastField = chosen;
    return this.decision(
      { type: 'fill', control: chosen.id, text: goal.value },
      `"${chosen.name || 'the field'}" takes ${goal.field ? `the ${goal.field}` : 'the text'}`,
      true,
    );
  }

  /** Setting a slider, a spin box or another control of a value to the one asked. */
  setGoal(screen: Screen, goal: Extract<Goal, { kind: 'set' }>): FollowDecision {
    const sliders = screen.controls.filter(isSlider);
    // Named: by its own name, else the one nearest to where the page shows the name.
    const sighting = screen.sightings.find((x) => x.term === goal.target);
    const byName = goal.target
      ? [
          ...sliders.filter((c) => nameMatch(c, goal.target) >= MATCH),
          ...sliders
            .filter((c) => nearness(c, sighting) > 0)
            .sort((a, b) => nearness(b, sighting) - nearness(a, sighting)),
        ]
      : [];
    const pick = goal.target ? byName[0] : sliders[(goal.ordinal ?? 1) - 1];
    if (!pick) {
      const counted = this.setCount(screen, goal.target, goal.value);
      if (counted) return counted;
    }
    // No number widget, but a list ("pick 41 in the list"): the number is one of its choices.
    const listed = rolesNamed(goal.target)?.some((r) => r === 'combobox' || r === 'listbox');
    if (!pick && listed) return this.step(screen, { kind: 'choose', target: String(goal.value) });
    if (!pick)
      return (
        this.reveal(screen, goal.target || 'slider') ??
        this.notFound(`a slider${goal.target ? ` "${goal.target}"` : ''}`)
      );
    return this.decision(
      { type: 'set', control: pick.id, value: goal.value },
      `"${pick.name || 'the slider'}" is ${goal.ordinal ? `slider ${goal.ordinal}` : 'the slider'}`,
      true,
    );
  }

  /** Pressing every control that shows a number, lowest (or highest) first, each once. */
  inOrderGoal(screen: Screen, goal: Extract<Goal, { kind: 'inOrder' }>): FollowDecision {
    // Every control showing a number, lowest (or highest) first, each once.
    const numbers = screen.controls
      .filter((c) => !FIELD_ROLES.has(c.role) && /^\s*-?\d+(?:\.\d+)?\s*$/.test(c.name))
      .sort((a, b) => (Number(a.name) - Number(b.name)) * (goal.lowest ? 1 : -1));
    const next = numbers.find((c) => !this.pressedItems.has(c.name.trim()));
    if (!next) return this.pressedItems.size > 0 ? SATISFIED : this.notFound('controls that show numbers');
    this.pressingItem = next.name.trim();
    return this.decision({ type: 'click', control: next.id }, `${next.name.trim()} comes next`, false);
  }

  /** Styling text in the editor. */
  styleGoal(screen: Screen, goal: Extract<Goal, { kind: 'style' }>): FollowDecision {
    // The editor: a text box of several lines, the one that holds the text first.
    const editors = screen.controls.filter((c) => c.role === 'textbox' && c.multiline);
    const editor =
      editors.find((c) => goal.text !== null && (c.value ?? '').includes(goal.text)) ?? editors[0];
    if (!editor) return this.notFound('a text editor');
    return this.decision(
      { type: 'style', control: editor.id, text: goal.text, style: goal.style },
      `${goal.text === null ? 'everything' : `"${goal.text}"`} in "${editor.name || 'the editor'}" is made ${goal.style}`,
      true,
    );
  }

  /** Following a path of menus: hovering each level, pressing the last. */
  pathGoal(screen: Screen, goal: Extract<Goal, { kind: 'path' }>): FollowDecision {
    const item = goal.items[this.pathStep] ?? '';
    const last = this.pathStep >= goal.items.length - 1;
    const hit = this.named(screen, item)[0];
    if (hit) {
      if (last) return this.decision({ type: 'click', control: hit.id }, `"${hit.name}" ends the path`, true);
      return this.decision({ type: 'hover', control: hit.id }, `"${hit.name}" opens the next level`, false);
    }
    return this.reveal(screen, item) ?? this.notFound(`"${item}"`);
  }

  /** Sending the form: by its send control, the button beside the field, or Enter. */
  submitGoal(screen: Screen): FollowDecision {
    if (this.carried === this.index) return SATISFIED;
    const anchor = this.lastField;
    const sends = screen.controls
      .filter((c) => !FIELD_ROLES.has(c.role) && SUBMIT.test(c.name))
      .sort(
        (a, b) =>
          (anchor?.ancestry && b.ancestry ? sharedDepth(b.ancestry, anchor.ancestry) : 0) -
          (anchor?.ancestry && a.ancestry ? sharedDepth(a.ancestry, anchor.ancestry) : 0),
      );
    if (sends[0])
      return this.decision(
        { type: 'click', control: sends[0].id },
        `"${sends[0].name}" sends the form`,
        true,
      );
    // No control says it sends: the one button beside the field does ("Check", "Next").
    const beside = this.besideField(screen, anchor);
    if (beside)
      return this.decision(
        { type: 'click', control: beside.id },
        `"${beside.name}" is the button beside the field`,
        true,
      );
    const field = anchor
      ? screen.controls.find((c) => c.role === anchor.role && c.name === anchor.name)
      : undefined;
    if (field)
      return this.decision(
        { type: 'press', control: field.id, key: 'Enter' },
        'no send control: Enter',
        true,
      );
    return this.notFound('a control that sends the form');
  }

  /**
   * A control pressed until the number it brings up meets a condition: after each press, the
   * numbers the page shows that it did not show before are its result.
   */
  readonly pressUntil = (screen: Screen, target: string, until: NumberCondition): FollowDecision => {
    if (this.repeating && this.repeating.step === this.index) {
      const fresh = newNumbers(this.repeating.before, screen.text);
      if (fresh.some((n) => meetsCondition(until, n))) {
        this.repeating = null;
        return SATISFIED;
      }
      if (this.repeating.presses >= MAX_REPEATS)
        return this.decision(
          {
            type: 'stop',
            reason: `${MAX_REPEATS} presses of "${target}" brought up no number ${describeCondition(until)}`,
          },
          'not found',
          false,
        );
    }
    const hit = this.named(screen, target)[0];
    if (!hit) return this.reveal(screen, target) ?? this.notFound(`"${target}"`);
    const shown = this.repeating
      ? `: ${newNumbers(this.repeating.before, screen.text).join(', ') || 'nothing new'} is not ${describeCondition(until)}`
      : '';
    // Each press may bring the same number as the last: a repeat here is the point, not a circle.
    return this.pressing(
      screen,
      hit,
      `"${hit.name}" is pressed until a number ${describeCondition(until)} is shown${shown}`,
      false,
      true,
    );
  };

  /**
   * The next step's target is nowhere on the page, not even hidden (a menu that builds its items
   * when opened): the control that opens a menu is pressed, the one that says so (closed, a
   * popup, an opener's name or class), else the one control of the page that sends nothing.
   */
  readonly openMenu = (screen: Screen): FollowDecision | null => {
    const next = this.goals[this.index + 1];
    const target = next && 'target' in next ? next.target : '';
    if (!target || screen.sightings.some((s) => s.term === target && (s.shown || s.hidden))) return null;
    const pressable = screen.controls.filter((c) => !FIELD_ROLES.has(c.role) && !SUBMIT.test(c.name));
    const says = pressable.filter(
      (c) =>
        c.expanded === false ||
        OPENER.test(c.name) ||
        (c.guessed === true && /\b(menu|toggle|trigger|launcher|fab|open)\b/i.test(c.name)),
    );
    const opener =
      says.length === 1 ? says[0] : says.length === 0 && pressable.length === 1 ? pressable[0] : undefined;
    return opener && !this.tried.has(this.triedKey(screen, { type: 'click', control: opener.id }, opener))
      ? this.pressing(screen, opener, `"${opener.name || opener.role}" opens the menu`, true)
      : null;
  };

  /**
   * A word chosen by its meaning: the box (else the control) named by the word or a word the
   * lexicon gives as of the same meaning, ticked once; not found when the page names none so.
   */
  readonly chooseByMeaning = (screen: Screen, word: string): FollowDecision => {
    const names = [word, ...(this.instruction.relatives?.[word.toLowerCase()] ?? [])].map((w) =>
      w.toLowerCase(),
    );
    const fits = (c: ScreenControl) => names.includes(c.name.trim().toLowerCase());
    const box = screen.controls.find((c) => c.checked !== undefined && fits(c));
    if (box?.checked) return SATISFIED;
    if (box)
      return this.decision(
        { type: 'check', control: box.id, checked: true },
        `"${box.name}" means "${word}"`,
        true,
      );
    const other = screen.controls.find((c) => !FIELD_ROLES.has(c.role) && fits(c));
    if (other) return this.pressing(screen, other, `"${other.name}" means "${word}"`, true);
    return this.notFound(`a choice that means "${word}"`);
  };

  /**
   * Items added with their rows' controls that add one: the row of an item is the one whose
   * adding control is nearest to where the page shows the item's name (or, for a kind, every row
   * nearest to where the page shows the kind: its words or its icon's alt text).
   */
  readonly addUp = (screen: Screen, goal: Extract<Goal, { kind: 'quantity' }>): FollowDecision => {
    const adders = screen.controls.filter(isAdder);
    if (adders.length === 0) return this.notFound('a control that adds one');
    const rowsNear = (term: string): ScreenControl[] => {
      const sighting = screen.sightings.find((x) => x.term === term);
      const near = adders.map((c) => nearness(c, sighting));
      const best = Math.max(...near);
      // A row says it only when its control is nearer to it than some other row's.
      return best > Math.min(...near) ? adders.filter((_, i) => near[i] === best) : [];
    };
    const rank = (c: ScreenControl) => adders.indexOf(c);
    const presses = (key: string) => this.added.get(key) ?? 0;
    let next: { control: ScreenControl; key: string; what: string } | undefined;
    if (goal.items) {
      // A name the page does not show whole may be two joined by "and" ("Plums and Figs").
      const names = goal.items.flatMap((item) => (rowsNear(item).length === 0 ? namesJoined(item) : [item]));
      for (const item of names) {
        const row = rowsNear(item)[0];
        if (!row) return this.notFound(`a row for "${item}" with a control that adds one`);
        if (!next && presses(item) < goal.count) next = { control: row, key: item, what: item };
      }
    } else {
      const rows = rowsNear(goal.having ?? '');
      if (rows.length === 0) return this.notFound(`an item that is ${goal.having}`);
      const total = [...this.added.values()].reduce((a, b) => a + b, 0);
      const row = rows[total % rows.length];
      if (row && total < goal.count)
        next = { control: row, key: `#${rank(row)}`, what: `${goal.having} item ${rank(row) + 1}` };
    }
    if (!next) return SATISFIED;
    this.adding = next.key;
    return this.decision(
      { type: 'click', control: next.control.id },
      `"${next.control.name}" adds one ${next.what}`,
      false,
    );
  };

  /**
   * Each row of a list marked with the button of the word that is true of its item: rows are
   * told by their buttons (the k-th button of each word is row k's), the item by the number its
   * row shows besides the buttons' words, the truth by the word as a condition on numbers.
   */
  readonly markEach = (screen: Screen, options: string[]): FollowDecision => {
    const buttons = options.map((o) =>
      screen.controls.filter((c) => nameMatch(c, o) >= 0.9 && !FIELD_ROLES.has(c.role)),
    );
    const rows = Math.min(...buttons.map((b) => b.length));
    const tests = options.map(
      (o) => parseNumberCondition(`an ${o} number`) ?? parseNumberCondition(`a number ${o}`),
    );
    if (rows === 0) return this.notFound(`buttons "${options.join('" and "')}" for each item`);
    if (tests.some((t) => !t)) return this.notFound(`a way to tell "${options.join('" from "')}"`);
    for (let k = 0; k < rows; k++) {
      if (this.marked.has(k)) continue;
      const first = buttons[0]?.[k];
      let text = first?.row ?? '';
      for (const o of options) text = text.replace(new RegExp(`\\b${o}\\b`, 'gi'), ' ');
      const n = numbersIn(text)[0];
      if (n === undefined) return this.notFound(`the number of item ${k + 1}`);
      const which = tests.findIndex((t) => t && meetsCondition(t, n));
      const press = buttons[which]?.[k];
      if (!press) return this.notFound(`a word of "${options.join('", "')}" true of ${n}`);
      this.marking = k;
      return this.decision({ type: 'click', control: press.id }, `${n} is ${options[which]}`, false);
    }
    return SATISFIED;
  };

  /** The largest set of sibling controls (same parent) whose names are numbers: the items of a list of numbers. */
  readonly numbered = (screen: Screen): ScreenControl[] => {
    const groups = new Map<string, ScreenControl[]>();
    for (const c of screen.controls) {
      if (FIELD_ROLES.has(c.role) || !/^\s*-?\d+(?:\.\d+)?\s*$/.test(c.name)) continue;
      const parent = (c.ancestry ?? []).slice(0, -1).join('.');
      groups.set(parent, [...(groups.get(parent) ?? []), c]);
    }
    return [...groups.values()].filter((g) => g.length >= 2).sort((a, b) => b.length - a.length)[0] ?? [];
  };

  /** The control whose item is best by a measure (the cheapest, the shortest); the first when none has one. */
  readonly bestOf = (controls: ScreenControl[], best: Superlative): ScreenControl | undefined => {
    let pick: ScreenControl | undefined;
    let pickValue = 0;
    for (const c of controls) {
      const value = measureOf(c.item || c.block || c.name, best.measure);
      if (value === null) continue;
      if (!pick || (best.lowest ? value < pickValue : value > pickValue)) {
        pick = c;
        pickValue = value;
      }
    }
    // None shows the measure: no item is known to be best (not the first by default).
    return pick;
  };

  /**
   * A date picked in the calendar a read-only field opens: the field pressed, the calendar moved
   * a month at a time (Prev, Next) to the date's month, then its day pressed.
   */
  readonly pickDate = (screen: Screen, field: ScreenControl, value: string): FollowDecision => {
    const date = parseDate(value);
    if (!date) return this.notFound(`a way to enter "${value}" into "${field.name}"`);
    const shown = MONTH_YEAR.exec(screen.text);
    const day = screen.controls.find((c) => c.name.trim() === String(date.day) && c.role !== 'textbox');
    if (!shown || !day) {
      if (this.tried.has(this.triedKey(screen, { type: 'click', control: field.id }, field)))
        return this.notFound(`a calendar for "${field.name}"`);
      return this.decision(
        { type: 'click', control: field.id },
        `"${field.name}" is picked, not typed: opening it`,
        false,
      );
    }
    const month = monthIndex(shown[1] ?? '');
    const off = date.year * 12 + date.month - (Number(shown[2]) * 12 + month);
    if (off === 0)
      return this.decision({ type: 'click', control: day.id }, `day ${date.day} of ${shown[0]}`, true);
    const move = screen.controls.find((c) => (off > 0 ? NEXT_MONTH : PREV_MONTH).test(c.name.trim()));
    if (!move) return this.notFound(`a way to move the calendar from ${shown[0]}`);
    return this.decision(
      { type: 'click', control: move.id },
      `${shown[0]} is not the month of ${value}`,
      false,
    );
  };

  /** The n-th item of the list on the page, counting on across pages. */
  readonly nth = (screen: Screen, n: number, target: string): FollowDecision => {
    // The n-th of the kind named ("the 2nd button"), else of the links (results), else of all.
    const roles = rolesNamed(target) ?? (screen.controls.some((c) => c.role === 'link') ? ['link'] : null);
    const items = screen.controls.filter(
      (c) => (roles ? roles.includes(c.role) : !FIELD_ROLES.has(c.role)) && !PAGINATION.test(c.name.trim()),
    );
    const at = n - this.listOffset - 1;
    const item = items[at];
    if (at >= 0 && item)
      return this.decision({ type: 'click', control: item.id }, `"${item.name}" is item ${n}`, true);
    if (at < 0) return this.notFound(`item ${n}`);
    const next = screen.controls.find((c) => NEXT_PAGE.test(c.name.trim()) && c.role !== 'textbox');
    if (!next || items.length === 0)
      return this.notFound(`item ${n} (${this.listOffset + items.length} listed)`);
    this.pendingOffset = items.length;
    return this.decision({ type: 'click', control: next.id }, `item ${n} is on a later page`, false);
  };
  pendingOffset = 0;
  /** Items added so far for the step at hand, by item; the one the last decision adds. */
  readonly added = new Map<string, number>();
  adding = '';
  /** Items a press has been made on for the step at hand (by their words); the one the last decision presses. */
  readonly pressedItems = new Set<string>();
  pressingItem = '';
  readonly itemKey = (c: ScreenControl): string => `${c.name}\u0000${c.block ?? c.row ?? c.id}`;
  /** Rows of a list marked so far; the row the last decision marks. */
  readonly marked = new Set<number>();
  marking = -1;
  /** A press repeated until a number meets a condition: the step, the text before the last press, presses so far. */
  repeating: { step: number; before: string; presses: number } | null = null;
  /** A while the instruction asks to let pass before the next press. */
  delayMs = 0;
  /** Steps passed over because the page already satisfied them. */
  passed = 0;
  suggest: { value: string; before: Set<string>; shape?: { endsWith?: string } } | null = null;
  /** The read-only field whose calendar is being worked on. */
  dating: ScreenControl | null = null;

  readonly terms = (): string[] => {
    const terms = new Set<string>(this.instruction.scope);
    for (const goal of this.goals) {
      if ('target' in goal && goal.target) terms.add(goal.target);
      if (goal.kind === 'click' && goal.within) terms.add(goal.within);
      // A choice may be shown by one of its words ("Dark" for "the dark theme").
      if (goal.kind === 'choose') for (const w of wordsOf(goal.target)) if (w.length > 2) terms.add(w);
      if (goal.kind === 'fill' && goal.field) terms.add(goal.field);
      if (goal.kind === 'fill' && goal.from && 'count' in goal.from) terms.add(countTerm(goal.from.count));
      // A name given as a value may be the item to act on ("an email to Ines Costa").
      if (goal.kind === 'fill' && /\p{Lu}/u.test(goal.value)) terms.add(goal.value);
      // A number may be set by choosing it where a list offers it.
      if (goal.kind === 'set') terms.add(String(goal.value));
      if (goal.kind === 'path') for (const item of goal.items) terms.add(item);
      if (goal.kind === 'quantity')
        for (const item of goal.items ?? [goal.having ?? ''])
          for (const name of new Set([item, ...namesJoined(item)])) if (name) terms.add(name);
    }
    return [...terms];
  };
  readonly decide = (screen: Screen): FollowDecision => {
    // Typing opened suggestions (autocomplete): the one that holds what was typed is chosen.
    if (this.suggest) {
      const { value, before, shape } = this.suggest;
      const want = wordsOf(value);
      const fresh = (c: ScreenControl) => !before.has(`${c.role}|${c.name}`) && !FIELD_ROLES.has(c.role);
      // A value described by its shape: an offer that starts with what was typed (and ends so).
      const fits = (name: string) =>
        name.toLowerCase().startsWith(value.toLowerCase()) &&
        name.toLowerCase().endsWith((shape?.endsWith ?? '').toLowerCase());
      const offered = shape
        ? screen.controls.find((c) => fresh(c) && fits(c.name.trim()))
        : screen.controls.find(
            (c) => fresh(c) && want.length > 0 && want.every((w) => wordsOf(c.name).includes(w)),
          );
      // (Kept when none fits: the run stops, also after the page is read again whole.)
      if (shape && !offered)
        return this.notFound(
          `an offer that starts with "${value}"${shape.endsWith ? ` and ends with "${shape.endsWith}"` : ''}`,
        );
      this.suggest = null;
      if (offered)
        return this.decision(
          { type: 'click', control: offered.id },
          `"${offered.name}" is suggested for "${value}"`,
          false,
        );
    }
    if (this.goals.length === 0)
      return this.decision(
        {
          type: 'stop',
          reason:
            'found no step in the instruction: it names no control to press, no text to type, nothing to choose',
        },
        'no step',
        false,
      );
    // Steps the page already satisfies are passed over.
    for (;;) {
      const goal = this.goals[this.index];
      if (!goal) {
        const why =
          this.passed === this.goals.length
            ? 'the page is already as the instruction asks'
            : 'every step of the instruction is done';
        return this.decision({ type: 'done', reason: why }, 'done', false);
      }
      const made = this.step(screen, goal);
      if (made !== SATISFIED)
        return this.delayMs && made.action.type === 'click'
          ? { ...made, action: { ...made.action, afterMs: this.delayMs } }
          : made;
      this.passed++;
      this.index++;
      this.pathStep = 0;
      this.dating = null;
      this.added.clear();
      this.marked.clear();
      this.pressedItems.clear();
    }
  };
  readonly observe = (made: FollowDecision, ok: boolean, screen: Screen): void => {
    const action = made.action;
    const control = 'control' in action ? this.byId(screen, action.control) : undefined;
    this.tried.add(this.triedKey(screen, action, control));
    if (!ok) return;
    if (action.type === 'click' && action.afterMs) this.delayMs = 0;
    if (action.type === 'click' && this.adding && this.goals[this.index]?.kind === 'quantity')
      this.added.set(this.adding, (this.added.get(this.adding) ?? 0) + 1);
    this.adding = '';
    if (action.type === 'click' && this.marking >= 0 && this.goals[this.index]?.kind === 'classify')
      this.marked.add(this.marking);
    if (action.type === 'click' && this.pressingItem) this.pressedItems.add(this.pressingItem);
    this.pressingItem = '';
    this.marking = -1;
    const current = this.goals[this.index];
    if (action.type === 'click' && current?.kind === 'click' && current.until)
      this.repeating = {
        step: this.index,
        before: screen.text,
        presses: (this.repeating?.step === this.index ? this.repeating.presses : 0) + 1,
      };
    if (action.type === 'fill') {
      const typing = this.goals[this.index];
      this.suggest = {
        value: action.text,
        before: new Set(screen.controls.map((c) => `${c.role}|${c.name}`)),
        ...(typing?.kind === 'fill' && typing.offered ? { shape: typing.offered } : {}),
      };
    }
    if (this.pendingOffset && action.type === 'click') {
      this.listOffset += this.pendingOffset;
      this.pendingOffset = 0;
    }
    const goal = this.goals[this.index];
    if (goal?.kind === 'path' && action.type === 'hover') this.pathStep++;
    if (made.completes) {
      this.dating = null;
      this.index++;
      this.pathStep = 0;
    }
  };
  readonly progress = () => ({ done: this.index, of: this.goals.length });
}
