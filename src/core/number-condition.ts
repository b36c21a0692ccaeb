/**
 * What a number is asked to be, as instructions say it: "a number less than 5", "an even
 * number", "a value between 10 and 20", "at least 3". Pure: words to a test.
 */
export type NumberCondition =
  | { kind: 'compare'; op: '<' | '>' | '<=' | '>=' | '='; than: number }
  | { kind: 'between'; low: number; high: number }
  | { kind: 'parity'; odd: boolean };

const NUMBER = String.raw`(-?\d+(?:\.\d+)?)`;
const NOUN = String.raw`(?:number|value|result|figure|score|total|amount)`;
const LESS = /^(?:less|smaller|lower|fewer|under|below)$/i;
const MORE = /^(?:greater|larger|bigger|higher|more|over|above)$/i;

/** The condition the words put on a number, or null when they put none. */
export function parseNumberCondition(text: string): NumberCondition | null {
  const parity = new RegExp(
    String.raw`\b(odd|even)\s+${NOUN}\b|\b${NOUN}\s+(?:that\s+is\s+|which\s+is\s+)?(odd|even)\b`,
    'i',
  ).exec(text);
  if (parity) return { kind: 'parity', odd: (parity[1] ?? parity[2] ?? '').toLowerCase() === 'odd' };
  const sign = new RegExp(
    String.raw`\b(positive|negative)\s+${NOUN}\b|\b${NOUN}\s+(?:that\s+is\s+|which\s+is\s+)?(positive|negative)\b`,
    'i',
  ).exec(text);
  if (sign)
    return {
      kind: 'compare',
      op: (sign[1] ?? sign[2] ?? '').toLowerCase() === 'positive' ? '>' : '<',
      than: 0,
    };
  for (const m of text.matchAll(
    new RegExp(String.raw`\b${NOUN}s?\s+(?:that\s+is\s+|which\s+is\s+|of\s+)?(.*)$`, 'gi'),
  )) {
    const found = boundIn(m[1] ?? '');
    if (found) return found;
  }
  return null;
}

/**
 * A bound written on its own, currency and all ("under $20", "costing more than 40 €",
 * "between 5 and 9"): what an item's figure must meet. Null when the words give none.
 */
export function parseBound(text: string): NumberCondition | null {
  const plain = text
    .replace(/[$€£¥]/g, '')
    .replace(/^\s*(?:that\s+|which\s+)?(?:costs?|costing|priced|is|are)\s+(?:at\s+)?/i, '')
    .trim();
  return boundIn(plain);
}

/** A bound at the start of the words after the noun ("less than 5", "between 2 and 4"). */
function boundIn(tail: string): NumberCondition | null {
  const between = new RegExp(String.raw`^between\s+${NUMBER}\s+and\s+${NUMBER}`, 'i').exec(tail);
  if (between) {
    const [a, b] = [Number(between[1]), Number(between[2])];
    return { kind: 'between', low: Math.min(a, b), high: Math.max(a, b) };
  }
  const bound = new RegExp(
    String.raw`^(?:at\s+(least|most)|no\s+(more|less|fewer)\s+than|(\p{L}+)(?:\s+than)?|equal\s+to|exactly)\s+${NUMBER}`,
    'iu',
  ).exec(tail);
  if (!bound) return null;
  const than = Number(bound[4]);
  if (bound[1]) return { kind: 'compare', op: bound[1].toLowerCase() === 'least' ? '>=' : '<=', than };
  if (bound[2]) return { kind: 'compare', op: bound[2].toLowerCase() === 'more' ? '<=' : '>=', than };
  const word = bound[3] ?? '';
  if (LESS.test(word)) return { kind: 'compare', op: '<', than };
  if (MORE.test(word)) return { kind: 'compare', op: '>', than };
  if (!word || /^(?:equal|exactly)$/i.test(word)) return { kind: 'compare', op: '=', than };
  return null;
}

/** Whether `n` meets the condition. */
export function meetsCondition(condition: NumberCondition, n: number): boolean {
  switch (condition.kind) {
    case 'parity':
      return Number.isInteger(n) && Math.abs(n % 2) === (condition.odd ? 1 : 0);
    case 'between':
      return n >= condition.low && n <= condition.high;
    case 'compare':
      switch (condition.op) {
        case '<':
          return n < condition.than;
        case '>':
          return n > condition.than;
        case '<=':
          return n <= condition.than;
        case '>=':
          return n >= condition.than;
        case '=':
          return n === condition.than;
      }
  }
}

/** A condition in a few words ("less than 5", "odd"). */
export function describeCondition(condition: NumberCondition): string {
  if (condition.kind === 'parity') return condition.odd ? 'odd' : 'even';
  if (condition.kind === 'between') return `between ${condition.low} and ${condition.high}`;
  const words = { '<': 'less than', '>': 'greater than', '<=': 'at most', '>=': 'at least', '=': 'equal to' };
  return `${words[condition.op]} ${condition.than}`;
}
