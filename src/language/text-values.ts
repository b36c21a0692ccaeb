/**
 * Values a reader takes from what a page shows, rather than from the instruction itself: the
 * n-th word of a paragraph, the last line of a text, the result of a sum written out. Pure.
 */

/** What a count runs over: words, letters, numbers, lines, sentences. */
export type TextUnit = 'word' | 'letter' | 'number' | 'line' | 'sentence';

/** The n-th unit of `text` (1-based; negative counts from the end: -1 is the last), or null. */
export function nthOf(text: string, n: number, unit: TextUnit): string | null {
  const parts = unitsOf(text, unit);
  const at = n > 0 ? n - 1 : parts.length + n;
  return parts[at] ?? null;
}

function unitsOf(text: string, unit: TextUnit): string[] {
  switch (unit) {
    case 'word':
      // A word keeps its inner apostrophes and hyphens, not the punctuation around it.
      return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
    case 'letter':
      return text.match(/\p{L}/gu) ?? [];
    case 'number':
      return text.match(/-?\d+(?:[.,]\d+)?/g) ?? [];
    case 'line':
      return text
        .split(/\n/)
        .map((l) => l.trim())
        .filter(Boolean);
    case 'sentence':
      return text
        .split(/(?<=[.!?])\s+/)
        .map((l) => l.trim())
        .filter(Boolean);
  }
}

