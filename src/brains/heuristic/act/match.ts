import { type ScreenControl, sharedDepth, type TermSighting } from '../../../core/screen.ts';

const lower = (s: string): string => s.toLowerCase().replace(/\s+/g, ' ').trim();
const bare = (s: string): string => lower(s).replace(/^[^\p{L}\p{N}@]+|[^\p{L}\p{N}]+$/gu, '');
export const wordsOf = (s: string): string[] => lower(s).match(/[\p{L}\p{N}@]+/gu) ?? [];

/**
 * How well a control's name says `target`: 1 the very text, 0.95 but for case, 0.9 but for
 * punctuation around it, 0.2–0.8 when the name holds every word of the target (more for a name
 * with fewer other words), else 0.
 */
/** Names that mean the same control wherever they are: the close button is "x", "×" or "Close". */
const SAME: Record<string, string> = { x: 'close', '×': 'close', '✕': 'close', '✖': 'close', '╳': 'close' };

export function nameMatch(control: Pick<ScreenControl, 'name' | 'symbols'>, target: string): number {
  // A control drawn as a symbol is named by what the symbol shows ("the star" for ☆); the last
  // word of a symbol's name is what it is ("lower right pencil": a pencil).
  const head = control.symbols?.split(' ').at(-1) ?? '';
  const bySymbol = control.symbols
    ? Math.max(wordsMatch(control.symbols, target), wordsOf(target).join(' ') === head ? 0.8 : 0)
    : 0;
  return Math.max(bySymbol, textMatch(control.name, target));
}

/** How well a control's words hold the target's words: all of them, the more of the name the better. */
function wordsMatch(name: string, target: string): number {
  const have = wordsOf(name);
  const want = wordsOf(target);
  if (want.length === 0 || !want.every((w) => have.includes(w))) return 0;
  // A name that starts with the target's words ("Book flight for $367" for "book") leads with them.
  const leads = want.every((w, i) => have[i] === w) ? 0.3 : 0;
  return Math.min(0.85, 0.2 + 0.6 * (want.length / have.length) + leads);
}

function textMatch(name: string, target: string): number {
  if (!target || !name) return 0;
  const same = (s: string) => SAME[lower(s)] ?? lower(s);
  if (same(name) === same(target) && lower(name) !== lower(target)) return 0.9;
  if (name.trim() === target.trim()) return 1;
  if (lower(name) === lower(target)) return 0.95;
  if (bare(target) && bare(name) === bare(target)) return 0.9;
  // One word or two ("checkout", "Check out"; "log-in", "Log in").
  const squash = (s: string) => lower(s).replace(/[^\p{L}\p{N}]+/gu, '');
  if (squash(target).length > 3 && squash(name) === squash(target)) return 0.85;
  return wordsMatch(name, target);
}

/**
 * The figure an item's words give for a measure: a price ($367, 367 €), a duration (3h 20m, 45
 * min) in minutes, a time of day (2:10 PM) in minutes after midnight; null when there is none.
 */
export function measureOf(text: string, measure: 'price' | 'duration' | 'time' | 'number'): number | null {
  if (measure === 'number') {
    const n = /-?\d+(?:\.\d+)?/.exec(text.replace(/(?<=\d),(?=\d{3}\b)/g, ''));
    return n ? Number(n[0]) : null;
  }
  if (measure === 'price') {
    const m =
      /[$€£¥]\s?(\d[\d,]*(?:\.\d+)?)|(\d[\d,]*(?:\.\d+)?)\s?(?:[€£]|EUR|USD|GBP|dollars?|euros?)/i.exec(text);
    // Without a currency sign, the figure a word for price heads ("Price: 120", "fare 35.50").
    // (A currency named in brackets after the word, as a column head says it: "Price (USD): 412".)
    const said = m
      ? null
      : /\b(?:price|cost|fare|total)\b\s*(?:\([^)]{1,6}\))?\s*:?\s*(\d[\d,]*(?:\.\d+)?)/i.exec(text);
    const figure = m?.[1] ?? m?.[2] ?? said?.[1];
    return figure ? Number(figure.replace(/,/g, '')) : null;
  }
  if (measure === 'duration') {
    // "3h 24m", "2 hrs 5 min", "1 hour"; not the "2016 H" of "Oct 23 2016 Huntington".
    const hm = /(\d+)\s*h(?:ours?|rs?)?(?![a-z])\.?\s*(?:(\d+)\s*m(?:in(?:utes?|s)?)?(?![a-z]))?/i.exec(text);
    if (hm) return Number(hm[1]) * 60 + Number(hm[2] ?? 0);
    const m = /(\d+)\s*min(?:utes?|s)?(?![a-z])/i.exec(text);
    if (m) return Number(m[1]);
    // Hours and minutes as a clock figure, headed by a word for duration ("Duration: 2:05").
    const clock = /\b(?:duration|length|travel time|journey time|takes)\b\s*:?\s*(\d{1,2}):(\d{2})\b/i.exec(
      text,
    );
    if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
    // A bare figure whose unit the heading names in brackets ("Duration (min): 155").
    const unit =
      /\b(?:duration|length|travel time|journey time|takes)\b\s*\(\s*(h|hrs?|hours?|m|mins?|minutes?)\s*\)\s*:?\s*(\d+(?:\.\d+)?)/i.exec(
        text,
      );
    return unit ? Number(unit[2]) * (/^h/i.test(unit[1] ?? '') ? 60 : 1) : null;
  }
  const t = /\b(\d{1,2}):(\d{2})\s*([AaPp][Mm])?/.exec(text);
  if (!t) return null;
  const half = t[3]?.toLowerCase();
  const hours = half ? (Number(t[1]) % 12) + (half === 'pm' ? 12 : 0) : Number(t[1]);
  return hours * 60 + Number(t[2]);
}

