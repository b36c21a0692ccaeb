import { squash } from '../../core/text.ts';

/**
 * The quality check of an answer: every part of the quote occurs in the chunk's text. Readers
 * may squash white space, join list steps with " … " or clip a window with "…"; each piece between
 * those marks must still be found as written (case and spacing aside).
 */
export function quoteOccurs(quote: string, text: string): boolean {
  const haystack = normalize(text);
  const parts = quotePieces(quote);
  return parts.length > 0 && parts.every((p) => haystack.includes(p));
}

/** The pieces of a quote between its "…" marks, as the check compares them (case and spacing aside). */
export function quotePieces(quote: string): string[] {
  return quote
    .split('…')
    .map(normalize)
    .filter((p) => p !== '');
}

/** Text as a quote is compared with it: spacing squashed, lowercased. */
export function normalize(text: string): string {
  return squash(text).toLowerCase();
}