/** Every number a text writes, in order ("-3", "7.5"). */
export function numbersIn(text: string): number[] {
  return (text.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
}

/** The unit a noun names ("words" → word), or null. */
export function unitNamed(noun: string): TextUnit | null {
  const n = noun.toLowerCase().replace(/s$/, '');
  if (n === 'word' || n === 'letter' || n === 'number' || n === 'line' || n === 'sentence') return n;
  if (n === 'character' || n === 'char') return 'letter';
  if (n === 'digit') return 'number';
  return null;
}

const NUMBER = String.raw`-?\d+(?:\.\d+)?`;
const OPERATOR = '[-+−x×*÷/]';
/** A sum written out to be solved: numbers joined by operators, then "=" (and maybe "?" or a blank). */
const SUM = new RegExp(
  String.raw`(?<![\p{L}\p{N}.])(${NUMBER}(?:\s*${OPERATOR}\s*${NUMBER})+)\s*=\s*(?:\?|_+)?(?![\p{N}])`,
  'gu',
);

/**
 * The result of the one sum a text writes out to be solved ("7 x 8 =", "12 − 5 = ?"), operators
 * taken in their usual precedence; null when there is none or more than one (which is meant is
 * not said), or it divides by zero.
 */
export function solvedSum(text: string): number | null {
  const sums = [...text.matchAll(SUM)].map((m) => m[1] ?? '');
  if (sums.length !== 1) return null;
  const tokens = (sums[0] ?? '').match(new RegExp(`${NUMBER}|${OPERATOR}`, 'gu')) ?? [];
  // Numbers and operators alternate; a "-" right after an operator belongs to the number.
  const numbers: number[] = [];
  const operators: string[] = [];
  for (const t of tokens) {
    if (numbers.length === operators.length) numbers.push(Number(t.replace('−', '-')));
    else operators.push(t);
  }
  if (numbers.length !== operators.length + 1) return null;
  // Products and quotients first, then sums and differences, left to right.
  const terms = [numbers[0] ?? 0];
  const signs: string[] = [];
  for (let i = 0; i < operators.length; i++) {
    const op = operators[i] ?? '';
    const next = numbers[i + 1] ?? 0;
    if (/[x×*]/.test(op)) terms.push((terms.pop() ?? 0) * next);
    else if (/[÷/]/.test(op)) {
      if (next === 0) return null;
      terms.push((terms.pop() ?? 0) / next);
    } else {
      terms.push(next);
      signs.push(op);
    }
  }
  let total = terms[0] ?? 0;
  signs.forEach((s, i) => {
    total += s === '+' ? (terms[i + 1] ?? 0) : -(terms[i + 1] ?? 0);
  });
  return Math.round(total * 1e9) / 1e9;
}

/**
 * The value a page shows under a label ("Stock price: $48.20", "Temperature: -3 °C"): the number
 * right after the first label that holds `word`, then a colon. Null when no such label is shown.
 */
export function labelledValue(text: string, word: string): number | null {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(String.raw`\b${escaped}\b[^:\n]{0,30}:\s*[$€£¥]?\s*(-?\d[\d,]*(?:\.\d+)?)`, 'iu').exec(
    text,
  );
  return m?.[1] ? Number(m[1].replace(/,/g, '')) : null;
}

/** One side of a linear equation in one unknown: terms like "3x", "-x", "2 × y", "12". */
const LINEAR_TERM = String.raw`(?:\d+(?:\.\d+)?(?:\s*[×*·]?\s*[a-z])?|[a-z])`;
const LINEAR_SIDE = String.raw`[-−]?\s*${LINEAR_TERM}(?:\s*[-+−]\s*${LINEAR_TERM})*`;

/**
 * The value of the unknown of the one linear equation a text writes out ("3x + 4 = 19",
 * "12 = 2x − 4", "y - 7 = 2"): each side read as a·unknown + b, then solved. Null when there is
 * no such equation, more than one, more than one unknown letter, or no single solution.
 */
export function solvedEquation(text: string): number | null {
  const found: Array<[string, string]> = [];
  for (const line of text.split(/\n/)) {
    const m = new RegExp(
      String.raw`(?<![\p{L}\p{N}])(${LINEAR_SIDE})\s*=\s*(${LINEAR_SIDE})(?![\p{L}\p{N}])`,
      'u',
    ).exec(line.trim());
    if (m?.[1]?.trim() && m[2]?.trim()) found.push([m[1], m[2]]);
  }
  if (found.length !== 1) return null;
  const [left, right] = found[0] ?? ['', ''];
  if (new Set(`${left} ${right}`.match(/[a-z]/g) ?? []).size !== 1) return null;
  const a = linearSide(left);
  const b = linearSide(right);
  if (!a || !b || a.unknown === b.unknown) return null;
  return Math.round(((b.constant - a.constant) / (a.unknown - b.unknown)) * 1e9) / 1e9;
}

/** A side as (coefficient of the unknown, constant); null when it holds no term at all. */
function linearSide(side: string): { unknown: number; constant: number } | null {
  const terms =
    side
      .replace(/−/g, '-')
      .replace(/\s+/g, '')
      .match(/[-+]?[^-+]+/g) ?? [];
  let unknown = 0;
  let constant = 0;
  for (const term of terms) {
    const m = /^([-+]?)(\d+(?:\.\d+)?)?(?:[×*·]?([a-z]))?$/.exec(term);
    if (!m) return null;
    const sign = m[1] === '-' ? -1 : 1;
    const letter = m[3];
    const figure = m[2] === undefined ? 1 : Number(m[2]);
    if (letter) unknown += sign * figure;
    else if (m[2] !== undefined) constant += sign * figure;
    else return null;
  }
  return terms.length > 0 ? { unknown, constant } : null;
}

/** Label and value pairs a page shows: rows of a table (first cell, the rest) and "Label: value" lines. */
export function labelledPairs(text: string, tables: readonly string[]): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const table of tables) {
    const rows = table.split('\n').map((r) =>
      r
        .split('\t')
        .map((c) => c.trim())
        .filter(Boolean),
    );
    // A header row over one row of values: each header labels the value under it.
    const [head, only, ...more] = rows;
    if (head && only && more.length === 0 && head.length === only.length && head.length > 2)
      for (const [i, label] of head.entries()) pairs.push([label, only[i] ?? '']);
    for (const row of rows) if (row.length >= 2) pairs.push([row[0] ?? '', row.slice(1).join(' ')]);
  }
  for (const line of text.split('\n')) {
    const m = /^\s*([^:\n]{1,40}?)\s*:\s*(\S.*)$/.exec(line);
    if (m?.[1] && m[2]) pairs.push([m[1], m[2].trim()]);
  }
  return pairs;
}

/**
 * The value shown beside the label a phrase names ("the customer's postcode" → the value of
 * "Postcode"): the label all of whose words the phrase says, the one that leaves fewest of the
 * phrase's words unsaid. Null when no label fits.
 */
export function valueNamed(pairs: ReadonlyArray<[string, string]>, phrase: string): string | null {
  const stem = (w: string) => w.replace(/['’]s$/, '').replace(/(?<=[a-z]{3})s$/, '');
  const want = new Set((phrase.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? []).map(stem));
  let best: { value: string; left: number } | null = null;
  for (const [label, value] of pairs) {
    const words = (label.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? []).map(stem);
    if (words.length === 0 || !value || !words.every((w) => want.has(w))) continue;
    const left = want.size - words.length;
    if (!best || left < best.left) best = { value, left };
  }
  return best?.value ?? null;
}
