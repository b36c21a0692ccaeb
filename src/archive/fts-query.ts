/** Words beyond this many are ignored: a pasted paragraph should not become a huge query. */
const MAX_TERMS = 32;

/**
 * The searchable words of free text, as typed (case and inner punctuation kept), without
 * repeats. Runs with no letter or digit (`+`, `--`, `"`) are dropped: they hold no token.
 */
export function searchTerms(text: string): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const word of text
    .normalize('NFC')
    .replace(/\p{Cc}/gu, ' ')
    .split(/\s+/)) {
    if (!/[\p{L}\p{N}]/u.test(word)) continue;
    const key = word.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    terms.push(word);
    if (terms.length === MAX_TERMS) break;
  }
  return terms;
}

/**
 * An FTS5 query that matches the terms literally: each one quoted as a string (so `AND`, `NEAR`,
 * `*`, `:` or `"` are text), joined by implicit AND or by OR. A term with inner punctuation
 * (`e-mail`, `don't`) becomes a phrase of its tokens.
 */
export function ftsQuery(terms: readonly string[], join: 'and' | 'or'): string {
  return terms.map((t) => `"${t.replaceAll('"', '""')}"`).join(join === 'and' ? ' ' : ' OR ');
}
