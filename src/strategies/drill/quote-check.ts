import { squash } from '../../core/text.ts';

/**
 * The quality check of an answer: every part of the quote occurs in the chunk's text. Readers
 * may squash white space, join list steps with " … " or clip a window with "…"; each piece between
 * those marks must still be found as written (case and spacing aside).
 */
export function quoteOccurs(quote: string, text: string): boolean {
  const haystack = normalize(text);
  const parts = quote
    .split('…')
    .map(normalize)
    .filter((p) => p !== '');
  return parts.length > 0 && parts.every((p) => haystack.includes(p));
}

function normalize(text: string): string {
  return squash(text).toLowerCase();
}