/** How near a control is to where a term is shown: the depth of the deepest shared ancestor. */
export function nearness(
  control: Pick<ScreenControl, 'ancestry'>,
  sighting: TermSighting | undefined,
): number {
  if (!sighting || !control.ancestry) return 0;
  let best = 0;
  for (const anchor of sighting.anchors) best = Math.max(best, sharedDepth(control.ancestry, anchor));
  return best;
}

/**
 * A control that names a scope term itself ranks above every control that is only near one: shared
 * ancestry depths stay far below this.
 */
const NAMES_SCOPE_RANK = 1000;

/** Whether a control's own name names a term of the scope ("Ann" on the email by Ann). */
export function namesScope(control: Pick<ScreenControl, 'name'>, scope: readonly string[]): boolean {
  return scope.some((term) => namesTerm(control, term));
}

function namesTerm(control: Pick<ScreenControl, 'name'>, term: string): boolean {
  return nameMatch(control, term) > 0 || wordsOf(control.name).includes(lower(term));
}

/** Nearness to the first of several terms (the scope): 0 with none; naming a term ranks first. */
export function scopeNearness(
  control: Pick<ScreenControl, 'ancestry' | 'name'>,
  scope: readonly string[],
  sightings: readonly TermSighting[],
): number {
  let best = 0;
  for (const term of scope) {
    const here = namesTerm(control, term) ? NAMES_SCOPE_RANK : 0;
    best = Math.max(
      best,
      here +
        nearness(
          control,
          sightings.find((s) => s.term === term),
        ),
    );
  }
  return best;
}

/** Roles a word of an instruction names ("checkbox" → checkbox), for a target that is a kind of control. */
const ROLE_WORDS: Record<string, string[]> = {
  button: ['button'],
  link: ['link'],
  checkbox: ['checkbox', 'switch'],
  'check box': ['checkbox', 'switch'],
  radio: ['radio'],
  'radio button': ['radio'],
  textbox: ['textbox', 'searchbox'],
  'text box': ['textbox', 'searchbox'],
  'text field': ['textbox', 'searchbox'],
  field: ['textbox', 'searchbox', 'combobox'],
  input: ['textbox', 'searchbox', 'spinbutton'],
  box: ['textbox', 'searchbox'],
  tab: ['tab'],
  option: ['option', 'radio'],
  item: ['option', 'menuitem', 'treeitem', 'link', 'button'],
  'menu item': ['menuitem'],
  dropdown: ['combobox', 'listbox'],
  list: ['combobox', 'listbox'],
  slider: ['slider'],
  // A number with arrows beside it that step it, whatever the page calls it.
  spinner: ['spinbutton'],
  'spin box': ['spinbutton'],
  spinbox: ['spinbutton'],
  'spin button': ['spinbutton'],
  stepper: ['spinbutton'],
  'number field': ['spinbutton'],
  'number input': ['spinbutton'],
  text: ['textbox'],
  'text input': ['textbox', 'searchbox'],
  textarea: ['textbox'],
  'text area': ['textbox'],
};

/** Whether a control of the role a kind word names is of that kind: a text area has several lines, a text field one. */
export function kindFits(target: string, control: Pick<ScreenControl, 'role' | 'multiline'>): boolean {
  if (control.role !== 'textbox') return true;
  const kind = lower(target).replace(/s$/, '');
  if (kind === 'textarea' || kind === 'text area') return control.multiline === true;
  if (['text', 'text input', 'text field', 'textbox', 'text box'].includes(kind))
    return control.multiline !== true;
  return true;
}

/** The roles `target` names when it is a kind of control, not a name; null otherwise. */
export function rolesNamed(target: string): string[] | null {
  return ROLE_WORDS[lower(target).replace(/s$/, '')] ?? null;
}

/**
 * The label a page shows just before a control whose text is a value: on its line ("Email:
 * ana@x.example") or on the line above ("Phone" over "(201) 555-0147"); "" when none is short
 * enough to be a label (three words at most).
 */
export function labelBefore(text: string, name: string): string {
  const value = name.trim();
  if (!value) return '';
  const lines = text.split('\n').map((l) => l.trim());
  const at = lines.findIndex((l) => l.includes(value));
  if (at < 0) return '';
  const line = lines[at] ?? '';
  const head = line.slice(0, line.indexOf(value)).replace(/[\s:–-]+$/, '');
  const label =
    head ||
    (
      lines
        .slice(0, at)
        .reverse()
        .find((l) => l) ?? ''
    ).replace(/:$/, '');
  return label && label.split(/\s+/).length <= 3 ? label : '';
}

/**
 * How many words of the control's label the target says, when it says them all (0 when not):
 * "phone number" and a value labelled "Phone" → 1. Of two labels said alike, the one of the
 * target's first word is meant: it says which ("email address" is an email, not an address).
 */
export function labelMatch(label: string, target: string): number {
  const have = wordsOf(label);
  const want = wordsOf(target);
  if (have.length === 0 || !have.every((w) => want.includes(w))) return 0;
  return have.length + (have.includes(want.find((w) => !PRONOUNS.has(w)) ?? '') ? 0.5 : 0);
}
const PRONOUNS = new Set(['his', 'her', 'their', 'its', 'my', 'your', 'the', 'a', 'an', 'our']);
