/** True when `quote` occurs in `text` once white space is folded on both sides (and it is not empty). */
export function quoteOccurs(quote: string, text: string): boolean {
  const q = fold(quote);
  return q.length > 0 && fold(text).includes(q);
}

function fold(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}
