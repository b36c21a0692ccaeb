import { fold, isStopword } from '../../core/text.ts';

/** Words beyond this many are ignored: a pasted paragraph should not become a huge query. */
const MAX_TERMS = 32;

/**
 * The words of free text as quoted FTS5 strings, so nothing in a query (`AND`, `NEAR`, `*`, `:`,
 * quotes, parentheses) is ever FTS syntax. Stopwords are dropped unless nothing else is left.
 */
export function queryTerms(text: string): string[] {
  const all = [...new Set(fold(text).match(/[\p{L}\p{N}]+/gu) ?? [])];
  const content = all.filter((w) => !isStopword(w));
  return (content.length > 0 ? content : all).slice(0, MAX_TERMS).map((w) => `"${w.replaceAll('"', '""')}"`);
}

/** All terms (implicit AND) or any of them. */
export function ftsQuery(terms: readonly string[], join: 'and' | 'or'): string {
  return terms.join(join === 'and' ? ' ' : ' OR ');
}
