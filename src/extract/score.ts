/**
 * Scoring of extracted text against a reference: token F1 (bag of words) and the
 * with/without-strings scheme of the trafilatura evaluation.
 */
import type { AnyNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';

const SPLIT = /[^\p{L}\p{N}]+/u;

/** Lowercased words: runs of Unicode letters and digits. */
export function tokens(text: string): string[] {
  return text.toLowerCase().split(SPLIT).filter(Boolean);
}

export interface F1 {
  precision: number;
  recall: number;
  f1: number;
}

/**
 * Token F1 of `extracted` against `expected`: overlap of the two token multisets;
 * precision = overlap / extracted tokens, recall = overlap / expected tokens.
 * Two empty texts agree perfectly.
 */
export function tokenF1(extracted: string, expected: string): F1 {
  const got = tokens(extracted);
  const want = tokens(expected);
  if (got.length === 0 && want.length === 0) return { precision: 1, recall: 1, f1: 1 };
  if (got.length === 0 || want.length === 0) return { precision: 0, recall: 0, f1: 0 };
  const counts = new Map<string, number>();
  for (const t of want) counts.set(t, (counts.get(t) ?? 0) + 1);
  let overlap = 0;
  for (const t of got) {
    const c = counts.get(t);
    if (c) {
      overlap++;
      counts.set(t, c - 1);
    }
  }
  const precision = overlap / got.length;
  const recall = overlap / want.length;
  const f1 = overlap === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

/** Counts of the trafilatura scheme, summed over pages. */
export interface StringCounts {
  tp: number;
  fn: number;
  fp: number;
  tn: number;
}

/**
 * Scores one page: each `with` string found in the text is a true positive (missing: false
 * negative); each `without` string found is a false positive (missing: true negative).
 * Whitespace is normalized in both.
 */
export function scoreStrings(text: string, withStrings: string[], withoutStrings: string[]): StringCounts {
  const hay = normalizeSpace(text);
  const c: StringCounts = { tp: 0, fn: 0, fp: 0, tn: 0 };
  for (const s of withStrings) {
    if (hay.includes(normalizeSpace(s))) c.tp++;
    else c.fn++;
  }
  for (const s of withoutStrings) {
    if (hay.includes(normalizeSpace(s))) c.fp++;
    else c.tn++;
  }
  return c;
}

export function addCounts(a: StringCounts, b: StringCounts): StringCounts {
  return { tp: a.tp + b.tp, fn: a.fn + b.fn, fp: a.fp + b.fp, tn: a.tn + b.tn };
}

export function stringScores(c: StringCounts): F1 & { accuracy: number } {
  const precision = c.tp + c.fp === 0 ? 0 : c.tp / (c.tp + c.fp);
  const recall = c.tp + c.fn === 0 ? 0 : c.tp / (c.tp + c.fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  const total = c.tp + c.fn + c.fp + c.tn;
  const accuracy = total === 0 ? 0 : (c.tp + c.tn) / total;
  return { precision, recall, f1, accuracy };
}

function normalizeSpace(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'font',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'time',
  'tt',
  'u',
  'var',
  'wbr',
]);

/**
 * The text of an HTML fragment as a reader sees it: all text nodes, with a space at every
 * element boundary that is not inline, so words of adjacent blocks do not run together.
 */
export function htmlText(html: string): string {
  const out: string[] = [];
  const stack: (AnyNode | string)[] = [parseDocument(html)];
  while (stack.length > 0) {
    const n = stack.pop() as AnyNode | string;
    if (typeof n === 'string') {
      out.push(n);
      continue;
    }
    if (n.type === 'text') {
      out.push(n.data);
      continue;
    }
    if (n.type === 'script' || n.type === 'style' || n.type === 'comment') continue;
    if (!('children' in n)) continue;
    const block = n.type === 'tag' && !INLINE.has(n.name);
    if (block) {
      out.push(' ');
      stack.push(' ');
    }
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i] as AnyNode);
  }
  return normalizeSpace(out.join(''));
}
