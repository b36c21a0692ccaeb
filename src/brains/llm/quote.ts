import { squash } from '../../core/text.ts';

/** True when `quote` occurs in `text` once white space is folded on both sides (and it is not empty). */
export function quoteOccurs(quote: string, text: string): boolean {
  const q = squash(quote);
  return q.length > 0 && squash(text).includes(q);
}
